import { z } from 'zod';
import { isCleanText, TEXT_LIMITS } from '@courier/domain/schemas/fields';
import { idMessages } from '@courier/domain/schemas/ids';
import { contactSchema } from '@courier/domain/schemas/contact';
import { franchiseSchema } from '@courier/domain/schemas/franchise';
import { memberContactSchema } from '@courier/domain/schemas/memberContact';
import { defineEndpoint } from '../endpoint.ts';
import { envelopeFailure, messageOnlySchema } from '../envelope.ts';
import { variantSchema } from '../variantSchema.ts';

/** Callback and contact-us enquiries. */
export const contactUsRequest = contactSchema;
export const contactUs = defineEndpoint({
  method: 'POST',
  path: 'contact_us',
  request: contactUsRequest,
  success: messageOnlySchema,
  failure: envelopeFailure,
});

/**
 * One call serves two forms: a message to a team member (member_id set, member rules) and a
 * franchise enquiry (no member_id, franchise rules).
 */
/** member_id first: a refused id is the Message even when the form has other mistakes. */
const memberMessageRequest = z.object({
  member_id: z
    .string({ error: idMessages.invalid('member_id') })
    .trim()
    .min(1, { error: idMessages.invalid('member_id') })
    .max(TEXT_LIMITS.id, { error: idMessages.invalid('member_id') })
    .refine(isCleanText, { error: idMessages.invalid('member_id') }),
  ...memberContactSchema.shape,
});
const franchiseMessageRequest = franchiseSchema;
export const sendContactMessageRequest = variantSchema(
  (body) => body.member_id === undefined || body.member_id === '',
  memberMessageRequest,
  franchiseMessageRequest,
);
export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: 'send_contact_message',
  request: sendContactMessageRequest,
  success: messageOnlySchema,
  failure: envelopeFailure,
});
