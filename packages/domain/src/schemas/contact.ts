import { z } from 'zod';
import { requiredEmail, requiredPhone, requiredText, TEXT_LIMITS } from './fields.ts';

/** Callback / contact-us form (spec 5). The contact-us page renders it twice. */
export const contactMessages = {
  name: 'Enter your name.',
  email: 'Enter valid email id.',
  mobile: 'Enter your phone number.',
  /** The mobile-page rendering words the phone message differently. */
  mobileOnMobilePage: 'Enter your valid phone number.',
  message: 'Enter your message.',
} as const;

const makeContactSchema = (mobileMessage: string) =>
  z.object({
    name: requiredText(contactMessages.name, TEXT_LIMITS.name),
    email: requiredEmail(contactMessages.email),
    mobile: requiredPhone(mobileMessage),
    message: requiredText(contactMessages.message, TEXT_LIMITS.text),
  });

export const contactSchema = makeContactSchema(contactMessages.mobile);
export const contactMobileSchema = makeContactSchema(contactMessages.mobileOnMobilePage);

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactForm = z.output<typeof contactSchema>;
