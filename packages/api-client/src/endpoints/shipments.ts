import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { envelope, envelopeFailure, type FailureFamily } from '../envelope.ts';
import { MESSAGES } from '@courier/domain/messages';
import { bookingRequestSchema } from '../forms.ts';
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

/** The public wizard and the customer wizard share the call; `type` tells them apart. */
export const createShipmentRequest = bookingRequestSchema;
export const createShipmentResponse = envelope({
  shipment_no: z.string().min(1),
  account_code: z.string(),
  label_url: urlSchema,
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
export const AWB_GENERATED = MESSAGES.awbGenerated;

/**
 * Courier booking of a recorded shipment (customer wizard, second call). The browser names the
 * recorded shipment only; the server builds the carrier payload (BoxNo, item rows, ShAdd1-3, ...)
 * from its own record and its own credentials.
 */
export const createSkynetShipmentRequest = z.object({ shipmentId: z.string().min(1) });
export const createSkynetShipmentResponse = z.object({
  STATUS: z.literal(AWB_GENERATED),
  Data: z.object({
    Awbno: z.string().min(1),
    /** The label image shown in the confirmation modal. */
    label_image_url: urlSchema,
    /** The 'Download File' link. */
    label_url: urlSchema,
  }),
});

const courierRefusalSchema = z.union([
  z.object({ STATUS: z.string().refine((status) => status !== AWB_GENERATED), Data: z.string() }),
  z.array(z.string()).min(1),
]);
export const courierFailure: FailureFamily<typeof courierRefusalSchema> = {
  schema: courierRefusalSchema,
  message: (refusal) => (Array.isArray(refusal) ? (refusal[0] ?? '') : refusal.Data),
};

export const createSkynetShipment = defineEndpoint({
  method: 'POST',
  path: 'create_skynet_shipment',
  request: createSkynetShipmentRequest,
  success: createSkynetShipmentResponse,
  failure: courierFailure,
});
