import type { z } from 'zod';
import { customerBookingSchema } from '@courier/api-client/bookingRequest';
import { codAmountText } from '@courier/domain/cod';
import { recalculateLine } from '@courier/domain/shipmentLines';
import { badRequest } from '../http/envelope.ts';
import type { CustomerBooking } from '../shipments/shipmentRecord.ts';
import type { createShipmentRequest } from './schemas.ts';

type ShipmentInput = z.output<typeof createShipmentRequest>;

/** The customer wizard's field of each API parameter (the other way: paramOfField). */
const FIELDS: Record<string, string> = {
  'shipper.company': 'sender_consignor',
  'shipper.contact': 'sender_contact_person',
  'shipper.street': 'sender_street_name_number',
  'shipper.street2': 'sender_street_name_number1',
  'shipper.postal_code': 'sender_zip_code',
  'shipper.country': 'sender_country',
  'shipper.city': 'sender_city',
  'shipper.phone': 'sender_telephone',
  'shipper.fax': 'sender_fax',
  'shipper.email': 'sender_email',
  'recipient.company': 'receiver_company_name',
  'recipient.attention': 'receiver_attention',
  'recipient.street': 'receiver_street_name_number',
  'recipient.street2': 'receiver_street_name_number1',
  'recipient.city': 'receiver_city',
  'recipient.postal_code': 'receiver_zip_code',
  'recipient.country': 'receiver_country',
  'recipient.phone': 'receiver_telephone',
  'recipient.mobile': 'receiver_mobile',
  'recipient.fax': 'receiver_fax',
  'recipient.email': 'receiver_email',
  reference: 'reference_number',
  service: 'service',
  type: 'type',
  contents: 'content',
  declared_value: 'value',
  currency: 'currency',
  pieces: 'shipment_items',
  'collection.date': 'collection_date',
  'collection.ready_time': 'collection_ready_time',
  'collection.close_time': 'collection_close_time',
  'collection.vehicle_type': 'vehicle_type',
  'collection.instructions': 'special_instruction',
  'kyc.type': 'kyc_type',
  'kyc.document': 'kyc_document',
  shipper_type: 'shipment_type',
  invoice_document: 'invoice_document',
  cod_amount_fils: 'cod_amount',
};
const PIECE_FIELDS: Record<string, string> = {
  weight: 'weight_kg',
  length: 'length_cm',
  width: 'width_cm',
  height: 'height_cm',
  description: 'description',
  qty: 'quantity',
  item_value: 'value',
  volume_weight: 'length_cm',
  item_total_value: 'value',
  hs_code: 'hs_code',
  country_of_origin: 'country_of_origin',
};
const PARAMS = Object.fromEntries(Object.entries(FIELDS).map(([param, field]) => [field, param]));

/** The API parameter of a wizard field (`shipment_items.0.weight` is `pieces.0.weight_kg`). */
export function paramOfField(field: string): string {
  const [head, index, leaf] = field.split('.');
  if (head === 'shipment_items' && index !== undefined)
    return `pieces.${index}${leaf ? `.${PIECE_FIELDS[leaf] ?? leaf}` : ''}`;
  if (head === 'currency') return 'currency';
  return PARAMS[head ?? ''] ?? field;
}

/** Numbers as the form's text; the wizard's rules refuse more than two decimals. */
const amount = (n: number) => String(n);

/**
 * The API's shipment as the customer wizard's form, checked by the wizard's own schema: the same
 * rules and messages as the portal. A merchant accepts the terms and the privacy policy with
 * their API agreement; account bookings are billed to the account (cash).
 */
export function bookingOf(input: ShipmentInput): CustomerBooking {
  const { shipper: from, recipient: to, collection } = input;
  const form = {
    sender_consignor: from.company,
    sender_contact_person: from.contact,
    sender_street_name_number: from.street,
    sender_street_name_number1: from.street2 ?? '',
    sender_zip_code: from.postal_code,
    sender_country: from.country,
    sender_city: from.city,
    sender_telephone: from.phone,
    sender_fax: from.fax ?? '',
    sender_email: from.email,
    reference_number: input.reference ?? '',
    receiver_company_name: to.company,
    receiver_attention: to.attention,
    receiver_street_name_number: to.street,
    receiver_street_name_number1: to.street2 ?? '',
    receiver_city: to.city,
    receiver_zip_code: to.postal_code,
    receiver_country: to.country,
    receiver_telephone: to.phone,
    receiver_mobile: to.mobile,
    receiver_fax: to.fax ?? '',
    receiver_email: to.email ?? '',
    service: input.service,
    currency: { currency_code: input.currency, currency_name: '' },
    type: input.type,
    value: amount(input.declared_value),
    content: input.contents,
    shipment_items: input.pieces.map((p) =>
      recalculateLine(
        {
          weight: amount(p.weight_kg),
          length: amount(p.length_cm),
          width: amount(p.width_cm),
          height: amount(p.height_cm),
          volume_weight: '0',
          description: p.description,
          qty: String(p.quantity),
          unit: 'Pieces',
          item_value: amount(p.value),
          item_total_value: '0',
          ...(p.hs_code === undefined ? {} : { hs_code: p.hs_code }),
          ...(p.country_of_origin === undefined ? {} : { country_of_origin: p.country_of_origin }),
        },
        input.type,
      ),
    ),
    collection_date: collection.date,
    collection_ready_time: collection.ready_time,
    collection_close_time: collection.close_time,
    vehicle_type: collection.vehicle_type,
    special_instruction: collection.instructions,
    kyc_type: input.kyc.type,
    kyc_document: input.kyc.document,
    shipment_type: input.shipper_type,
    invoice_document: input.invoice_document ?? '',
    payment_type: 'cash',
    accept_terms: true,
    accept_privacy: true,
    cod_amount: input.cod_amount_fils === undefined ? '' : codAmountText(input.cod_amount_fils),
  };
  const parsed = customerBookingSchema.safeParse(form);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  throw badRequest(issue.message, { errors: { [field]: issue.message } });
}
