import { z } from 'zod';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { encryptIdSchema, htmlSchema, urlSchema } from '../wire.ts';

const newsSchema = z.object({
  encrypt_id: encryptIdSchema,
  news_title: z.string().min(1),
  img_url: urlSchema,
  news_content: htmlSchema,
});
export type News = z.output<typeof newsSchema>;

/** Sidebar entry of news-details ('News & Update'). */
const newsTitleSchema = newsSchema.pick({ encrypt_id: true, news_title: true });

const newsListResponse = envelope({ newsList: z.array(newsSchema) });
export const newsList = defineEndpoint({
  method: 'GET',
  path: 'news_list',
  request: noPayloadSchema,
  success: newsListResponse,
  failure: envelopeFailure,
});

const newsDetailsRequest = z.object({ news_id: encryptIdField('news_id') });
export const newsDetailsResponse = envelope({
  newsDetails: newsSchema,
  newsTitle: z.array(newsTitleSchema),
});
export const newsDetails = defineEndpoint({
  method: 'POST',
  path: 'news_details',
  request: newsDetailsRequest,
  success: newsDetailsResponse,
  failure: envelopeFailure,
});
