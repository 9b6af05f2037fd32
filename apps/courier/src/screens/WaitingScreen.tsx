import { Button } from '@courier/ui/Button';
import { sender } from '../data';
import { useCourierWords } from '../i18n/words';
import type { ActionCall, QueuedAction } from '../outbox/outbox';
import { hrefOf } from '../routes';

const ACTION_OF: Record<ActionCall, 'picked_up' | 'delivered' | 'failed'> = {
  courier_picked_up: 'picked_up',
  courier_delivered: 'delivered',
  courier_failed: 'failed',
};

/** Every action of the day in the order taken: sent, waiting, or refused with the reason. */
export function WaitingScreen({ actions }: { actions: readonly QueuedAction[] }) {
  const t = useCourierWords();
  return (
    <section className="flex flex-col gap-3">
      <a
        href={hrefOf({ name: 'run' })}
        className="inline-flex min-h-12 items-center font-bold text-navy-900 underline"
      >
        {t.stop.back}
      </a>
      <h1 className="text-2xl font-bold">{t.outbox.title}</h1>
      <Button className="min-h-12 self-start" onPress={() => void sender.kick(true)}>
        {t.outbox.sendNow}
      </Button>
      {actions.length === 0 ? (
        <p>{t.outbox.none}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t.outbox.title}>
          {actions.map((action) => (
            <li key={action.seq} className="rounded-lg border-2 border-line p-3">
              <a
                href={hrefOf({ name: 'stop', stopId: action.stopId })}
                className="inline-flex min-h-12 items-center font-bold text-navy-900 underline"
              >
                {t.outbox.item({
                  action: t.actions[ACTION_OF[action.call]],
                  awb: `\u2066${action.awb}\u2069`,
                })}
              </a>
              <p
                className={`font-bold ${
                  action.state === 'refused'
                    ? 'text-danger'
                    : action.state === 'sent'
                      ? 'text-success'
                      : 'text-black'
                }`}
              >
                {action.state === 'sent'
                  ? t.outbox.sent
                  : action.state === 'waiting'
                    ? t.outbox.pending
                    : `${t.outbox.notAccepted}: ${action.refusal?.message ?? ''}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
