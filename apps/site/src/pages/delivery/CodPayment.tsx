import type { DeliveryCod } from '@courier/api-client/endpoints/receiver';
import type { PaymentMethod } from '@courier/domain/constants';
import { formatKwd } from '@courier/domain/money';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { OnlinePaymentStep } from '@courier/ui/OnlinePaymentStep';
import { useEffect, useRef, useState } from 'react';
import { payDeliveryCod } from '../../api/delivery';
import { failureMessage } from '../../api/failureMessage';
import { ReceiverPayWordsGate, useReceiverPayWords } from '../../i18n/receiverPayWords';

/** Back from the gateway before its answer: the page asks again every few seconds, two minutes. */
const WAITING_POLL_MS = 3_000;
const WAITING_POLLS = 40;

export interface CodPaymentProps {
  token: string;
  cod: DeliveryCod;
  /** The receiver is back from the gateway's page (`?payment=cod`). */
  returned: boolean;
  /** Reads the delivery again (the recorded state decides what shows). */
  onChanged: () => Promise<void>;
}

/**
 * The cash-on-delivery amount on the receiver's page: paid (online or at the door), or due, with
 * the hosted payment page's step (KNET or a card, typed on the gateway's page, never here). Back
 * from the gateway, the server's record says whether it went through, never the address.
 */
export function CodPayment(props: CodPaymentProps) {
  return (
    <ReceiverPayWordsGate language={useLanguage()}>
      <CodPaymentSection {...props} />
    </ReceiverPayWordsGate>
  );
}

function CodPaymentSection({ token, cod, returned, onChanged }: CodPaymentProps) {
  const w = useReceiverPayWords();
  const language = useLanguage();
  const amount = formatKwd(cod.amount_fils, language);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const waiting = returned && cod.state === 'due' && cod.last_attempt === 'pending';
  const polls = useRef(0);
  useEffect(() => {
    if (!waiting || polls.current >= WAITING_POLLS) return;
    const timer = window.setTimeout(() => {
      polls.current += 1;
      void onChanged();
    }, WAITING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, cod, onChanged]);

  const pay = async (method: PaymentMethod) => {
    setBusy(true);
    setError('');
    try {
      const { paymentLink } = await payDeliveryCod({ token, payment_method: method });
      window.location.assign(paymentLink);
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };

  const heading = (
    <h2 id="cod-heading" className="text-lg font-bold text-navy-800">
      {w.heading}
    </h2>
  );
  if (cod.state === 'paid')
    return (
      <section
        aria-labelledby="cod-heading"
        data-testid="cod-paid"
        className="space-y-2 rounded-card border border-success bg-success-soft p-4 sm:p-6"
      >
        {heading}
        {returned && cod.paid_online ? (
          <p role="status" className="font-semibold text-success">
            {w.received}
          </p>
        ) : null}
        <p className="text-ink">
          {cod.paid_online ? w.paidOnline({ amount }) : w.paid({ amount })}
        </p>
      </section>
    );
  const refused =
    returned &&
    (cod.last_attempt === 'declined' ||
      cod.last_attempt === 'rejected' ||
      cod.last_attempt === 'cancelled');
  return (
    <section aria-labelledby="cod-heading" className="space-y-4" data-testid="cod-due">
      {heading}
      <p className="max-w-3xl text-ink">{w.due({ amount })}</p>
      <OnlinePaymentStep
        amountText={amount}
        isBusy={busy}
        onSubmit={(method) => void pay(method)}
        notice={
          error || refused || waiting ? (
            <p
              // A refusal is announced at once; the wait for the bank is only news.
              role={waiting && !error ? 'status' : 'alert'}
              data-testid="cod-not-paid"
              className={`rounded-card border p-4 ${
                waiting && !error ? 'border-line bg-surface-muted' : 'border-danger bg-danger-soft'
              }`}
            >
              {error || (waiting ? w.waiting : w.notPaid)}
            </p>
          ) : undefined
        }
      />
    </section>
  );
}
