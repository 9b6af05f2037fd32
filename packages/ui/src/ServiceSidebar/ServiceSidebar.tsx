import { HighlightList, type HighlightItem } from '../utils/HighlightList';
import { en } from '../i18n/en';

export type { HighlightItem as SidebarItem } from '../utils/HighlightList';

/** All services beside a service page; the first is highlighted after 500 ms, then the clicked one. */
export function ServiceSidebar({
  services,
  onSelect,
}: {
  services: readonly HighlightItem[];
  onSelect?: (id: string) => void;
}) {
  return <HighlightList title={en.sidebar.services} items={services} onSelect={onSelect} />;
}
