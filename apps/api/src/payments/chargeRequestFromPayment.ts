import type { makeOnlinePaymentRequest } from '@courier/api-client/endpoints/payments';
import { filsToKwdString, tryParseKwd } from '@courier/domain/money';
import type { z } from 'zod';
import { PAYMENT_MESSAGES, paymentTooLarge } from './paymentMessages.ts';
import type { ChargeRequest } from './PaymentProvider.ts';

export type MakeOnlinePaymentBody = z.output<typeof makeOnlinePaymentRequest>;

/**
 * The provider's request from a validated make_online_payment body (spec field names), with the
 * amount in whole fils. Only the amount can still be wrong here: the schema checked the rest.
 */
export function chargeRequestFromPayment(
  body: MakeOnlinePaymentBody,
  maxFils: number = Number.MAX_SAFE_INTEGER,
): ChargeRequest | { error: string } {
  const amountFils = tryParseKwd(body.total_amount);
  if (amountFils === null || amountFils <= 0) return { error: PAYMENT_MESSAGES.invalidAmount };
  // Checked before the provider is called: an amount the records cannot hold is never charged.
  if (amountFils > maxFils) return { error: paymentTooLarge(`KWD ${filsToKwdString(maxFils)}`) };
  return {
    amountFils,
    currency: body.currency.toUpperCase(),
    email: body.email_id,
    card: {
      number: body.card_number,
      expiryMonth: body.card_expiry_month,
      expiryYear: body.card_expiry_year,
      cvv: body.card_cvv_number,
      name: body.name_of_card,
    },
  };
}
