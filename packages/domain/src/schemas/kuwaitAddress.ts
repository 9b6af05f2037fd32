import { z } from 'zod';
import { isCleanText, TEXT_LIMITS } from './fields.ts';

/**
 * An address in Kuwait, as Kuwait writes it: area, block, street, house or building, then the
 * optional floor, flat and a note for the courier. The one place these fields are defined: a
 * later governorate and area list (or the PACI number) is added here, and every form and the API
 * take it from this module. Errors are ids (`KUWAIT_ADDRESS_ERRORS`), which each catalogue (the
 * site's, the API's) words in its own languages.
 */
export const KUWAIT_ADDRESS_FIELDS = [
  'area',
  'block',
  'street',
  'house',
  'floor',
  'flat',
  'note',
] as const;
export type KuwaitAddressField = (typeof KUWAIT_ADDRESS_FIELDS)[number];

const KUWAIT_ADDRESS_ERRORS = {
  required: 'address.required',
  tooLong: 'address.tooLong',
  badCharacters: 'address.badCharacters',
} as const;
export type KuwaitAddressError = (typeof KUWAIT_ADDRESS_ERRORS)[keyof typeof KUWAIT_ADDRESS_ERRORS];

/** Block, floor and flat are short codes ('3', '12A'); the rest are lines. */
const SHORT = 20;

const part = (max: number, required: boolean) => {
  const text = z
    .string({ error: KUWAIT_ADDRESS_ERRORS.required })
    .trim()
    .max(max, { error: KUWAIT_ADDRESS_ERRORS.tooLong })
    .refine(isCleanText, { error: KUWAIT_ADDRESS_ERRORS.badCharacters });
  return required
    ? text.refine((value) => value.length > 0, { error: KUWAIT_ADDRESS_ERRORS.required })
    : text.optional().default('');
};

export const kuwaitAddressSchema = z.object({
  area: part(TEXT_LIMITS.name, true),
  block: part(SHORT, true),
  street: part(TEXT_LIMITS.name, true),
  house: part(TEXT_LIMITS.name, true),
  floor: part(SHORT, false),
  flat: part(SHORT, false),
  note: part(TEXT_LIMITS.line, false),
});
export type KuwaitAddress = z.output<typeof kuwaitAddressSchema>;

/** One line for a run sheet or a message: 'Salmiya, Block 3, Street 12, House 7, Floor 2, Flat 5'. */
export function kuwaitAddressLine(
  address: KuwaitAddress,
  words: Record<'block' | 'street' | 'house' | 'floor' | 'flat', string>,
): string {
  const parts = [
    address.area,
    `${words.block} ${address.block}`,
    `${words.street} ${address.street}`,
    `${words.house} ${address.house}`,
    address.floor ? `${words.floor} ${address.floor}` : '',
    address.flat ? `${words.flat} ${address.flat}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}
