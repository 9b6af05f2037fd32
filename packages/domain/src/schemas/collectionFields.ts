import { z } from 'zod';
import { noteMessages } from '../messages.ts';
import type { Say } from './fields.ts';
import { isOnOrAfterToday } from '../collectionDate.ts';
import { minutesOf, TIME_SLOTS } from '../timeSlots.ts';
import {
  evenWithOtherErrors,
  optionalText,
  requiredChoice,
  requiredText,
  TEXT_LIMITS,
} from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/** The clock the date rule reads; schemas take it so tests and the API can pin 'today'. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A collection date 'YYYY-MM-DD' on or after today in Kuwait, read when the value is checked. */
export const collectionDateField = (message: Say, clock: Clock) =>
  requiredText(message).refine((date) => isOnOrAfterToday(date, clock()), { error: message });

/** A collection time: one of the 27 half-hour slots, '09:00' to '22:00'. */
export const timeSlotField = (message: Say) =>
  requiredChoice(TIME_SLOTS as unknown as [string, ...string[]], message);

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
    ctx.addIssue({ code: 'custom', path: [closingKey], message: noteMessages.closingAfterReady });
  }
}

/**
 * The spec's words for the collection window (spec 5, collection form). They live here, with the
 * shape below, so the Book Collection form, the booking wizard's step 3 and the portal's
 * collection all say the same thing; collection.ts lists them under the form's own field names.
 */
export const collectionWindowMessages = messageGroup('collectionWindow');

/**
 * When and how a collection happens: the day, the ready and closing times, the vehicle and the
 * instructions, under the booking payload's names (spec 3: collection_close_time). The special
 * instructions are optional here; the booking wizard requires them and replaces that field.
 */
export function collectionWindowShape(clock: Clock = systemClock) {
  const m = collectionWindowMessages;
  return {
    collection_date: collectionDateField(() => m.collection_date, clock),
    collection_ready_time: timeSlotField(() => m.collection_ready_time),
    collection_close_time: timeSlotField(() => m.collection_close_time),
    /** A vehicle_name of vehicle_list (seeded with van and bike), so any non-blank value. */
    vehicle_type: requiredText(() => m.vehicle_type, TEXT_LIMITS.name),
    special_instruction: optionalText(TEXT_LIMITS.text),
  };
}

/** The window's cross-field rule: the closing time comes after the ready time. */
export function checkCollectionWindow(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  checkClosingAfterReady(value, ctx, 'collection_ready_time', 'collection_close_time');
}

/** The collection window on its own (a form holding only the window, its stories and tests). */
export function makeCollectionWindowSchema({ clock = systemClock }: { clock?: Clock } = {}) {
  return z
    .object(collectionWindowShape(clock))
    .superRefine(checkCollectionWindow, evenWithOtherErrors);
}
