import { HighlightList, type HighlightItem } from '../utils/HighlightList';
import { useUiWords } from '../i18n/uiWords';

/** All services beside a service page; the first is highlighted after 500 ms, then the clicked one. */
export function ServiceSidebar({
  services,
  onSelect,
  currentId,
}: {
  services: readonly HighlightItem[];
  onSelect?: (id: string) => void;
  /** The item shown on the page (marked aria-current). */
  currentId?: string;
}) {
  const w = useUiWords();
  return (
    <HighlightList
      title={w.sidebar.services}
      items={services}
      onSelect={onSelect}
      currentId={currentId}
    />
  );
}
