import type { CarrierPayload } from './buildCarrierPayload.ts';

/** The carrier's Data of a successful booking: at least the airway bill number. */
interface CarrierBookingData {
  Awbno: string;
  [field: string]: unknown;
}

/**
 * ok: booked. errors: the carrier refused the payload (show errors[0], spec section 8); do not
 * retry unchanged. retryable: the carrier did not answer (time-out, down, 5xx); the shipment stays
 * recorded and the same booking may be sent again.
 */
export type BookingResult =
  | { ok: true; awb: string; data: CarrierBookingData }
  | { ok: false; retryable?: false; errors: string[] }
  | { ok: false; retryable: true; message: string };

/** One tracking event; date YYYY-MM-DD and time HH:mm, Kuwait time. */
export interface TrackingEvent {
  date: string;
  time: string;
  status: string;
  location: string;
  remarks: string;
}

export type TrackingResult =
  | { ok: true; awb: string; events: TrackingEvent[] }
  | { ok: false; notFound: true }
  | { ok: false; retryable: true; message: string };

/** Entities of spec section 3: country (country_id, country_name, country_code), city, service (id, service_name). */
export interface CarrierCountry {
  country_id: string;
  country_name: string;
  country_code: string;
}
export interface CarrierCity {
  state_id: string;
  state_name: string;
  city_name: string;
}
export interface CarrierService {
  id: string;
  service_name: string;
}

export type ListResult<T> =
  { ok: true; items: T[] } | { ok: false; retryable: true; message: string };

/** The courier behind the customer wizard: the built-in one (our database) or the carrier's API. */
export interface CarrierAdapter {
  readonly name: string;
  bookShipment(payload: CarrierPayload): Promise<BookingResult>;
  /** Events newest first. */
  getTracking(awb: string): Promise<TrackingResult>;
  listCountries(): Promise<ListResult<CarrierCountry>>;
  listCities(countryName: string): Promise<ListResult<CarrierCity>>;
  listServices(): Promise<ListResult<CarrierService>>;
}
