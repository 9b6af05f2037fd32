import { defineEndpoint } from '../endpoint.ts';
import { envelopeFailure, messageOnlySchema } from '../envelope.ts';
import { contactFormSchema, franchiseFormSchema, memberContactFormSchema } from '../forms.ts';
import { variantSchema } from '../variantSchema.ts';
import { encryptIdSchema } from '../wire.ts';

/** Callback and contact-us enquiries. */
export const contactUsRequest = contactFormSchema;
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
export const memberMessageRequest = memberContactFormSchema.extend({ member_id: encryptIdSchema });
export const franchiseMessageRequest = franchiseFormSchema;
export const sendContactMessageRequest = variantSchema(
  (body) => !('member_id' in body),
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
