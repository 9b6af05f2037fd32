import { z } from 'zod';
import { careerSchema as careerFormSchema } from '@courier/domain/schemas/career';
import { encryptIdField, optionalIdField } from '@courier/domain/schemas/ids';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure, messageOnlySchema } from '../envelope.ts';
import { encryptIdSchema, htmlSchema } from '../wire.ts';

const careerSchema = z.object({
  encrypt_id: encryptIdSchema,
  career_title: z.string().min(1),
  skils: z.string(),
  experience: z.string(),
  no_of_vacancies: z.number().int().nonnegative(),
  description: htmlSchema,
});
export type Career = z.output<typeof careerSchema>;

export const careerListResponse = envelope({ careerList: z.array(careerSchema) });
export const careerList = defineEndpoint({
  method: 'GET',
  path: 'career_list',
  request: noPayloadSchema,
  success: careerListResponse,
  failure: envelopeFailure,
});

const careerDetailsRequest = z.object({ career_id: encryptIdField('career_id') });
const careerDetailsResponse = envelope({ careerDetails: careerSchema });
export const careerDetails = defineEndpoint({
  method: 'POST',
  path: 'career_details',
  request: careerDetailsRequest,
  success: careerDetailsResponse,
  failure: envelopeFailure,
});

/** The application form plus the opening applied for (absent on the career list). */
export const careerApplyRequest = careerFormSchema.extend({
  career_id: optionalIdField('career_id'),
});
export const careerApply = defineEndpoint({
  method: 'POST',
  path: 'career_apply',
  request: careerApplyRequest,
  success: messageOnlySchema,
  failure: envelopeFailure,
});
