import type { QueuedAction } from '../outbox/outbox';
import { useCourierWords } from '../i18n/words';
import { hrefOf } from '../routes';
import { outboxCounts } from '../stopState';

/** Always in view: how many actions wait to be sent, and how many the server refused. */
export function OutboxBar({ actions }: { actions: readonly QueuedAction[] }) {
  const t = useCourierWords();
  const { waiting, refused } = outboxCounts(actions);
  if (actions.length === 0) return null;
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center gap-3 px-3 py-2 font-bold ${
        refused > 0
          ? 'bg-danger-soft text-danger'
          : waiting > 0
            ? 'bg-express-100 text-black'
            : 'bg-success-soft text-success'
      }`}
    >
      <a href={hrefOf({ name: 'waiting' })} className="inline-flex min-h-12 items-center underline">
        {waiting > 0 ? t.outbox.waiting({ count: waiting }) : t.outbox.allSent}
      </a>
      {refused > 0 && <span>{t.outbox.refused({ count: refused })}</span>}
    </div>
  );
}
