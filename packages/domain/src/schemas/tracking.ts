import { z } from 'zod';
import { MAX_TRACKING_NUMBERS } from '../constants.ts';
import { parseTrackingNumbers } from '../tracking.ts';
import { isCleanText, requiredText, textMessages } from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/** Longest multi-tracking input: 25 numbers with separators, and room for stray spaces. */
const MULTI_TRACKING_MAX_LENGTH = 1000;

/** Tracking inputs (spec 5). */
export const trackingMessages = messageGroup('tracking');

/** Single tracking input of the home page. */
export const trackingNumberSchema = z.object({
  tracking_number: requiredText(() => trackingMessages.required),
});

/**
 * Multiple tracking input: numbers separated by commas, spaces or new lines. The output keeps the
 * cleaned list joined by commas, the form multi-tracking takes as its tracking_number.
 */
export const multiTrackingSchema = z.object({
  tracking_number: z
    .string({ error: () => trackingMessages.required })
    .max(MULTI_TRACKING_MAX_LENGTH, {
      error: () => textMessages.tooLong(MULTI_TRACKING_MAX_LENGTH),
    })
    .refine(isCleanText, { error: () => textMessages.badCharacters })
    .transform((value) => parseTrackingNumbers(value))
    .refine((numbers) => numbers.length > 0, { error: () => trackingMessages.required })
    .refine((numbers) => numbers.length <= MAX_TRACKING_NUMBERS, {
      error: () => trackingMessages.tooMany,
    })
    .transform((numbers) => numbers.join(',')),
});

/** The separate tracking box: blank after trimming alerts 'Please enter a tracking number.'. */
export const trackingBoxSchema = z.object({
  tracking_number: requiredText(() => trackingMessages.box),
});

export type TrackingNumberForm = z.output<typeof trackingNumberSchema>;
export type MultiTrackingFormInput = z.input<typeof multiTrackingSchema>;
export type MultiTrackingForm = z.output<typeof multiTrackingSchema>;
export type TrackingBoxForm = z.output<typeof trackingBoxSchema>;
