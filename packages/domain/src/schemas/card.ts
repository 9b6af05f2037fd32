import { z } from 'zod';
import type { Say } from './fields.ts';
import {
  CARD_CVV_LENGTH,
  CARD_EXPIRY_MONTH_LENGTH,
  CARD_EXPIRY_YEAR_LENGTH,
  CARD_NUMBER_LENGTH,
} from '../constants.ts';
import { optionalText, requiredText, TEXT_LIMITS } from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/**
 * The card fields of make_online_payment (spec 7: card_number, card_expiry_month,
 * card_expiry_year, card_cvv_number; exact digit counts of spec 5). The spec's card form also had
 * a name on card and a card type, but its payment call never sends them: here they are optional
 * (kept to a name's length when sent), so the spec's own call is accepted as it is. The site has
 * no card form: visitors type their card on the payment gateway's hosted page
 * (docs/payments.md, docs/spec-deviations.md). The spec shows no messages; ours follow the site's
 * 'Enter ...' style (docs/domain.md). Spaces typed between digit groups of the card number are
 * removed before counting.
 */
export const cardMessages = messageGroup('card');

const exactDigits = (length: number, message: Say) =>
  requiredText(message).regex(new RegExp(`^[0-9]{${length}}$`), { error: message });

export const cardSchema = z.object({
  name_of_card: optionalText(TEXT_LIMITS.name),
  card_number: z
    .string({ error: () => cardMessages.card_number })
    .max(TEXT_LIMITS.phone, { error: () => cardMessages.card_number })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(exactDigits(CARD_NUMBER_LENGTH, () => cardMessages.card_number)),
  card_type: optionalText(TEXT_LIMITS.name),
  card_expiry_month: exactDigits(
    CARD_EXPIRY_MONTH_LENGTH,
    () => cardMessages.card_expiry_month,
  ).refine((month) => Number(month) >= 1 && Number(month) <= 12, {
    error: () => cardMessages.card_expiry_month,
  }),
  card_expiry_year: exactDigits(CARD_EXPIRY_YEAR_LENGTH, () => cardMessages.card_expiry_year),
  card_cvv_number: exactDigits(CARD_CVV_LENGTH, () => cardMessages.card_cvv_number),
});

export type CardPaymentInput = z.input<typeof cardSchema>;
export type CardPayment = z.output<typeof cardSchema>;
