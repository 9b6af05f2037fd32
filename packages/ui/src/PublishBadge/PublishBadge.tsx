import { useContentWords } from '../i18n/contentWords';
import { StatusBadge } from '../StatusBadge/StatusBadge';

export interface PublishBadgeProps {
  isPublished: boolean;
}

/** Whether a content row is on the site: "Published" (with a tick) or "Draft". */
export function PublishBadge({ isPublished }: PublishBadgeProps) {
  const content = useContentWords();
  return isPublished ? (
    <StatusBadge label={content.publish.published} tone="success" />
  ) : (
    <StatusBadge label={content.publish.draft} tone="neutral" />
  );
}
