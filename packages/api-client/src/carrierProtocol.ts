import { CARRIER_BOOKED_STATUS } from '@courier/domain/messages';
import { z } from 'zod';

/**
 * The carrier's API (spec section 7) as the product speaks it: apps/api's HTTP carrier adapter
 * calls it, apps/mock-api's carrier simulator answers it. The spec names the calls but not their
 * paths; these are ours. Point CARRIER_BASE_URL at the real carrier and adjust here if its paths
 * differ. Unlike /api/website/*, this wire is server to server: the browser never sees it.
 */
export const CARRIER_PATHS = {
  customerBooking: '/api/Customer/CustomerBooking',
  customerLogin: '/api/Customer/CustomerLogin',
  customerProfile: '/api/Customer/CustomerProfile',
  shipmentStatus: '/api/Shipment/ShipmentStatus',
  shipmentHistory: '/api/Shipment/ShipmentHistory',
  clientShipmentTracking: '/api/ClientShipmentTracking',
  tracks: '/tracks',
  countryList: '/api/Master/CountryList',
  cityList: '/api/Master/CityList',
  serviceList: '/api/Master/ServiceList',
} as const;

/** Credential headers of every call (HTTP header names are case-insensitive). */
export const CARRIER_HEADERS = {
  username: 'username',
  password: 'password',
  accessKey: 'accesskey',
} as const;

export interface CarrierCredentials {
  username: string;
  password: string;
  accessKey: string;
}

const text = z.union([z.string(), z.number().transform(String)]);

/** A booked shipment: STATUS 'AWB Generated Sucessfully' (the carrier's spelling) and its AWB. */
export const carrierBookingSuccess = z.looseObject({
  STATUS: z.literal(CARRIER_BOOKED_STATUS),
  Data: z.looseObject({ Awbno: text.pipe(z.string().trim().min(1)) }),
});

/** A refused booking: an array of errors (the first is shown), or another STATUS with the reason in Data. */
const carrierBookingRefusal = z.union([
  z.array(text),
  z.looseObject({ STATUS: text, Data: text.optional() }),
]);

export const carrierBookingAnswer = z.union([carrierBookingSuccess, carrierBookingRefusal]);

/** One event of a shipment's history, newest first. */
const carrierHistoryEvent = z.looseObject({
  ShipDate: text,
  ShipTime: text,
  Location: text,
  Status: text.optional(),
  Remarks: text,
});

export const carrierHistoryAnswer = z.union([
  z.looseObject({ STATUS: z.literal(1), Data: z.array(carrierHistoryEvent) }),
  z.looseObject({ STATUS: z.literal(0), Data: text }),
]);

/** The catalogue calls answer `{Status, Message, <list>}`. */
const envelope = { Status: z.string().optional(), Message: z.string().optional() };

export const carrierCountryListAnswer = z.looseObject({
  ...envelope,
  country_list: z.array(
    z.looseObject({ country_id: text, country_name: text, country_code: text }),
  ),
});
export const carrierCityListAnswer = z.looseObject({
  ...envelope,
  city_list: z.array(z.looseObject({ state_id: text, state_name: text, city_name: text })),
});
export const carrierServiceListAnswer = z.looseObject({
  ...envelope,
  serviceList: z.array(z.looseObject({ id: text, service_name: text })),
});
