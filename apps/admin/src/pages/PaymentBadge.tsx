import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import type { PaymentState } from '@courier/domain/paymentState';
import { formatKuwaitDateTime } from '@courier/domain/formats';
import { StatusBadge, type StatusTone } from '@courier/ui/StatusBadge';
import { useAdminWords } from '../i18n/words';

const TONES: Record<PaymentState, StatusTone> = {
  cash: 'neutral',
  paid: 'success',
  // Not to be handed to the courier until the payer comes back paid.
  awaiting: 'warning',
};

/** Where a booking's payment stands; with the moment it was paid when that is known. */
export function PaymentBadge({
  payment,
  paidAt,
}: {
  payment: PaymentState;
  paidAt?: string | null;
}) {
  const t = useAdminWords();
  const language = useLanguage();
  const label =
    payment === 'paid' && paidAt
      ? t.shipments.paidAt({ when: formatKuwaitDateTime(paidAt, language) })
      : t.shipments.paymentStates[payment];
  return <StatusBadge label={label} tone={TONES[payment]} />;
}
