import { makeAwb } from '@courier/domain/awb';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import { TRACKING_STATUS_LABELS } from '@courier/domain/tracking';
import type { Db } from '../db/client.ts';
import type { CarrierPayload } from './buildCarrierPayload.ts';
import type {
  BookingResult,
  CarrierAdapter,
  CarrierCity,
  CarrierCountry,
  CarrierService,
  ListResult,
  TrackingEvent,
  TrackingResult,
} from './CarrierAdapter.ts';
import { validateCarrierPayload } from './validateCarrierPayload.ts';

/** Source of AWB serials: a database sequence in production, so numbers never repeat across processes. */
export interface AwbSequence {
  /**
   * `within`: the caller's transaction, where a database sequence reserves the serial (it is
   * freed again when that transaction rolls back, and costs it no connection of its own).
   */
  next(within?: Pick<Db, 'insert'>): Promise<bigint>;
}

/** Where the built-in carrier keeps its bookings and tracking events (database tables in production). */
export interface BuiltInCarrierStore {
  /**
   * Atomically: when shipmentNo already has an AWB, answer it (created false) and store nothing;
   * otherwise store the AWB with its first event (created true). This makes a retried booking safe.
   */
  recordBooking(input: {
    shipmentNo: string;
    awb: string;
    firstEvent: TrackingEvent;
  }): Promise<{ awb: string; created: boolean }>;
  /** Events oldest first; null when the AWB was never booked. */
  events(awb: string): Promise<TrackingEvent[] | null>;
}

/** Countries, cities and services the courier serves (reference tables in production). */
export interface CarrierCatalog {
  countries(): Promise<CarrierCountry[]>;
  cities(countryName: string): Promise<CarrierCity[]>;
  services(): Promise<CarrierService[]>;
}

export interface BuiltInCarrierDeps {
  sequence: AwbSequence;
  store: BuiltInCarrierStore;
  catalog: CarrierCatalog;
  now?: () => Date;
}

/** The default courier: our own airway bill numbers and tracking, no outside call. */
export class BuiltInCarrierAdapter implements CarrierAdapter {
  readonly name = 'built-in';
  private readonly now: () => Date;

  constructor(private readonly deps: BuiltInCarrierDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async bookShipment(payload: CarrierPayload): Promise<BookingResult> {
    const errors = validateCarrierPayload(payload);
    if (errors.length > 0) return { ok: false, errors };
    const shipmentNo = typeof payload.shipment_no === 'string' ? payload.shipment_no.trim() : '';
    if (shipmentNo === '') return { ok: false, errors: ['The shipment has no shipment number.'] };

    const serial = await this.deps.sequence.next();
    if (serial > BigInt(Number.MAX_SAFE_INTEGER))
      throw new Error('AWB sequence is beyond the 10-digit serial range.');
    const bookedAt = kuwaitDateTime(this.now());
    const { awb } = await this.deps.store.recordBooking({
      shipmentNo,
      awb: makeAwb(Number(serial)),
      firstEvent: {
        ...bookedAt,
        status: TRACKING_STATUS_LABELS.booked,
        location: [payload.sender_city, payload.sender_country].filter(Boolean).join(', '),
        remarks: 'Shipment booked',
      },
    });
    return {
      ok: true,
      awb,
      data: {
        Awbno: awb,
        ShipmentNo: shipmentNo,
        BookingDate: bookedAt.date,
        Destination: payload.receiver_country,
        Pieces: payload.BoxNo,
      },
    };
  }

  async getTracking(awb: string): Promise<TrackingResult> {
    const events = await this.deps.store.events(awb);
    if (events === null) return { ok: false, notFound: true };
    return { ok: true, awb, events: [...events].reverse() };
  }

  async listCountries(): Promise<ListResult<CarrierCountry>> {
    return { ok: true, items: await this.deps.catalog.countries() };
  }

  async listCities(countryName: string): Promise<ListResult<CarrierCity>> {
    return { ok: true, items: await this.deps.catalog.cities(countryName) };
  }

  async listServices(): Promise<ListResult<CarrierService>> {
    return { ok: true, items: await this.deps.catalog.services() };
  }
}
