import { z } from 'zod';
import {
  CARD_CVV_LENGTH,
  CARD_EXPIRY_MONTH_LENGTH,
  CARD_EXPIRY_YEAR_LENGTH,
  CARD_NUMBER_LENGTH,
} from '../constants.ts';
import { requiredText, TEXT_LIMITS } from './fields.ts';

/**
 * Online card payment, step 4 of the public wizard (spec 5: all required, exact digit counts).
 * The spec shows no messages; ours follow the site's 'Enter ...' style (README). Spaces typed
 * between digit groups of the card number are removed before counting.
 */
export const cardMessages = {
  name_of_card: 'Enter name on card.',
  card_number: `Enter valid ${CARD_NUMBER_LENGTH} digit card number.`,
  card_type: 'Select card type.',
  card_expiry_month: `Enter valid ${CARD_EXPIRY_MONTH_LENGTH} digit expiry month.`,
  card_expiry_year: `Enter valid ${CARD_EXPIRY_YEAR_LENGTH} digit expiry year.`,
  card_cvv_number: `Enter valid ${CARD_CVV_LENGTH} digit CVV.`,
} as const;

const exactDigits = (length: number, message: string) =>
  requiredText(message).regex(new RegExp(`^[0-9]{${length}}$`), { error: message });

export const cardSchema = z.object({
  name_of_card: requiredText(cardMessages.name_of_card, TEXT_LIMITS.name),
  card_number: z
    .string({ error: cardMessages.card_number })
    .max(TEXT_LIMITS.phone, { error: cardMessages.card_number })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(exactDigits(CARD_NUMBER_LENGTH, cardMessages.card_number)),
  card_type: requiredText(cardMessages.card_type, TEXT_LIMITS.name),
  card_expiry_month: exactDigits(CARD_EXPIRY_MONTH_LENGTH, cardMessages.card_expiry_month).refine(
    (month) => Number(month) >= 1 && Number(month) <= 12,
    { error: cardMessages.card_expiry_month },
  ),
  card_expiry_year: exactDigits(CARD_EXPIRY_YEAR_LENGTH, cardMessages.card_expiry_year),
  card_cvv_number: exactDigits(CARD_CVV_LENGTH, cardMessages.card_cvv_number),
});

export type CardFormInput = z.input<typeof cardSchema>;
export type CardForm = z.output<typeof cardSchema>;
