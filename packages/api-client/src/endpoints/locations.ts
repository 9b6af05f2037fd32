import { z } from 'zod';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { idMessages, numericIdField } from '@courier/domain/schemas/ids';

/** Offices and service points; the same rows serve as map markers. */
const locationSchema = z.object({
  id: z.number().int().nonnegative(),
  location: z.string().min(1),
  city_name: z.string(),
  address: z.string(),
  contact_person_number: z.string(),
  email_id: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Location = z.output<typeof locationSchema>;

export const googleMapListResponse = envelope({ googleMapList: z.array(locationSchema) });

export const domesticBranch = defineEndpoint({
  method: 'GET',
  path: 'domestic_branch',
  request: noPayloadSchema,
  success: googleMapListResponse,
  failure: envelopeFailure,
});

export const internationalBranch = defineEndpoint({
  method: 'GET',
  path: 'international_branch',
  request: noPayloadSchema,
  success: googleMapListResponse,
  failure: envelopeFailure,
});

const locationListRequest = z.object({
  country_id: numericIdField('country_id', idMessages.selectCountry),
});
const locationListResponse = envelope({ locationList: z.array(locationSchema) });
export const locationList = defineEndpoint({
  method: 'POST',
  path: 'location_list',
  request: locationListRequest,
  success: locationListResponse,
  failure: envelopeFailure,
});

/** country_id empty or absent means the find-location default; location_id 'All Location'. */
export const googleMapByCountryRequest = z.object({
  country_id: z
    .union([z.literal(''), numericIdField('country_id', idMessages.selectCountry)])
    .optional(),
  location_id: z.union([z.literal(''), numericIdField('location_id')]).optional(),
});
export const googleMapByCountry = defineEndpoint({
  method: 'POST',
  path: 'google_map_by_country',
  request: googleMapByCountryRequest,
  success: googleMapListResponse,
  failure: envelopeFailure,
});
