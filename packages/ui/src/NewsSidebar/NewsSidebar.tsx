import { HighlightList, type HighlightItem } from '../utils/HighlightList';
import { useUiWords } from '../i18n/uiWords';

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
  const w = useUiWords();
  return (
    <HighlightList title={w.sidebar.news} items={news} onSelect={onSelect} currentId={currentId} />
  );
}
