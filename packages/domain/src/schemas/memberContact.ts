import { z } from 'zod';
import { DIGITS_PATTERN } from '../patterns.ts';
import { contactMessages } from './contact.ts';
import { requiredEmail, requiredPattern, requiredText, TEXT_LIMITS } from './fields.ts';

/** Member 'Contact Me' form (spec 5): name, email, subject, mobile, message. */
export const memberContactMessages = {
  name: contactMessages.name,
  email: 'Enter your valid email id.',
  mobile: 'Enter your mobile number.',
  mobileDigits: 'Only numbers.',
  subject: 'Enter your subject.',
  message: contactMessages.message,
} as const;

/** Shared with the franchise form, which differs only in the mobile rule. */
export const makeMemberLikeSchema = (mobilePattern: RegExp, mobileFormatMessage: string) =>
  z.object({
    name: requiredText(memberContactMessages.name, TEXT_LIMITS.name),
    email: requiredEmail(memberContactMessages.email),
    subject: requiredText(memberContactMessages.subject),
    mobile: requiredPattern(
      mobilePattern,
      mobileFormatMessage,
      memberContactMessages.mobile,
      TEXT_LIMITS.phone,
    ),
    message: requiredText(memberContactMessages.message, TEXT_LIMITS.text),
  });

export const memberContactSchema = makeMemberLikeSchema(
  DIGITS_PATTERN,
  memberContactMessages.mobileDigits,
);

export type MemberContactFormInput = z.input<typeof memberContactSchema>;
export type MemberContactForm = z.output<typeof memberContactSchema>;
