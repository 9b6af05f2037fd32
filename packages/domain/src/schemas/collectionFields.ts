import type { z } from 'zod';
import { isOnOrAfterToday } from '../collectionDate.ts';
import { minutesOf, TIME_SLOTS } from '../timeSlots.ts';
import { requiredChoice, requiredText } from './fields.ts';

/** The clock the date rule reads; schemas take it so tests and the API can pin 'today'. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A collection date 'YYYY-MM-DD' on or after today in Kuwait, read when the value is checked. */
export const collectionDateField = (message: string, clock: Clock) =>
  requiredText(message).refine((date) => isOnOrAfterToday(date, clock()), { error: message });

/** A collection time: one of the 27 half-hour slots, '09:00' to '22:00'. */
export const timeSlotField = (message: string) =>
  requiredChoice(TIME_SLOTS as unknown as [string, ...string[]], message);

/** Spec silent: a closing time must come after the ready time (README). */
export const closingAfterReadyMessage = 'Closing time must be later than the collection time.';

/** True unless both times are known and the closing time is not after the ready time. */
export function closesAfterReady(ready: unknown, closing: unknown): boolean {
  if (typeof ready !== 'string' || typeof closing !== 'string') return true;
  const [from, to] = [minutesOf(ready), minutesOf(closing)];
  if (Number.isNaN(from) || Number.isNaN(to)) return true;
  return to > from;
}

/** Adds the closing-after-ready issue on `closingKey` when the two times are out of order. */
export function checkClosingAfterReady(
  value: Record<string, unknown>,
  ctx: z.RefinementCtx,
  readyKey: string,
  closingKey: string,
): void {
  if (!closesAfterReady(value[readyKey], value[closingKey])) {
    ctx.addIssue({ code: 'custom', path: [closingKey], message: closingAfterReadyMessage });
  }
}
