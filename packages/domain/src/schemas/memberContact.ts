import { z } from 'zod';
import type { Say } from './fields.ts';
import { DIGITS_PATTERN } from '../patterns.ts';
import { requiredEmail, requiredPattern, requiredText, TEXT_LIMITS } from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/** Member 'Contact Me' form (spec 5): name, email, subject, mobile, message. */
export const memberContactMessages = messageGroup('memberContact');

/** Shared with the franchise form, which differs only in the mobile rule. */
export const makeMemberLikeSchema = (mobilePattern: RegExp, mobileFormatMessage: Say) =>
  z.object({
    name: requiredText(() => memberContactMessages.name, TEXT_LIMITS.name),
    email: requiredEmail(() => memberContactMessages.email),
    subject: requiredText(() => memberContactMessages.subject),
    mobile: requiredPattern(
      mobilePattern,
      mobileFormatMessage,
      () => memberContactMessages.mobile,
      TEXT_LIMITS.phone,
    ),
    message: requiredText(() => memberContactMessages.message, TEXT_LIMITS.text),
  });

export const memberContactSchema = makeMemberLikeSchema(
  DIGITS_PATTERN,
  () => memberContactMessages.mobileDigits,
);

export type MemberContactFormInput = z.input<typeof memberContactSchema>;
export type MemberContactForm = z.output<typeof memberContactSchema>;
