import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import {
  DEMO_CUSTOMER_SHIPMENTS,
  type DemoCustomerShipment,
} from '@courier/demo-data/customerShipments';
import { makeAwb } from '@courier/domain/awb';
import { addDays } from '@courier/domain/collectionDate';
import {
  DEFAULT_VAT_PERCENT,
  HOME_COUNTRY_NAME,
  type KycType,
  LINE_ITEM_UNIT,
} from '@courier/domain/constants';
import { kuwaitDateTime, todayInKuwait } from '@courier/domain/kuwaitClock';
import { TRACKING_STATUS_LABELS } from '@courier/domain/tracking';
import { shipmentPickup } from '../collections/shipmentPickup.ts';
import { DEMO_CUSTOMER } from '../customers/customerAccounts.ts';
import {
  awbSerials,
  collections,
  collectionStates,
  customers,
  rateServices,
  shipmentCancellations,
  shipments,
  trackingEvents,
} from '../db/schema/index.ts';
import { nextCustomerShipmentNo } from '../shipments/nextSerial.ts';
import { priceShipment, resolveCountry } from '../shipments/priceShipment.ts';
import { loadTariff, type Tariff } from '../rates/tariff.ts';
import {
  type CustomerBooking,
  recomputeLines,
  shipmentRecord,
  type ShipmentRecord,
} from '../shipments/shipmentRecord.ts';
import type { SeedTx } from './run.ts';

/**
 * AWB serials of the demo customer's shipments: a block of their own, recorded in awb_serials so
 * the built-in carrier never issues one of them again.
 */
const DEMO_AWB_SERIAL_BASE = 7_002_600_000;
/** Kuwait keeps UTC+3 all year: a Kuwait date and time as an instant. */
const kuwaitInstant = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
const HOUR_MS = 3_600_000;
/** The VAT the demo prices carry: the operating default (Kuwait charges none today). */
const DEMO_VAT_PERCENT = DEFAULT_VAT_PERCENT;

/**
 * The document the demo customer's bookings name: the sender is a Kuwaiti company, and a Kuwaiti
 * shipper shows the Civil ID (offered for every destination, domain identityDocuments.ts).
 */
const DEMO_KYC_TYPE: KycType = 'civilid';

/**
 * The booking the customer wizard would have sent for this shipment, its lines as typed (volume
 * weights and totals left for the server to work out). `service` is the rate service's id.
 */
function demoBooking(demo: DemoCustomerShipment, bookedOn: string, service: string) {
  const profile = DEMO_CUSTOMER;
  const r = demo.receiver;
  return {
    sender_consignor: profile.companyName,
    sender_contact_person: profile.contactPerson,
    sender_street_name_number: profile.address1 ?? '',
    sender_street_name_number1: profile.address2 ?? '',
    sender_zip_code: '13001',
    sender_country: HOME_COUNTRY_NAME,
    sender_city: profile.city,
    sender_telephone: profile.phone,
    sender_fax: '',
    sender_email: profile.email,
    reference_number: demo.reference,
    receiver_company_name: r.company,
    receiver_attention: r.attention,
    receiver_street_name_number: r.street,
    receiver_street_name_number1: '',
    receiver_city: r.city,
    receiver_zip_code: r.zip,
    receiver_country: r.country,
    receiver_telephone: r.telephone,
    receiver_mobile: r.mobile,
    receiver_fax: '',
    receiver_email: r.email,
    service,
    currency: { currency_code: 'KWD', currency_name: 'Kuwaiti Dinar' },
    type: demo.type,
    content: demo.content,
    // The browser's figures: shipmentRecord reads none of them and works them out itself.
    value: '',
    total_pieces: '',
    total_weight: '',
    total_volume_weight: '',
    total_chargeable_weight: '',
    total_amount: '',
    shipment_items: demo.lines.map((l) => ({
      weight: String(l.weight),
      length: String(l.length),
      width: String(l.width),
      height: String(l.height),
      volume_weight: '',
      description: l.description,
      qty: String(l.qty),
      unit: LINE_ITEM_UNIT,
      item_value: String(l.itemValue),
      item_total_value: '',
    })),
    collection_date: bookedOn,
    collection_ready_time: '10:00',
    collection_close_time: '17:00',
    vehicle_type: demo.lines.some((l) => l.weight >= 8) ? 'van' : 'bike',
    special_instruction: demo.specialInstruction,
    kyc_type: DEMO_KYC_TYPE,
    kyc_document: '',
    shipment_type: 'company',
    invoice_document: '',
    payment_type: demo.paymentType,
    accept_terms: true,
    accept_privacy: true,
  } satisfies CustomerBooking;
}

/** The record a customer booking of this shipment would have stored (shipmentRecord's own). */
function demoRecord(
  demo: DemoCustomerShipment,
  shipmentNo: string,
  bookedOn: string,
  serviceId: string,
  amountFils: number,
): ShipmentRecord {
  return shipmentRecord({
    booking: demoBooking(demo, bookedOn, serviceId),
    shipmentNo,
    shipmentDate: bookedOn,
    amountFils,
    countryNames: { sender: HOME_COUNTRY_NAME, receiver: demo.receiver.country },
    account: { userId: DEMO_CUSTOMER.userId, accountNo: DEMO_CUSTOMER.accountNo },
  });
}

/** The service's id as the wizard records it, and the price the rate cards give the shipment. */
async function servicePrice(
  tx: SeedTx,
  tariff: Tariff,
  demo: DemoCustomerShipment,
  chargeableKg: number,
) {
  const [service] = await tx
    .select({ id: rateServices.id })
    .from(rateServices)
    .where(eq(rateServices.name, demo.service));
  const serviceId = service ? String(service.id) : demo.service;
  const origin = resolveCountry(tariff, 'Kuwait');
  const destination = resolveCountry(tariff, demo.receiver.country);
  if (!service || !origin || !destination) return { serviceId, amountFils: 0 };
  const price = await priceShipment(tariff, {
    origin,
    destination,
    serviceId,
    chargeableWeightKg: chargeableKg,
    vatPercent: DEMO_VAT_PERCENT,
    type: demo.type,
  });
  return { serviceId, amountFils: price.ok ? price.totalFils : 0 };
}

/**
 * The demo customer's month of shipments (@courier/demo-data/customerShipments), dated back from
 * `now`'s Kuwait day: bookings, their pickups, courier AWBs, scans and cancellations, as the
 * portal and the back office would have written them. Needs the demo customer and the rates.
 */
export async function seedDemoCustomerShipments(tx: SeedTx, now = new Date()): Promise<void> {
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, DEMO_CUSTOMER.userId));
  if (!customer) return;
  const today = todayInKuwait(now);
  const tariff = await loadTariff(tx);
  // Booked oldest first, as real bookings are: the back office orders by the row's id, and each
  // takes the next number of the portal's sequence (SHP and eight digits, so a new booking takes
  // the number after them). The list is newest first.
  for (const [index, demo] of [...DEMO_CUSTOMER_SHIPMENTS.entries()].reverse()) {
    const bookedOn = addDays(today, -demo.daysAgo);
    const bookedAt = kuwaitInstant(bookedOn, demo.bookedAt);
    const shipmentNo = await nextCustomerShipmentNo(tx);
    const serial = DEMO_AWB_SERIAL_BASE + index;
    const awb = demo.scans === 'none' ? null : makeAwb(serial);
    const chargeable = recomputeLines(demoBooking(demo, bookedOn, demo.service)).totals
      .total_chargeable_weight;
    const { serviceId, amountFils } = await servicePrice(tx, tariff, demo, chargeable);
    const record = demoRecord(demo, shipmentNo, bookedOn, serviceId, amountFils);
    const [row] = await tx
      .insert(shipments)
      .values({
        publicId: `demo-customer-${index + 1}`,
        shipmentNo,
        variant: 'customer',
        customerId: customer.id,
        record,
        totalAmountFils: amountFils,
        paymentType: demo.paymentType,
        // The portal takes an online payment before it books: the demo's online bookings are paid.
        paidAt: demo.paymentType === 'online' ? bookedAt : null,
        awb,
        carrierStatus: awb ? 'booked' : 'pending',
        createdAt: bookedAt,
      })
      .onConflictDoNothing()
      .returning({ id: shipments.id });
    if (!row) continue;
    const [pickup] = await tx
      .insert(collections)
      .values({
        bookingNo: shipmentNo,
        refNo: shipmentNo,
        record: shipmentPickup(record),
        customerId: customer.id,
        createdAt: bookedAt,
      })
      .returning({ id: collections.id });
    if (demo.cancelled) {
      await tx.insert(shipmentCancellations).values({
        shipmentId: row.id,
        reason: demo.cancelled,
        cancelledBy: 'ops',
        cancelledAt: new Date(bookedAt.getTime() + 2 * HOUR_MS),
      });
    }
    if (!awb || demo.scans === 'none') continue;
    await tx.insert(awbSerials).values({ serial, issuedAt: bookedAt }).onConflictDoNothing();
    const scans = demo.scans;
    if (pickup && scans.some(([status]) => status !== 'booked')) {
      await tx.insert(collectionStates).values({
        collectionId: pickup.id,
        status: 'collected',
        updatedAt: new Date(bookedAt.getTime() + (scans[0]?.[1] ?? 0) * HOUR_MS),
      });
    }
    const events = [
      {
        status: 'booked' as const,
        at: bookedAt,
        details: 'Shipment booked',
        where: 'Kuwait City, Kuwait',
        signedBy: undefined,
      },
      ...scans.map(([status, hours, details, where, signedBy]) => ({
        status,
        at: new Date(bookedAt.getTime() + hours * HOUR_MS),
        details,
        where,
        signedBy,
      })),
    ];
    await tx.insert(trackingEvents).values(
      events.map((event) => {
        const shown = kuwaitDateTime(event.at);
        return {
          awb,
          statusCode: event.status,
          status: TRACKING_STATUS_LABELS[event.status],
          location: event.where,
          remarks: event.details,
          signedBy: event.signedBy ?? '',
          eventDate: shown.date,
          eventTime: shown.time,
          occurredAt: event.at,
        };
      }),
    );
  }
}

/**
 * Databases seeded before the demo's online bookings carried their payment: they showed as
 * awaiting their payment in the back office although the portal takes it before it books.
 */
export async function markDemoOnlineBookingsPaid(tx: SeedTx): Promise<void> {
  await tx
    .update(shipments)
    .set({ paidAt: shipments.createdAt })
    .where(
      and(
        like(shipments.publicId, 'demo-customer-%'),
        eq(shipments.paymentType, 'online'),
        isNull(shipments.paidAt),
      ),
    );
}

/**
 * Databases seeded before the demo's numbers were the portal's: 'DEMO-SHP-0001' was shown to
 * customers. Each takes the next number of the portal's sequence, oldest first, in its shipment,
 * its record and its pickup.
 */
export async function renumberDemoCustomerShipments(tx: SeedTx): Promise<void> {
  const old = await tx
    .select({ id: shipments.id, shipmentNo: shipments.shipmentNo })
    .from(shipments)
    .where(like(shipments.shipmentNo, 'DEMO-SHP-%'))
    .orderBy(asc(shipments.shipmentNo));
  for (const row of old) {
    const shipmentNo = await nextCustomerShipmentNo(tx);
    await tx
      .update(shipments)
      .set({
        shipmentNo,
        record: sql`jsonb_set(${shipments.record}, '{shipment_no}', to_jsonb(${shipmentNo}::text))`,
      })
      .where(eq(shipments.id, row.id));
    await tx
      .update(collections)
      .set({
        bookingNo: shipmentNo,
        refNo: shipmentNo,
        record: sql`jsonb_set(${collections.record}, '{shipment_no}', to_jsonb(${shipmentNo}::text))`,
      })
      .where(eq(collections.bookingNo, row.shipmentNo));
  }
}
