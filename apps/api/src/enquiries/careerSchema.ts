import { z } from 'zod';
import { DIGITS_PATTERN } from '@courier/domain/patterns';
import { requiredDataUrl, requiredEmail, requiredPattern, requiredText } from '@courier/domain/schemas/fields';

/**
 * Career application (spec 5). packages/domain has no career schema yet, so it is composed here
 * from the domain's field builders with the spec's words; move it to
 * @courier/domain/schemas/career when that lands and import it instead.
 */
export const careerMessages = {
  name: 'Enter Name',
  email: 'Enter valid email id',
  mobile: 'Enter valid mobile number',
  message: 'Enter message',
  resume: 'Please upload your resume',
} as const;

export const careerApplicationSchema = z.object({
  career_id: z.string().trim().max(64).default(''),
  name: requiredText(careerMessages.name),
  email: requiredEmail(careerMessages.email),
  mobile: requiredPattern(DIGITS_PATTERN, careerMessages.mobile),
  message: requiredText(careerMessages.message),
  resume_content: requiredDataUrl(careerMessages.resume),
});
