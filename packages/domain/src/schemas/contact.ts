import { z } from 'zod';
import type { Say } from './fields.ts';
import { requiredEmail, requiredPhone, requiredText, TEXT_LIMITS } from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/** Callback / contact-us form (spec 5). The contact-us page renders it twice. */
export const contactMessages = messageGroup('contact');

const makeContactSchema = (mobileMessage: Say) =>
  z.object({
    name: requiredText(() => contactMessages.name, TEXT_LIMITS.name),
    email: requiredEmail(() => contactMessages.email),
    mobile: requiredPhone(mobileMessage),
    message: requiredText(() => contactMessages.message, TEXT_LIMITS.text),
  });

export const contactSchema = makeContactSchema(() => contactMessages.mobile);
export const contactMobileSchema = makeContactSchema(() => contactMessages.mobileOnMobilePage);

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactForm = z.output<typeof contactSchema>;
