import { HighlightList, type HighlightItem } from '../utils/HighlightList';
import { en } from '../i18n/en';

/** 'News & Update' titles beside an article; the first is highlighted after 500 ms, then the clicked one. */
export function NewsSidebar({
  news,
  onSelect,
  currentId,
}: {
  news: readonly HighlightItem[];
  onSelect?: (id: string) => void;
  /** The item shown on the page (marked aria-current). */
  currentId?: string;
}) {
  return (
    <HighlightList title={en.sidebar.news} items={news} onSelect={onSelect} currentId={currentId} />
  );
}
