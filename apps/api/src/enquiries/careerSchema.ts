import { z } from 'zod';
import { careerMessages, careerSchema } from '@courier/domain/schemas/career';

export { careerMessages };

/**
 * career_apply: the domain's application form (the browser's rules and words) plus the opening
 * applied for, which the career list's general application leaves empty.
 */
export const careerApplicationSchema = careerSchema.extend({
  career_id: z.string().trim().max(64).default(''),
});
