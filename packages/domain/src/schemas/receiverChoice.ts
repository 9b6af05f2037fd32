import { z } from 'zod';
import { isCleanText, TEXT_LIMITS } from './fields.ts';
import { kuwaitAddressSchema } from './kuwaitAddress.ts';

/**
 * The receiver's choice, as the delivery page sends it. Errors are ids the catalogues word
 * (the site's for the page, the API's for its answers), like the address's.
 */
export const RECEIVER_CHOICE_ERRORS = {
  kind: 'choice.kind',
  date: 'choice.date',
  branch: 'choice.branch',
  place: 'choice.place',
  note: 'choice.note',
  noteTooLong: 'choice.noteTooLong',
} as const;

const E = RECEIVER_CHOICE_ERRORS;
const LEAVE_PLACES = ['neighbour', 'safe_place'] as const;

const note = z
  .string({ error: E.note })
  .trim()
  .min(1, { error: E.note })
  .max(TEXT_LIMITS.line, { error: E.noteTooLong })
  .refine(isCleanText, { error: E.note });

export const receiverChoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('reschedule'),
      date: z.string({ error: E.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: E.date }),
    }),
    z.object({
      kind: z.literal('branch'),
      branchId: z.coerce
        .number({ error: E.branch })
        .int({ error: E.branch })
        .positive({ error: E.branch }),
    }),
    z.object({
      kind: z.literal('neighbour'),
      place: z.enum(LEAVE_PLACES, { error: E.place }),
      note,
    }),
    z.object({ kind: z.literal('address'), address: kuwaitAddressSchema }),
  ],
  { error: E.kind },
);
export type ReceiverChoice = z.output<typeof receiverChoiceSchema>;
