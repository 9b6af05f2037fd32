import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { envelope, envelopeFailure, type FailureFamily } from '../envelope.ts';
import { CARRIER_BOOKED_STATUS } from '@courier/domain/messages';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { bookingRequestSchema } from '../bookingRequest.ts';
import { amountSchema, urlSchema } from '../wire.ts';

export const shipmentItemDetailsSchema = z.object({
  weight: z.number().nonnegative(),
  length: z.number().nonnegative(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  volume_weight: z.number().nonnegative(),
  description: z.string(),
  qty: z.number().int().positive(),
  unit: z.string(),
  item_value: z.number().nonnegative(),
  item_total_value: z.number().nonnegative(),
  /** Customs fields, present when the booking line had them (commercial invoice). */
  hs_code: z.string().optional(),
  country_of_origin: z.string().optional(),
});

/** What the result views show: the recorded booking, without the uploaded documents. */
export const shipmentDetailsSchema = z.object({
  shipment_no: z.string().min(1),
  shipment_date: z.string(),
  sender_consignor: z.string(),
  sender_contact_person: z.string(),
  sender_street_name_number: z.string(),
  sender_zip_code: z.string(),
  sender_country: z.string(),
  sender_city: z.string(),
  sender_telephone: z.string(),
  sender_fax: z.string(),
  sender_email: z.string(),
  reference_number: z.string(),
  receiver_company_name: z.string(),
  receiver_attention: z.string(),
  receiver_street_name_number: z.string(),
  receiver_city: z.string(),
  receiver_zip_code: z.string(),
  receiver_country: z.string(),
  receiver_telephone: z.string(),
  receiver_mobile: z.string(),
  receiver_fax: z.string(),
  receiver_email: z.string(),
  service: z.string(),
  currency_code: z.string(),
  type: z.string(),
  value: z.number().nonnegative(),
  content: z.string(),
  total_pieces: z.number().int().nonnegative(),
  total_weight: z.number().nonnegative(),
  total_volume_weight: z.number().nonnegative(),
  total_chargeable_weight: z.number().nonnegative(),
  total_amount: amountSchema,
  collection_date: z.string(),
  collection_ready_time: z.string(),
  collection_close_time: z.string(),
  vehicle_type: z.string(),
  special_instruction: z.string(),
  shipment_type: z.string(),
  payment_type: z.string(),
  shipment_items: z.array(shipmentItemDetailsSchema),
});
export type ShipmentDetails = z.output<typeof shipmentDetailsSchema>;

/**
 * Signed, expiring links to a booking's shipping documents (not in the spec; optional so the
 * spec's answers stay valid): labels per piece as A4 sheets, 4x6 pages and ZPL for thermal
 * printers, and the commercial invoice for goods crossing a border.
 */
export const shipmentDocumentsSchema = z.object({
  label_a4_url: urlSchema,
  label_4x6_url: urlSchema,
  label_zpl_url: urlSchema,
  commercial_invoice_url: urlSchema.optional(),
  /** ISO 8601 time after which the links no longer open. */
  expires_at: z.iso.datetime(),
});
export type ShipmentDocuments = z.output<typeof shipmentDocumentsSchema>;

/** The public wizard and the customer wizard share the call; `type` tells them apart. */
export const createShipmentRequest = bookingRequestSchema;
export const createShipmentResponse = envelope({
  shipment_no: z.string().min(1),
  account_code: z.string(),
  label_url: urlSchema,
  documents: shipmentDocumentsSchema.optional(),
  shipmentDetails: shipmentDetailsSchema,
  /** Empty for cash; where to finish paying otherwise. */
  paymentLink: z.string(),
  orderId: z.string().min(1),
  shipmentId: z.string().min(1),
});
export const createShipment = defineEndpoint({
  method: 'POST',
  path: 'create_shipment',
  request: createShipmentRequest,
  success: createShipmentResponse,
  failure: envelopeFailure,
});

/** The carrier's own success status, spelled so. */
export const AWB_GENERATED = CARRIER_BOOKED_STATUS;

/**
 * Carrier booking of a recorded shipment (customer wizard, second call). The browser names the
 * recorded shipment only; the server builds the carrier payload (BoxNo, item rows, ShAdd1-3, ...)
 * from its own record and its own credentials.
 */
export const createSkynetShipmentRequest = z.object({ shipmentId: encryptIdField('shipmentId') });
export const createSkynetShipmentResponse = z.object({
  STATUS: z.literal(AWB_GENERATED),
  Data: z.object({
    Awbno: z.string().min(1),
    /** The label image shown in the confirmation modal. */
    label_image_url: urlSchema,
    /** The 'Download File' link. */
    label_url: urlSchema,
    documents: shipmentDocumentsSchema.optional(),
  }),
});

const carrierRefusalSchema = z.union([
  z.object({ STATUS: z.string().refine((status) => status !== AWB_GENERATED), Data: z.string() }),
  z.array(z.string()).min(1),
]);
export const carrierFailure: FailureFamily<typeof carrierRefusalSchema> = {
  schema: carrierRefusalSchema,
  message: (refusal) => (Array.isArray(refusal) ? (refusal[0] ?? '') : refusal.Data),
  refuse: (message, errors) => (errors ? Object.values(errors) : [message]),
};

export const createSkynetShipment = defineEndpoint({
  method: 'POST',
  path: 'create_skynet_shipment',
  request: createSkynetShipmentRequest,
  success: createSkynetShipmentResponse,
  failure: carrierFailure,
});

/**
 * Fresh document links for one of the logged-in customer's own shipments (not in the spec): the
 * links of a booking expire (LABEL_TOKEN_DAYS), so the portal asks again when it shows one.
 */
export const labelLinksRequest = z.object({ shipmentId: encryptIdField('shipmentId') });
export const labelLinksResponse = envelope({
  label_url: urlSchema,
  label_image_url: urlSchema,
  documents: shipmentDocumentsSchema,
});
export const labelLinks = defineEndpoint({
  method: 'POST',
  path: 'label_links',
  request: labelLinksRequest,
  success: labelLinksResponse,
  failure: envelopeFailure,
});
