import { z } from 'zod';
import { DIGITS_PATTERN } from '../patterns.ts';
import {
  requiredDataUrl,
  requiredEmail,
  requiredPattern,
  requiredText,
  TEXT_LIMITS,
} from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/** 'Submit Your Details' job application (spec 5), field names of career_apply. */
export const careerMessages = messageGroup('career');

export const careerSchema = z.object({
  name: requiredText(() => careerMessages.name, TEXT_LIMITS.name),
  email: requiredEmail(() => careerMessages.email),
  mobile: requiredPattern(
    DIGITS_PATTERN,
    () => careerMessages.mobile,
    () => careerMessages.mobile,
    TEXT_LIMITS.phone,
  ),
  message: requiredText(() => careerMessages.message, TEXT_LIMITS.text),
  /** The resume file as a data URL. */
  resume_content: requiredDataUrl(() => careerMessages.resume_content),
});

export type CareerFormInput = z.input<typeof careerSchema>;
export type CareerForm = z.output<typeof careerSchema>;
