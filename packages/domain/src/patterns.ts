/**
 * Character patterns shared by the form schemas. Only ASCII digits count as digits: a form
 * field holding Arabic-Indic digits is rejected rather than silently misread.
 */

/** Phone, mobile, fax and zip (booking): digits and plus signs, with at least one digit. */
export const PHONE_PATTERN = /^[0-9+]*[0-9][0-9+]*$/;
/** Digits only, at least one. */
export const DIGITS_PATTERN = /^[0-9]+$/;
/** A non-negative number with at most two decimals: '12', '12.5', '12.50'; not '12.', '.5'. */
export const DECIMAL_2_PATTERN = /^[0-9]+(\.[0-9]{1,2})?$/;
/**
 * A non-negative number with optional decimals, any count, written as people write numbers:
 * '2', '2.5', '.5' and '2.' (at least one digit).
 */
export const DECIMAL_PATTERN = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;
/** A number with an optional sign and optional decimals (check-rate weight): '+2.5', '-.5', '2.'. */
export const SIGNED_DECIMAL_PATTERN = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;
/** Customer wizard quantity: digits with an optional leading plus sign. */
export const PLUS_DIGITS_PATTERN = /^\+?[0-9]+$/;

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isDigits = (value: string): boolean => DIGITS_PATTERN.test(value);
export const isDecimal2 = (value: string): boolean => DECIMAL_2_PATTERN.test(value);
