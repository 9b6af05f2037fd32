import type { ReactNode } from 'react';

/** The one way an empty value is shown everywhere on the site (a dash, never a blank cell). */
export const EMPTY_VALUE = '-';

/** The value itself, or the dash when it is missing or only white space. */
export function orEmpty<T extends ReactNode>(value: T | null | undefined): T | typeof EMPTY_VALUE {
  if (value === null || value === undefined || value === false) return EMPTY_VALUE;
  if (typeof value === 'string' && value.trim() === '') return EMPTY_VALUE;
  return value;
}
