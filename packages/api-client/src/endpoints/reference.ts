import { z } from 'zod';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { idMessages, numericIdField } from '@courier/domain/schemas/ids';
import { rateMessages } from '@courier/domain/schemas/rate';

/** Reference lists: countries, cities, mobile codes, vehicles, services, currencies, KYC types. */

/** The spec addresses a country by `id` in some lists and `country_id` in others: both are sent. */
const countrySchema = z.object({
  id: z.number().int().nonnegative(),
  country_id: z.number().int().nonnegative(),
  country_name: z.string().min(1),
  /** ISO 3166-1 alpha-2 ('KW'). */
  country_code: z.string().length(2),
});
export type Country = z.output<typeof countrySchema>;

const citySchema = z.object({
  state_id: z.number().int().nonnegative(),
  state_name: z.string().min(1),
  city_name: z.string().min(1),
});
export type City = z.output<typeof citySchema>;

/** A shipment service (booking wizards). Rate options use `service_id` instead (see rates). */
export const shipmentServiceSchema = z.object({
  id: z.number().int().nonnegative(),
  service_name: z.string().min(1),
  /** A documents-only service carries no goods (step 2 offers it for documents only). */
  documents_only: z.boolean().optional(),
});
export type ShipmentService = z.output<typeof shipmentServiceSchema>;

const vehicleSchema = z.object({ vehicle_name: z.string().min(1) });
export type Vehicle = z.output<typeof vehicleSchema>;

const kycSchema = z.object({ kyc_name: z.string().min(1) });
export type Kyc = z.output<typeof kycSchema>;

const currencySchema = z.object({
  currency_code: z.string().min(1),
  currency_name: z.string().min(1),
});
export type Currency = z.output<typeof currencySchema>;

export const countryListResponse = envelope({ countryList: z.array(countrySchema) });

export const countryList = defineEndpoint({
  method: 'GET',
  path: 'country_list',
  request: noPayloadSchema,
  success: countryListResponse,
  failure: envelopeFailure,
});

export const originCountry = defineEndpoint({
  method: 'GET',
  path: 'origin_country',
  request: noPayloadSchema,
  success: countryListResponse,
  failure: envelopeFailure,
});

/** The original sent a fixed key in an authorization header; the browser holds no key here. */
export const destinationCountryRequest = z.object({
  origin_country_id: numericIdField('origin_country_id', rateMessages.fromCountry),
});
export const destinationCountry = defineEndpoint({
  method: 'POST',
  path: 'destination_country',
  request: destinationCountryRequest,
  success: countryListResponse,
  failure: envelopeFailure,
});

export const cityListResponse = envelope({ cityList: z.array(citySchema) });

const originCityRequest = destinationCountryRequest;
export const originCity = defineEndpoint({
  method: 'POST',
  path: 'origin_city',
  request: originCityRequest,
  success: cityListResponse,
  failure: envelopeFailure,
});

const destinationCityRequest = z.object({
  destination_country_id: numericIdField('destination_country_id', rateMessages.toCountry),
});
export const destinationCity = defineEndpoint({
  method: 'POST',
  path: 'destination_city',
  request: destinationCityRequest,
  success: cityListResponse,
  failure: envelopeFailure,
});

const mobileCodeRequest = z.object({
  country_id: numericIdField('country_id', idMessages.selectCountry),
});
/** The international dialling code with its plus sign ('+965'). */
export const mobileCodeResponse = envelope({ mobileCode: z.string().regex(/^\+\d{1,4}$/) });
export const mobileCodeByCountry = defineEndpoint({
  method: 'POST',
  path: 'mobile_code_by_country',
  request: mobileCodeRequest,
  success: mobileCodeResponse,
  failure: envelopeFailure,
});

export const vehicleListResponse = envelope({ vechileList: z.array(vehicleSchema) });
export const vehicleList = defineEndpoint({
  method: 'GET',
  path: 'vehicle_list',
  request: noPayloadSchema,
  success: vehicleListResponse,
  failure: envelopeFailure,
});

const serviceListResponse = envelope({ serviceList: z.array(shipmentServiceSchema) });
export const serviceList = defineEndpoint({
  method: 'GET',
  path: 'service_list',
  request: noPayloadSchema,
  success: serviceListResponse,
  failure: envelopeFailure,
});

const currencyListResponse = envelope({ currencyList: z.array(currencySchema) });
export const currencyList = defineEndpoint({
  method: 'GET',
  path: 'currency_list',
  request: noPayloadSchema,
  success: currencyListResponse,
  failure: envelopeFailure,
});

const kycListResponse = envelope({ kycList: z.array(kycSchema) });
export const kycList = defineEndpoint({
  method: 'GET',
  path: 'kyc_list',
  request: noPayloadSchema,
  success: kycListResponse,
  failure: envelopeFailure,
});
