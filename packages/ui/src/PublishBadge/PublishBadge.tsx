import { contentEn } from '../i18n/contentEn';
import { StatusBadge } from '../StatusBadge/StatusBadge';

export interface PublishBadgeProps {
  isPublished: boolean;
}

/** Whether a content row is on the site: "Published" (with a tick) or "Draft". */
export function PublishBadge({ isPublished }: PublishBadgeProps) {
  return isPublished ? (
    <StatusBadge label={contentEn.publish.published} tone="success" />
  ) : (
    <StatusBadge label={contentEn.publish.draft} tone="neutral" />
  );
}
