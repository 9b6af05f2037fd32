import { z } from 'zod';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { encryptIdSchema, htmlSchema, urlSchema } from '../wire.ts';

/** Marketing content: services, home slides, FAQ and people. */

const serviceSchema = z.object({
  encrypt_id: encryptIdSchema,
  service_name: z.string().min(1),
  service_icon: urlSchema,
  service_image: urlSchema,
  short_description: z.string(),
  service_content: htmlSchema,
  /** 1 or 2: which of the two card layouts the grid uses. */
  row_index: z.union([z.literal(1), z.literal(2)]),
});
export type Service = z.output<typeof serviceSchema>;

const homeSlideSchema = z.object({
  imageUrl: urlSchema,
  title: z.string().min(1),
  highlight: z.string(),
  subtitle: z.string(),
});
export type HomeSlide = z.output<typeof homeSlideSchema>;

const faqSchema = z.object({ question: z.string().min(1), answer: htmlSchema });
export type Faq = z.output<typeof faqSchema>;

const personSchema = z.object({ people_img: urlSchema });
export type Person = z.output<typeof personSchema>;

export const ourServiceListResponse = envelope({ ourServiceList: z.array(serviceSchema) });
export const ourServiceList = defineEndpoint({
  method: 'GET',
  path: 'our_service_list',
  request: noPayloadSchema,
  success: ourServiceListResponse,
  failure: envelopeFailure,
});

const serviceDetailsRequest = z.object({ id: encryptIdField('id') });
export const serviceDetailsResponse = envelope({ serviceDetails: serviceSchema });
export const getOurServiceDetails = defineEndpoint({
  method: 'GET',
  path: 'get_our_service_details/:id',
  request: serviceDetailsRequest,
  success: serviceDetailsResponse,
  failure: envelopeFailure,
});

export const homeSlidesResponse = envelope({ slideList: z.array(homeSlideSchema) });
export const homeSlides = defineEndpoint({
  method: 'GET',
  path: 'home_slides',
  request: noPayloadSchema,
  success: homeSlidesResponse,
  failure: envelopeFailure,
});

export const faqListResponse = envelope({ faqList: z.array(faqSchema) });
export const faqList = defineEndpoint({
  method: 'GET',
  path: 'faq_list',
  request: noPayloadSchema,
  success: faqListResponse,
  failure: envelopeFailure,
});

const peopleListResponse = envelope({ peopleList: z.array(personSchema) });
export const peopleList = defineEndpoint({
  method: 'GET',
  path: 'people_list',
  request: noPayloadSchema,
  success: peopleListResponse,
  failure: envelopeFailure,
});
