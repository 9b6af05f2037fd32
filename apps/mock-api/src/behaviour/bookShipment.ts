import type { ParsedRequestOf } from '@courier/api-client/endpoints';
import type { ShipmentDetails } from '@courier/api-client/endpoints/shipments';
import { makeAwb } from '@courier/domain/awb';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import { tryParseKwd } from '@courier/domain/money';
import { recalculateLine } from '@courier/domain/shipmentLines';
import { shipmentTotals } from '@courier/domain/weights';
import { trackedShipment } from '@courier/demo-data/shipments';
import type { MockDb, RecordedShipment } from '../db.ts';
import { labelDataUrl } from './label.ts';
import { findCountry, findRateService } from './lookup.ts';
import { quote } from './price.ts';

export type BookingRequest = ParsedRequestOf<'create_shipment'>;

const PUBLIC_ACCOUNT_CODE = 'WEB';

function isCustomerBooking(body: BookingRequest): boolean {
  return body.type === 'DOX' || body.type === 'SPX';
}

/**
 * The amount to pay: the fixture tariff's net price when route and service are known (the mock
 * does not trust the browser's figure), otherwise the amount the form computed.
 */
function amountKwd(db: MockDb, body: BookingRequest, chargeableKg: number): number {
  const origin = findCountry(db, body.sender_country);
  const destination = findCountry(db, body.receiver_country);
  const service = findRateService(db, body.service);
  if (origin && destination && service) {
    const priced = quote(db, {
      origin,
      destination,
      weightKg: chargeableKg,
      serviceId: service.service_id,
    });
    if (!('error' in priced)) return priced.netPrice;
  }
  const fils = tryParseKwd(body.total_amount ?? '');
  return fils !== null && fils >= 0 ? fils / 1000 : 0;
}

function countryName(db: MockDb, value: string): string {
  return findCountry(db, value)?.country.country_name ?? value;
}

/** Issues the next airway bill number and starts its tracking history. */
export function issueAwb(db: MockDb, from: string, to: string): string {
  const awb = makeAwb(db.counters.awbSerial++);
  const { date, time } = kuwaitDateTime(db.now());
  db.tracked.set(
    awb,
    trackedShipment({
      awb,
      awbDate: date,
      awbTime: time,
      destination: to,
      events: [{ date, time, status: 'booked', details: 'Shipment booked online', location: from }],
    }),
  );
  return awb;
}

/**
 * Records a booking. The public wizard's shipment is booked with the carrier at once (its
 * number is an airway bill); the customer wizard's gets an order number and waits for
 * create_skynet_shipment.
 */
export function bookShipment(
  db: MockDb,
  body: BookingRequest,
  userId: string | null,
  accountCode: string,
): RecordedShipment {
  const customer = isCustomerBooking(body);
  const lines = body.shipment_items.map((line) => recalculateLine(line, body.type));
  const totals = shipmentTotals(lines);
  const { date } = kuwaitDateTime(db.now());
  const from = `${body.sender_city}, ${countryName(db, body.sender_country)}`;
  const to = `${body.receiver_city}, ${countryName(db, body.receiver_country)}`;
  const orderNo = db.counters.order++;
  const awb = customer ? null : issueAwb(db, from, to);
  const shipmentNo = awb ?? `CX${String(orderNo).padStart(8, '0')}`;

  const details: ShipmentDetails = {
    shipment_no: shipmentNo,
    shipment_date: date,
    sender_consignor: body.sender_consignor,
    sender_contact_person: body.sender_contact_person,
    sender_street_name_number: body.sender_street_name_number,
    sender_zip_code: body.sender_zip_code,
    sender_country: countryName(db, body.sender_country),
    sender_city: body.sender_city,
    sender_telephone: body.sender_telephone,
    sender_fax: body.sender_fax,
    sender_email: body.sender_email,
    reference_number: body.reference_number,
    receiver_company_name: body.receiver_company_name,
    receiver_attention: body.receiver_attention,
    receiver_street_name_number: body.receiver_street_name_number,
    receiver_city: body.receiver_city,
    receiver_zip_code: body.receiver_zip_code,
    receiver_country: countryName(db, body.receiver_country),
    receiver_telephone: body.receiver_telephone,
    receiver_mobile: body.receiver_mobile,
    receiver_fax: body.receiver_fax,
    receiver_email: body.receiver_email,
    service: findRateService(db, body.service)?.service_name ?? body.service,
    currency_code: body.currency.currency_code,
    type: body.type,
    value: totals.value,
    content: body.content,
    total_pieces: totals.total_pieces,
    total_weight: totals.total_weight,
    total_volume_weight: totals.total_volume_weight,
    total_chargeable_weight: totals.total_chargeable_weight,
    total_amount: amountKwd(db, body, totals.total_chargeable_weight),
    collection_date: body.collection_date,
    collection_ready_time: body.collection_ready_time,
    collection_close_time: body.collection_close_time,
    vehicle_type: body.vehicle_type,
    special_instruction: body.special_instruction,
    shipment_type: body.shipment_type,
    payment_type: body.payment_type,
    shipment_items: lines.map((line) => ({
      weight: Number(line.weight),
      length: Number(line.length),
      width: Number(line.width),
      height: Number(line.height),
      volume_weight: Number(line.volume_weight),
      description: line.description,
      qty: Number(line.qty.replace('+', '')),
      unit: line.unit,
      item_value: Number(line.item_value),
      item_total_value: Number(line.item_total_value),
    })),
  };

  const record: RecordedShipment = {
    shipmentId: crypto.randomUUID(),
    orderId: `ORD-${orderNo}`,
    variant: customer ? 'customer' : 'public',
    userId,
    accountCode: customer ? accountCode : PUBLIC_ACCOUNT_CODE,
    details,
    labelUrl: labelDataUrl(shipmentNo, from, to),
    awb,
  };
  db.shipments.set(record.shipmentId, record);
  return record;
}
