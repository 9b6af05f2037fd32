import { messageGroup } from './messageWords.ts';
/**
 * What a real request of the public site may hold, so the API can refuse anything larger before
 * it spends time on it (a booking of 100,000 lines took 17 s just to be refused by its schema).
 *
 * Pieces: a booking line is one box (spec: total pieces = number of lines). A web booking is a
 * courier collection by bike or van from one sender; the largest real ones are a few dozen
 * cartons. 99 keeps every real booking (piece numbers stay two digits on the label, 99 A4 labels
 * are 25 sheets) while a thousand-piece freight job is a matter for the sales team, not the wizard.
 */
export const MAX_BOOKING_PIECES = 99;

/**
 * Every value of any public request body (object keys plus array entries, all levels). The
 * largest real body is a booking of 99 lines of 13 fields (~1,300) plus its ~60 form fields.
 */
export const MAX_BODY_VALUES = 2_000;

export const requestLimitMessages = messageGroup('requestLimit');

/** True when a booking's item lines (one per piece) are more than a booking may hold. */
export const tooManyPieces = (lines: unknown): boolean =>
  Array.isArray(lines) && lines.length > MAX_BOOKING_PIECES;
