import type { ShipmentDetails } from '@courier/api-client/endpoints/shipments';
import type {
  customerBookingSchema,
  publicBookingSchema,
} from '@courier/api-client/bookingRequest';
import { LINE_ITEM_UNIT } from '@courier/domain/constants';
import { filsToKwdString } from '@courier/domain/money';
import { recalculateLine } from '@courier/domain/shipmentLines';
import { shipmentTotals } from '@courier/domain/weights';
import type { z } from 'zod';

type PublicBooking = z.output<typeof publicBookingSchema>;
export type CustomerBooking = z.output<typeof customerBookingSchema>;
export type Booking = PublicBooking | CustomerBooking;

/** What is stored for a booking: the result-view fields plus what labels, tracking and the courier need. */
export type ShipmentRecord = ShipmentDetails & {
  /** Cash on delivery in fils (account bookings that ask for it). */
  cod_amount_fils?: number;
  sender_street_name_number1?: string;
  receiver_street_name_number1?: string;
  sender_country_name: string;
  receiver_country_name: string;
  kyc_type: string;
  currency_name: string;
  Userid?: string;
  CustomerCode?: string;
  BillTo?: string;
};

/**
 * Whether a stored record is a booking (either wizard lists its item lines). The demo shipments
 * seeded for tracking hold no booking: no parties, no lines, so no label or invoice to print,
 * only the airway bill's barcode.
 */
export const isBookingRecord = (record: Record<string, unknown>): boolean =>
  Array.isArray(record.shipment_items) && record.shipment_items.length > 0;

/**
 * The server's own figures for a booking (spec 5): every line's volumetric weight (docs: 1) and
 * item total recomputed, then weight, volumetric and chargeable totals and the declared value as
 * the sum of item totals. The totals the browser sent are not read.
 */
export function recomputeLines(booking: Booking) {
  const lines = booking.shipment_items.map((line) =>
    recalculateLine(
      {
        weight: line.weight,
        length: line.length,
        width: line.width,
        height: line.height,
        volume_weight: line.volume_weight,
        description: line.description,
        qty: line.qty.replace('+', ''),
        unit: LINE_ITEM_UNIT,
        item_value: line.item_value,
        item_total_value: line.item_total_value,
      },
      booking.type,
    ),
  );
  return { lines, totals: shipmentTotals(lines) };
}

export interface RecordInput {
  booking: Booking;
  shipmentNo: string;
  shipmentDate: string;
  amountFils: number;
  countryNames: { sender: string; receiver: string };
  account?: { userId: string; accountNo: string };
}

export function shipmentRecord({
  booking,
  shipmentNo,
  shipmentDate,
  amountFils,
  countryNames,
  account,
}: RecordInput): ShipmentRecord {
  const { lines, totals } = recomputeLines(booking);
  const street1 = 'sender_street_name_number1' in booking ? booking : undefined;
  return {
    shipment_no: shipmentNo,
    shipment_date: shipmentDate,
    sender_consignor: booking.sender_consignor,
    sender_contact_person: booking.sender_contact_person,
    sender_street_name_number: booking.sender_street_name_number ?? '',
    sender_zip_code: booking.sender_zip_code,
    sender_country: booking.sender_country,
    sender_city: booking.sender_city,
    sender_telephone: booking.sender_telephone,
    sender_fax: booking.sender_fax ?? '',
    sender_email: booking.sender_email,
    reference_number: booking.reference_number ?? '',
    receiver_company_name: booking.receiver_company_name,
    receiver_attention: booking.receiver_attention,
    receiver_street_name_number: booking.receiver_street_name_number,
    receiver_city: booking.receiver_city,
    receiver_zip_code: booking.receiver_zip_code,
    receiver_country: booking.receiver_country,
    receiver_telephone: booking.receiver_telephone,
    receiver_mobile: booking.receiver_mobile,
    receiver_fax: booking.receiver_fax ?? '',
    receiver_email: booking.receiver_email ?? '',
    service: booking.service,
    currency_code: booking.currency.currency_code,
    currency_name: booking.currency.currency_name ?? '',
    type: booking.type,
    value: totals.value,
    content: booking.content,
    total_pieces: totals.total_pieces,
    total_weight: totals.total_weight,
    total_volume_weight: totals.total_volume_weight,
    total_chargeable_weight: totals.total_chargeable_weight,
    total_amount: Number(filsToKwdString(amountFils)),
    collection_date: booking.collection_date,
    collection_ready_time: booking.collection_ready_time,
    collection_close_time: booking.collection_close_time,
    vehicle_type: booking.vehicle_type,
    special_instruction: booking.special_instruction,
    kyc_type: booking.kyc_type,
    shipment_type: booking.shipment_type,
    payment_type: booking.payment_type,
    shipment_items: lines.map((l, i) => ({
      weight: Number(l.weight),
      length: Number(l.length),
      width: Number(l.width),
      height: Number(l.height),
      volume_weight: Number(l.volume_weight),
      description: l.description,
      qty: Number(l.qty),
      unit: l.unit,
      item_value: Number(l.item_value),
      item_total_value: Number(l.item_total_value),
      ...customsFields(booking.shipment_items[i]),
    })),
    sender_country_name: countryNames.sender,
    receiver_country_name: countryNames.receiver,
    ...(street1
      ? {
          sender_street_name_number1: street1.sender_street_name_number1 ?? '',
          receiver_street_name_number1: street1.receiver_street_name_number1 ?? '',
        }
      : {}),
    ...(account
      ? { Userid: account.userId, CustomerCode: account.accountNo, BillTo: account.accountNo }
      : {}),
  };
}

/** HS code and origin of a line, kept only when given (the commercial invoice prints them). */
function customsFields(line: { hs_code?: string; country_of_origin?: string } | undefined) {
  return {
    ...(line?.hs_code ? { hs_code: line.hs_code } : {}),
    ...(line?.country_of_origin ? { country_of_origin: line.country_of_origin } : {}),
  };
}

/** The result view's shipmentDetails: the record without server-only fields. */
export function shipmentDetailsOf(record: ShipmentRecord): ShipmentDetails {
  const {
    sender_country_name: _s,
    receiver_country_name: _r,
    kyc_type: _k,
    currency_name: _c,
    Userid: _u,
    CustomerCode: _cc,
    BillTo: _b,
    sender_street_name_number1: _s1,
    receiver_street_name_number1: _r1,
    ...details
  } = record;
  return details;
}

/** The record with country names where the form had ids (labels and tracking show names). */
export function withCountryNames(record: ShipmentRecord): ShipmentRecord {
  return {
    ...record,
    sender_country: record.sender_country_name,
    receiver_country: record.receiver_country_name,
  };
}
