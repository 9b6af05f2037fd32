import { z } from 'zod';
import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_KINDS,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTOS_MAX,
  CLAIM_REASON_MAX,
  CLAIM_VALUE_MAX_FILS,
  STAFF_DECISIONS,
} from '../claims.ts';
import { tryParseKwd } from '../money.ts';
import { evenWithOtherErrors, isCleanText } from './fields.ts';

/**
 * A claim as the delivery page and the portal send it, an answer to staff's question, and staff's
 * decision. Errors are ids the catalogues word (the site's page catalogue for the form, the
 * messages catalogue's `claims.fields` for the API's answers), like the receiver's choice.
 */
export const CLAIM_ERRORS = {
  kind: 'claim.kind',
  description: 'claim.description',
  descriptionTooLong: 'claim.descriptionTooLong',
  value: 'claim.value',
  valueTooHigh: 'claim.valueTooHigh',
  photo: 'claim.photo',
  photoRequired: 'claim.photoRequired',
  tooManyPhotos: 'claim.tooManyPhotos',
  reason: 'claim.reason',
  reasonTooLong: 'claim.reasonTooLong',
} as const;

const E = CLAIM_ERRORS;

/** Longest data URL of a photo: base64 of the largest photo plus its header. */
const PHOTO_DATA_URL_MAX = Math.ceil(CLAIM_PHOTO_MAX_BYTES / 3) * 4 + 200;

/** A photo as a data URL; only its length is judged here (the API judges the bytes). */
const photo = z
  .string({ error: E.photo })
  .max(PHOTO_DATA_URL_MAX, { error: E.photo })
  .regex(/^data:[^,]*;base64,./, { error: E.photo });

const photos = z.array(photo, { error: E.photo }).max(CLAIM_PHOTOS_MAX, { error: E.tooManyPhotos });

const longText = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .refine(isCleanText, { error: required });

const description = longText(E.description, E.descriptionTooLong, CLAIM_DESCRIPTION_MAX);

const claimValueFilsSchema = z
  .number({ error: E.value })
  .int({ error: E.value })
  .positive({ error: E.value })
  .max(CLAIM_VALUE_MAX_FILS, { error: E.valueTooHigh });

/**
 * A damage claim needs at least one photo of the damage; a loss claim may have none. Judged even
 * when other fields are wrong, so a first submit shows every message.
 */
const needsPhoto = (claim: { kind?: unknown; photos?: unknown }) =>
  claim.kind !== 'damage' || (Array.isArray(claim.photos) && claim.photos.length > 0);
const photoRule = { error: E.photoRequired, path: ['photos'], ...evenWithOtherErrors };

/** What the API takes: the value in whole fils. */
export const claimFilingSchema = z
  .object({
    kind: z.enum(CLAIM_KINDS, { error: E.kind }),
    description,
    valueFils: claimValueFilsSchema,
    photos: photos.default([]),
  })
  .refine(needsPhoto, photoRule);

/** The form's value is typed in dinars ('12.5'); it becomes fils, then the API's rules apply. */
const kwdValue = z.string({ error: E.value }).transform((text, ctx) => {
  const fils = tryParseKwd(text.trim());
  if (fils === null) {
    ctx.addIssue({ code: 'custom', message: E.value });
    return z.NEVER;
  }
  return fils;
});

export const claimFormSchema = z
  .object({
    kind: z.enum(CLAIM_KINDS, { error: E.kind }),
    description,
    value: kwdValue.pipe(claimValueFilsSchema),
    photos: photos,
  })
  .refine(needsPhoto, photoRule);
export type ClaimFormInput = z.input<typeof claimFormSchema>;

/** The claimant's answer when staff asked for more: words, and up to 5 more photos. */
export const claimAnswerSchema = z.object({
  note: description,
  photos: photos.default([]),
});

/** Staff's decision: a reason is required to ask for more and to reject; optional to accept. */
export const claimDecisionSchema = z
  .object({
    decision: z.enum(STAFF_DECISIONS, { error: E.kind }),
    reason: z
      .string({ error: E.reason })
      .trim()
      .max(CLAIM_REASON_MAX, { error: E.reasonTooLong })
      .refine(isCleanText, { error: E.reason })
      .default(''),
  })
  .superRefine((d, ctx) => {
    if (d.decision !== 'accept' && d.reason.length === 0)
      ctx.addIssue({ code: 'custom', message: E.reason, path: ['reason'] });
  });
export type ClaimDecision = z.output<typeof claimDecisionSchema>;
