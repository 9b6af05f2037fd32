import { isValidAwb } from '@courier/domain/awb';
import { describe, expect, it } from 'vitest';
import { buildCarrierPayload } from './buildCarrierPayload.ts';
import {
  BuiltInCarrierAdapter,
  type AwbSequence,
  type BuiltInCarrierStore,
  type CarrierCatalog,
} from './BuiltInCarrierAdapter.ts';
import type { TrackingEvent } from './CarrierAdapter.ts';
import { sampleRecord } from './carrierRecord.testSupport.ts';

/** In-memory fakes of the database parts; the real ones are a Postgres sequence and two tables. */
function fakeSequence(start = 1n): AwbSequence & { issued: bigint[] } {
  let value = start;
  const issued: bigint[] = [];
  return {
    issued,
    async next() {
      // Yield, so concurrent callers interleave as they would against a database.
      await new Promise((resolve) => setImmediate(resolve));
      const v = value++;
      issued.push(v);
      return v;
    },
  };
}

function fakeStore(): BuiltInCarrierStore & { add(awb: string, e: TrackingEvent): void } {
  const byShipment = new Map<string, string>();
  const events = new Map<string, TrackingEvent[]>();
  return {
    async recordBooking({ shipmentNo, awb, firstEvent }) {
      const existing = byShipment.get(shipmentNo);
      if (existing) return { awb: existing, created: false };
      byShipment.set(shipmentNo, awb);
      events.set(awb, [firstEvent]);
      return { awb, created: true };
    },
    async events(awb) {
      return events.get(awb) ?? null;
    },
    add(awb, e) {
      events.get(awb)!.push(e);
    },
  };
}

const catalog: CarrierCatalog = {
  countries: async () => [{ country_id: '1', country_name: 'KUWAIT', country_code: 'KW' }],
  cities: async (name) =>
    name === 'KUWAIT' ? [{ state_id: '1', state_name: 'Al Asimah', city_name: 'Kuwait City' }] : [],
  services: async () => [{ id: '1', service_name: 'Express Worldwide' }],
};

const NOW = new Date('2026-11-22T21:30:00Z'); // 00:30 on 23 November in Kuwait

function setup(start = 1n) {
  const sequence = fakeSequence(start);
  const store = fakeStore();
  const adapter = new BuiltInCarrierAdapter({ sequence, store, catalog, now: () => NOW });
  return { adapter, sequence, store };
}

describe('BuiltInCarrierAdapter', () => {
  it('issues an 11-digit AWB with the mod-7 check digit from the sequence', async () => {
    const { adapter } = setup(1234567890n);
    const result = await adapter.bookShipment(buildCarrierPayload(sampleRecord()));
    expect(result).toEqual({
      ok: true,
      awb: `1234567890${1234567890 % 7}`,
      data: {
        Awbno: `1234567890${1234567890 % 7}`,
        ShipmentNo: 'SH-000123',
        BookingDate: '2026-11-23',
        Destination: 'UNITED KINGDOM',
        Pieces: 2,
      },
    });
    if (result.ok) expect(isValidAwb(result.awb)).toBe(true);
  });

  it('gives 50 concurrent bookings 50 distinct airway bill numbers', async () => {
    const { adapter } = setup();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        adapter.bookShipment(buildCarrierPayload(sampleRecord({ shipment_no: `SH-${i}` }))),
      ),
    );
    const awbs = results.map((r) => (r.ok ? r.awb : 'failed'));
    expect(new Set(awbs).size).toBe(50);
    expect(awbs.every(isValidAwb)).toBe(true);
  });

  it('books a shipment number once: a retry answers the same AWB', async () => {
    const { adapter } = setup();
    const first = await adapter.bookShipment(buildCarrierPayload(sampleRecord()));
    const again = await adapter.bookShipment(buildCarrierPayload(sampleRecord()));
    expect(first.ok && again.ok && again.awb === first.awb).toBe(true);
  });

  it('answers carrier-style errors for a payload it cannot book, without using a number', async () => {
    const { adapter, sequence } = setup();
    const result = await adapter.bookShipment(
      buildCarrierPayload(
        sampleRecord({ receiver_company_name: '', receiver_city: '', shipment_items: [] }),
      ),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'Consignee name is required.',
        'Consignee city is required.',
        'At least one box is required.',
      ],
    });
    expect(sequence.issued).toEqual([]);
  });

  it('records a Booked event and answers tracking newest first', async () => {
    const { adapter, store } = setup();
    const booked = await adapter.bookShipment(buildCarrierPayload(sampleRecord()));
    if (!booked.ok) throw new Error('not booked');
    store.add(booked.awb, {
      date: '2026-11-23',
      time: '09:00',
      status: 'Picked Up',
      location: 'Kuwait City',
      remarks: 'Collected',
    });
    expect(await adapter.getTracking(booked.awb)).toEqual({
      ok: true,
      awb: booked.awb,
      events: [
        {
          date: '2026-11-23',
          time: '09:00',
          status: 'Picked Up',
          location: 'Kuwait City',
          remarks: 'Collected',
        },
        {
          date: '2026-11-23',
          time: '00:30',
          status: 'Booked',
          location: 'Kuwait City, KUWAIT',
          remarks: 'Shipment booked',
        },
      ],
    });
  });

  it('answers notFound for an AWB it never issued', async () => {
    const { adapter } = setup();
    expect(await adapter.getTracking('00000000011')).toEqual({ ok: false, notFound: true });
  });

  it('lists the catalog', async () => {
    const { adapter } = setup();
    expect(await adapter.listCountries()).toEqual({ ok: true, items: await catalog.countries() });
    expect(await adapter.listCities('KUWAIT')).toEqual({
      ok: true,
      items: await catalog.cities('KUWAIT'),
    });
    expect(await adapter.listCities('ATLANTIS')).toEqual({ ok: true, items: [] });
    expect(await adapter.listServices()).toEqual({ ok: true, items: await catalog.services() });
  });

  it('refuses to run past the 10-digit serial range', async () => {
    const { adapter } = setup(10_000_000_000n);
    await expect(adapter.bookShipment(buildCarrierPayload(sampleRecord()))).rejects.toThrow(
      /out of range/,
    );
  });
});
