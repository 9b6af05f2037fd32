import { PublishBadge } from '@courier/ui/PublishBadge';

/** Draft or Published, as the ui's badge. */
export function PublishState({ published }: { published: boolean }) {
  return <PublishBadge isPublished={published} />;
}
