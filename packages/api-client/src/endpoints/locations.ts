import { z } from 'zod';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { wireIdSchema } from '../wire.ts';

/** Offices and service points; the same rows serve as map markers. */
export const locationSchema = z.object({
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

export const locationListRequest = z.object({ country_id: wireIdSchema });
export const locationListResponse = envelope({ locationList: z.array(locationSchema) });
export const locationList = defineEndpoint({
  method: 'POST',
  path: 'location_list',
  request: locationListRequest,
  success: locationListResponse,
  failure: envelopeFailure,
});

/** location_id is empty or absent for 'All Location'. */
export const googleMapByCountryRequest = z.object({
  country_id: wireIdSchema,
  location_id: z.union([z.literal(''), wireIdSchema]).optional(),
});
export const googleMapByCountry = defineEndpoint({
  method: 'POST',
  path: 'google_map_by_country',
  request: googleMapByCountryRequest,
  success: googleMapListResponse,
  failure: envelopeFailure,
});
