import { z } from 'zod';
import { ACCOUNT_ROLES } from '@courier/domain/schemas/accountUsers';
import { requiredText, TEXT_LIMITS } from '@courier/domain/schemas/fields';
import { idMessages } from '@courier/domain/schemas/ids';
import { loginSchema } from '@courier/domain/schemas/login';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import {
  envelope,
  envelopeFailure,
  messageOnlySchema,
  statusData,
  statusDataFailure,
} from '../envelope.ts';
import { shipmentServiceSchema } from './reference.ts';

/**
 * Customer portal. The login is answered in the carrier's STATUS/Data style and opens an
 * httpOnly session cookie; the browser keeps no password and no access key.
 */

export const customerSchema = z.object({
  COMP_NAME: z.string(),
  ContactPerson: z.string(),
  CITY: z.string(),
  PH_NO: z.string(),
  E_MAIL: z.string(),
  Add1: z.string(),
  Add2: z.string(),
  Location_Area: z.string(),
  AC_NO: z.string(),
});
export type Customer = z.output<typeof customerSchema>;

/** Data is a list whose first entry is the customer; Userid is the id they logged in with. */
const customerSessionSchema = statusData(z.array(customerSchema).min(1), {
  Userid: z.string().min(1),
  /** The user's role in the business account (not in the spec; absent means owner). */
  Role: z.enum(ACCOUNT_ROLES).optional(),
});

export const customerLoginRequest = loginSchema;
export const customerLogin = defineEndpoint({
  method: 'POST',
  path: 'customer_login',
  request: customerLoginRequest,
  success: customerSessionSchema,
  failure: statusDataFailure,
});

export const customerLogout = defineEndpoint({
  method: 'POST',
  path: 'customer_logout',
  request: noPayloadSchema,
  success: messageOnlySchema,
  failure: envelopeFailure,
});

/** Who is logged in: the login answer again, or a refusal when nobody is. */
export const customerSession = defineEndpoint({
  method: 'GET',
  path: 'customer_session',
  request: noPayloadSchema,
  success: customerSessionSchema,
  failure: statusDataFailure,
});

/** Reference lists of the customer wizard, served from the carrier's catalogue. */
const carrierCountrySchema = z.object({
  country_code: z.string().min(1),
  country_name: z.string().min(1),
});
export type CarrierCountry = z.output<typeof carrierCountrySchema>;

const carrierCitySchema = z.object({ city_name: z.string().min(1) });

const countryListFromApiResponse = envelope({ country_list: z.array(carrierCountrySchema) });
export const countryListFromApi = defineEndpoint({
  method: 'GET',
  path: 'country_list_from_api',
  request: noPayloadSchema,
  success: countryListFromApiResponse,
  failure: envelopeFailure,
});

const cityListFromApiRequest = z.object({
  country_name: requiredText(idMessages.selectCountry, TEXT_LIMITS.name),
});
const cityListFromApiResponse = envelope({ city_list: z.array(carrierCitySchema) });
export const cityListFromApi = defineEndpoint({
  method: 'POST',
  path: 'city_list_from_api',
  request: cityListFromApiRequest,
  success: cityListFromApiResponse,
  failure: envelopeFailure,
});

const serviceListFromApiResponse = envelope({ serviceList: z.array(shipmentServiceSchema) });
export const serviceListFromApi = defineEndpoint({
  method: 'GET',
  path: 'service_list_from_api',
  request: noPayloadSchema,
  success: serviceListFromApiResponse,
  failure: envelopeFailure,
});
