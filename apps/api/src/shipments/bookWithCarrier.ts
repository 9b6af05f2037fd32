import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildCarrierPayload } from '../carrier/buildCarrierPayload.ts';
import type { BookingResult } from '../carrier/CarrierAdapter.ts';
import { shipments } from '../db/schema/index.ts';
import { markBooked } from '../tracking/trackingStore.ts';
import type { ShipmentRecord } from './shipmentRecord.ts';
import type { ShippingContext } from './shippingServices.ts';

export type CarrierBooking =
  { found: false } | { found: true; record: ShipmentRecord; result: BookingResult };

/** The wizard sends the id of a service_list_from_api entry; the carrier books by service name. */
async function carrierServiceName(context: ShippingContext, service: string): Promise<string> {
  if (!/^\d+$/.test(service.trim())) return service;
  const list = await context.carrier.listServices();
  return (
    (list.ok ? list.items.find((s) => s.id === service.trim())?.service_name : undefined) ?? service
  );
}

/**
 * Books a recorded customer shipment with the carrier and keeps its AWB: the customer wizard's
 * second call and the merchant API's shipment creation. A shipment booked before (a retry after
 * a lost answer) answers the same AWB without a second carrier call. A test shipment never
 * reaches the carrier: it gets a test AWB (`TEST` and its serial) of its own.
 */
export async function bookWithCarrier(
  context: ShippingContext,
  customerId: number,
  shipmentId: string,
  log: FastifyBaseLogger,
): Promise<CarrierBooking> {
  const { db, carrier, notifyStatus } = context;
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.publicId, shipmentId), eq(shipments.customerId, customerId)));
  if (!row) return { found: false };
  const record = row.record as ShipmentRecord;
  const booked = (awb: string) => ({
    found: true as const,
    record,
    result: { ok: true as const, awb, data: { Awbno: awb } },
  });
  if (row.awb) return booked(row.awb);
  if (row.test) {
    const awb = `TEST${row.shipmentNo.replace(/\D/g, '')}`;
    await db
      .update(shipments)
      .set({ awb, carrierStatus: 'booked' })
      .where(eq(shipments.id, row.id));
    return booked(awb);
  }

  const result = await carrier.bookShipment(
    buildCarrierPayload({ ...record, service: await carrierServiceName(context, record.service) }),
  );
  if (!result.ok) {
    log.warn(
      { shipmentNo: row.shipmentNo, retryable: result.retryable === true },
      'courier booking not made',
    );
    return { found: true, record, result };
  }
  if (carrier.name === 'built-in') return { found: true, record, result };
  const kept = await markBooked(
    db,
    {
      shipmentNo: row.shipmentNo,
      awb: result.awb,
      data: result.data,
      location: [record.sender_city, record.sender_country_name].filter(Boolean).join(', '),
      at: new Date(),
    },
    notifyStatus,
  );
  return { found: true, record, result: { ...result, awb: kept.awb } };
}
