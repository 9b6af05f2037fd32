import { z } from 'zod';
import { dataUrlSchema, decimalSchema, encryptIdSchema, isoDateSchema, wireIdSchema } from './wire.ts';

/**
 * The form bodies sent to the API. This module is the single seam to @courier/domain: once a
 * form schema is published there it is re-exported here instead of the structural one below, so
 * every request schema (and the server's validation) carries the domain's messages.
 * The structural schemas below check shapes only and carry no messages of their own.
 */

const text = z.string().trim().min(1);
const optionalText = z.string().optional();
const phone = z.string().regex(/^\+?[\d+]*\d[\d+]*$/);
const optionalDigits = z.union([z.literal(''), z.string().regex(/^[\d+]*\d[\d+]*$/)]).optional();

export const contactFormSchema = z.object({
  name: text,
  email: z.email(),
  mobile: phone,
  message: text,
});

export const memberContactFormSchema = contactFormSchema.extend({
  mobile: z.string().regex(/^\d+$/),
  subject: text,
});

export const franchiseFormSchema = contactFormSchema.extend({ subject: text });

export const priceRequestSchema = z.object({
  origin_country_id: wireIdSchema,
  destination_country_id: wireIdSchema,
  origin_city_id: wireIdSchema,
  destination_city_id: wireIdSchema,
  service_id: wireIdSchema.optional(),
  weight: decimalSchema,
  unit: z.literal('KG').default('KG'),
});

export const collectionFormSchema = z.object({
  contact_person: text,
  company_name: text,
  address: text,
  country: text,
  city: text,
  zipcode: optionalDigits,
  mobile_number: phone,
  fax_number: optionalDigits,
  email_address: z.union([z.literal(''), z.email()]).optional(),
  shipment_type: text,
  collection_date: isoDateSchema,
  collection_ready_time: text,
  collection_closing_time: text,
  special_instruction: optionalText,
  collection_shipment_type: optionalText,
  reference_number: optionalText,
  vehicle_type: text,
  total_pieces: optionalDigits,
  total_weight: decimalSchema,
  domestic_shipment: optionalDigits,
  international_shipment: optionalDigits,
  collection_number: optionalText,
});

export const shipmentItemSchema = z.object({
  weight: decimalSchema,
  length: decimalSchema,
  width: decimalSchema,
  height: decimalSchema,
  volume_weight: decimalSchema,
  description: text,
  qty: z.union([z.number().int().positive(), z.string().regex(/^\+?\d+$/)]),
  unit: z.literal('Pieces').default('Pieces'),
  item_value: decimalSchema,
  item_total_value: decimalSchema,
});

const bookingBase = z.object({
  id: z.string().default(''),
  shipment_date: isoDateSchema,
  sender_consignor: text,
  sender_contact_person: text,
  sender_street_name_number: z.string().max(80).optional(),
  sender_zip_code: phone,
  sender_country: text,
  sender_city: text,
  sender_telephone: phone,
  sender_fax: optionalDigits,
  sender_email: z.email(),
  reference_number: optionalText,
  receiver_company_name: text,
  receiver_attention: text,
  receiver_street_name_number: z.string().trim().min(1).max(80),
  receiver_city: text,
  receiver_zip_code: phone,
  receiver_country: text,
  receiver_telephone: phone,
  receiver_mobile: phone,
  receiver_fax: optionalDigits,
  receiver_email: z.union([z.literal(''), z.email()]).optional(),
  service: text,
  currency: z.object({ currency_code: text, currency_name: text }),
  value: decimalSchema,
  content: text,
  total_pieces: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
  total_weight: decimalSchema,
  total_volume_weight: decimalSchema,
  total_chargeable_weight: decimalSchema,
  total_amount: decimalSchema,
  collection_date: isoDateSchema,
  collection_ready_time: text,
  collection_close_time: text,
  vehicle_type: text,
  special_instruction: text,
  kyc_type: text,
  kyc_document: dataUrlSchema,
  invoice_document: z.union([z.literal(''), dataUrlSchema]).optional(),
  shipment_type: z.enum(['company', 'individual']),
  payment_type: z.enum(['cash', 'online']),
  shipment_items: z.array(shipmentItemSchema).min(1),
  payment_id: optionalText,
});

/** Public booking wizard (book-shipment): type is docs or non-docs. */
export const publicBookingSchema = bookingBase.extend({ type: z.enum(['docs', 'non-docs']) });

/** Customer wizard (create-shipment): type is DOX or SPX, with the customer's extra fields. */
export const customerBookingSchema = bookingBase.extend({
  type: z.enum(['DOX', 'SPX']),
  sender_street_name_number: z.string().trim().min(1).max(80),
  sender_street_name_number1: z.string().max(80).optional(),
  receiver_street_name_number1: z.string().max(80).optional(),
  Userid: text,
  Awbno: z.string().default(''),
  CustomerCode: optionalText,
  BillTo: optionalText,
});

export const cardPaymentSchema = z.object({
  name_of_card: optionalText,
  card_type: optionalText,
  card_number: z.string().regex(/^\d{16}$/),
  card_expiry_month: z.string().regex(/^\d{2}$/),
  card_expiry_year: z.string().regex(/^\d{4}$/),
  card_cvv_number: z.string().regex(/^\d{3}$/),
});

export const careerApplicationSchema = z.object({
  career_id: encryptIdSchema.optional(),
  name: text,
  email: z.email(),
  mobile: z.string().regex(/^\d+$/),
  resume_content: dataUrlSchema,
  message: text,
});

export const loginFormSchema = z.object({ Userid: text, Password: z.string().min(1) });

/** One or more tracking numbers; several are sent comma-separated ('n1,n2'). */
export const trackingNumbersSchema = z.string().trim().min(1);
