import { StatusBadge } from '@courier/ui/StatusBadge';
import { contentEn } from '@courier/ui/i18n/contentEn';

/** Draft or Published, as a badge (words shared with the ui's content pieces). */
export function PublishState({ published }: { published: boolean }) {
  return (
    <StatusBadge
      label={published ? contentEn.publish.published : contentEn.publish.draft}
      tone={published ? 'success' : 'warning'}
    />
  );
}
