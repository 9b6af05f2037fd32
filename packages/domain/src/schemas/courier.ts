import { z } from 'zod';
import { COD_MAX_FILS } from '../cod.ts';
import { courierMessages as m, FAILED_REASONS } from '../courierRun.ts';
import { MAX_NUMERIC_ID } from './ids.ts';
import { isCleanText, optionalText, requiredText, textMessages, TEXT_LIMITS } from './fields.ts';

/**
 * The courier phone's requests, one schema each: the phone checks a form with them before it
 * queues the action (offline), and the API checks the same body when it arrives.
 */

/** Largest signature picture (a PNG of a few strokes is far smaller). */
export const SIGNATURE_MAX_BYTES = 300 * 1024;
/** Largest proof photo (the phone scales a camera picture down before sending). */
export const PROOF_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Longest data URL of a file of `bytes` bytes: base64 plus its header. */
const dataUrlMax = (bytes: number) => Math.ceil(bytes / 3) * 4 + 200;

/**
 * The key the phone makes for each action (a UUID, or any 8 to 100 letters, digits, - and _),
 * kept with the action across retries: the same key is the same action, recorded once.
 */
export const idempotencyKeySchema = z
  .string({ error: () => m.idempotencyKey })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: () => m.idempotencyKey });

const stopId = z.coerce
  .number({ error: () => m.stopNotFound })
  .int({ error: () => m.stopNotFound })
  .positive({ error: () => m.stopNotFound })
  .max(MAX_NUMERIC_ID, { error: () => m.stopNotFound });

/** Where the phone was, when it knows (WGS 84 degrees). */
export const positionSchema = z.object({
  lat: z
    .number({ error: () => m.position })
    .min(-90, { error: () => m.position })
    .max(90, {
      error: () => m.position,
    }),
  lng: z
    .number({ error: () => m.position })
    .min(-180, { error: () => m.position })
    .max(180, {
      error: () => m.position,
    }),
});

/** A picture as a data URL; only the length is judged here (the API judges the bytes). */
const picture = (maxBytes: number, tooLarge: () => string) =>
  z
    .string({ error: () => m.pictureMissing })
    .max(dataUrlMax(maxBytes), { error: tooLarge })
    .regex(/^data:[^,]*;base64,./, { error: () => m.pictureMissing });

const actionBase = {
  stopId,
  idempotencyKey: idempotencyKeySchema,
  position: positionSchema.optional(),
};

export const courierPickedUpSchema = z.object(actionBase);

/** A 6-digit one-time code the receiver reads out, in place of a signature. */
const codeSchema = z.string().regex(/^\d{6}$/, { error: () => m.codeFormat });

export const courierDeliveredSchema = z
  .object({
    ...actionBase,
    receiverName: requiredText(() => m.receiverName, TEXT_LIMITS.name),
    /** The receiver's signature, a PNG (the phone's signature pad). */
    signature: picture(SIGNATURE_MAX_BYTES, () => m.signatureTooLarge).optional(),
    /** Or the one-time code of the delivery. */
    code: codeSchema.optional(),
    /** A photo of the parcel where it was left (JPEG or PNG). */
    photo: picture(PROOF_PHOTO_MAX_BYTES, () => m.photoTooLarge).optional(),
    /** Where it was left: 'handed over', 'with the guard', 'at the door' (free text). */
    placeLeft: optionalText(TEXT_LIMITS.name),
    /** Cash collected, in fils: required for a cash-on-delivery shipment. */
    codCollectedFils: z
      .number({ error: () => m.codCollected })
      .int({ error: () => m.codCollected })
      .min(0, { error: () => m.codCollected })
      .max(COD_MAX_FILS, { error: () => m.codCollected })
      .optional(),
  })
  .refine((body) => body.signature !== undefined || body.code !== undefined, {
    error: () => m.proofRequired,
    path: ['signature'],
  });

export const courierFailedSchema = z
  .object({
    ...actionBase,
    reason: z.enum(FAILED_REASONS, { error: () => m.reason }),
    note: z
      .string()
      .trim()
      .max(TEXT_LIMITS.line, { error: () => textMessages.tooLong(TEXT_LIMITS.line) })
      .refine(isCleanText, { error: () => textMessages.badCharacters })
      .default(''),
    photo: picture(PROOF_PHOTO_MAX_BYTES, () => m.photoTooLarge).optional(),
  })
  .refine((body) => body.reason !== 'other' || body.note !== '', {
    error: () => m.noteRequired,
    path: ['note'],
  });

export type CourierPickedUp = z.output<typeof courierPickedUpSchema>;
export type CourierDelivered = z.output<typeof courierDeliveredSchema>;
export type CourierFailed = z.output<typeof courierFailedSchema>;
