import { z } from 'zod';
import { API_KEY_MODES, apiKeyCreateSchema } from '@courier/domain/schemas/apiKeys';
import { idMessages, encryptIdField } from '@courier/domain/schemas/ids';
import {
  ADDRESS_KINDS,
  addressBookEntrySchema,
  changePasswordSchema,
  notificationPreferencesSchema,
  portalMessages,
  PORTAL_SHIPMENT_STATUSES,
  portalCollectionSchema,
  profileSchema,
  receiverAddressSchema,
  senderAddressSchema,
  shipmentExportSchema,
  shipmentSearchSchema,
} from '@courier/domain/schemas/portal';
import { optionalText, TEXT_LIMITS } from '@courier/domain/schemas/fields';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure, messageOnlySchema } from '../envelope.ts';
import { customerSchema } from './customers.ts';
import { linkedShipmentSchema } from './returns.ts';
import { shipmentDetailsSchema, shipmentDocumentsSchema } from './shipments.ts';
import { urlSchema } from '../wire.ts';

/**
 * Customer portal (not in the spec): the logged-in account customer's own shipments,
 * address book, collections, profile and export. Every call needs the customer session cookie
 * (401 envelope without it) and answers only the customer's own records: an id of nobody's or of
 * another customer's record is the same 404 envelope. Each call's path is its name under /api/website/ (ids as a path segment).
 */

/** A page number or size from a query string (digits) or a JSON number. */
const pageNumber = (name: string, max: number, fallback: number) =>
  z
    .union([z.number(), z.string()], { error: idMessages.invalid(name) })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (text === '') return fallback;
      const n = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: idMessages.invalid(name) });
        return z.NEVER;
      }
      return n;
    })
    .optional()
    .transform((value) => value ?? fallback);

/** Most rows a list page holds. */
export const PORTAL_PAGE_SIZE_MAX = 100;
export const PORTAL_PAGE_SIZE_DEFAULT = 20;
/** Deepest page a list serves (10,000 pages of 100 rows is beyond any account). */
const PAGE_MAX = 100_000;

const pagingShape = {
  page: pageNumber('page', PAGE_MAX, 1),
  page_size: pageNumber('page_size', PORTAL_PAGE_SIZE_MAX, PORTAL_PAGE_SIZE_DEFAULT),
};

/** The paging facts of a list answer. */
const pageShape = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
};

const portalStatusSchema = z.enum(PORTAL_SHIPMENT_STATUSES);

/** One row of My shipments. */
const portalShipmentRowSchema = z.object({
  /** Opaque id for the other portal calls (create_shipment's shipmentId). */
  shipmentId: z.string().min(1),
  shipment_no: z.string().min(1),
  /** '' until the courier booked it. */
  awb: z.string(),
  reference_number: z.string(),
  /** Kuwait booking date, YYYY-MM-DD. */
  shipment_date: z.string(),
  /** ISO 8601 time of the booking. */
  created_at: z.iso.datetime(),
  receiver_company_name: z.string(),
  receiver_attention: z.string(),
  receiver_city: z.string(),
  receiver_country: z.string(),
  total_pieces: z.number().int().nonnegative(),
  total_chargeable_weight: z.number().nonnegative(),
  /** The newest tracking status (or not_booked / cancelled). */
  status: portalStatusSchema,
  status_label: z.string().min(1),
});
export type PortalShipmentRow = z.output<typeof portalShipmentRowSchema>;

// ---- My shipments -------------------------------------------------------------------------

const portalShipmentsRequest = shipmentSearchSchema.safeExtend(pagingShape);
const portalShipmentsResponse = envelope({
  shipments: z.array(portalShipmentRowSchema),
  ...pageShape,
});
export const portalShipments = defineEndpoint({
  method: 'GET',
  path: 'portal_shipments',
  request: portalShipmentsRequest,
  success: portalShipmentsResponse,
  failure: envelopeFailure,
});

/** One tracking event of the detail view, newest first. */
const portalTrackingEventSchema = z.object({
  /** Kuwait date and time, YYYY-MM-DD and HH:mm. */
  date: z.string(),
  time: z.string(),
  status: z.string(),
  status_label: z.string(),
  location: z.string(),
  remarks: z.string(),
});
export type PortalTrackingEvent = z.output<typeof portalTrackingEventSchema>;

const shipmentIdParams = z.object({ shipmentId: encryptIdField('shipmentId') });

const portalShipmentResponse = envelope({
  shipment: portalShipmentRowSchema,
  /** The booking as recorded (the result view's fields). */
  shipmentDetails: shipmentDetailsSchema,
  /** Newest first; empty before the first scan. */
  tracking: z.array(portalTrackingEventSchema),
  /** Fresh signed links (a new lifetime on every call). */
  label_url: urlSchema,
  documents: shipmentDocumentsSchema,
  /** Its return, once one is made (docs/returns.md). */
  return_shipment: linkedShipmentSchema.nullable().default(null),
  /** The shipment it brings back, when it is a return. */
  original_shipment: linkedShipmentSchema.nullable().default(null),
});
export const portalShipment = defineEndpoint({
  method: 'GET',
  path: 'portal_shipment/:shipmentId',
  request: shipmentIdParams,
  success: portalShipmentResponse,
  failure: envelopeFailure,
});

/**
 * 'Ship again': the booking's fields as the customer wizard's form holds them (strings), to
 * prefill it. No collection date, no documents, no ticked consents: those are asked anew.
 */
const shipAgainItemSchema = z.object({
  weight: z.string(),
  length: z.string(),
  width: z.string(),
  height: z.string(),
  volume_weight: z.string(),
  description: z.string(),
  qty: z.string(),
  unit: z.string(),
  item_value: z.string(),
  item_total_value: z.string(),
  hs_code: z.string().optional(),
  country_of_origin: z.string().optional(),
});
/** Every field of an address shape but its kind, as the wizard's form holds it (text). */
const asFormText = <S extends Record<string, unknown>>(shape: S) =>
  Object.fromEntries(
    Object.keys(shape)
      .filter((key) => key !== 'kind')
      .map((key) => [key, z.string()]),
  ) as { [K in Exclude<keyof S, 'kind'>]: z.ZodString };

const shipAgainSchema = z.object({
  ...asFormText(senderAddressSchema.shape),
  ...asFormText(receiverAddressSchema.shape),
  reference_number: z.string(),
  service: z.string(),
  currency: z.object({ currency_code: z.string(), currency_name: z.string() }),
  type: z.string(),
  value: z.string(),
  content: z.string(),
  shipment_items: z.array(shipAgainItemSchema),
  collection_ready_time: z.string(),
  collection_close_time: z.string(),
  vehicle_type: z.string(),
  special_instruction: z.string(),
  kyc_type: z.string(),
  shipment_type: z.string(),
  payment_type: z.string(),
});
export type ShipAgain = z.output<typeof shipAgainSchema>;

const portalShipAgainResponse = envelope({ booking: shipAgainSchema });
export const portalShipAgain = defineEndpoint({
  method: 'GET',
  path: 'portal_ship_again/:shipmentId',
  request: shipmentIdParams,
  success: portalShipAgainResponse,
  failure: envelopeFailure,
});

/**
 * CSV export of My shipments for a date range: a download, not a JSON call, so it is not in the
 * endpoint table. GET API_BASE_PATH + PORTAL_EXPORT_PATH?from=YYYY-MM-DD&to=YYYY-MM-DD with the
 * session cookie answers text/csv (header row, then one row per shipment, newest first), or the
 * envelope refusal (400 with errors.from / errors.to, 401 without a session).
 */
export const PORTAL_EXPORT_PATH = 'portal_shipments_export';
export const portalExportRequest = shipmentExportSchema;
/** The CSV's columns, in order (the header row). */
export const PORTAL_EXPORT_COLUMNS = [
  'Shipment No',
  'AWB',
  'Booking Date',
  'Reference',
  'Receiver Company',
  'Receiver Attention',
  'Receiver City',
  'Receiver Country',
  'Service',
  'Pieces',
  'Chargeable Weight (kg)',
  'Amount (KWD)',
  'Payment',
  'Status',
] as const;

// ---- Dashboard ----------------------------------------------------------------------------

const portalDashboardResponse = envelope({
  /** Booked with the courier and not yet delivered or returned (no exception). */
  in_transit: z.number().int().nonnegative(),
  /** Delivered since Sunday 00:00 Kuwait time (the Kuwaiti week starts on Sunday). */
  delivered_this_week: z.number().int().nonnegative(),
  /** Shipments whose newest status is an exception. */
  exceptions: z.number().int().nonnegative(),
  /** The five newest shipments. */
  recent: z.array(portalShipmentRowSchema),
});
export const portalDashboard = defineEndpoint({
  method: 'GET',
  path: 'portal_dashboard',
  request: noPayloadSchema,
  success: portalDashboardResponse,
  failure: envelopeFailure,
});

// ---- Address book -------------------------------------------------------------------------

/** A saved address: the entry's fields plus its id (sender_* or receiver_* by kind). */
const addressBookRecordSchema = z.discriminatedUnion('kind', [
  senderAddressSchema.extend({ addressId: z.string().min(1) }),
  receiverAddressSchema.extend({ addressId: z.string().min(1) }),
]);
export type AddressBookRecord = z.output<typeof addressBookRecordSchema>;

const portalAddressesRequest = z.object({
  kind: z
    .string({ error: idMessages.invalid('kind') })
    .trim()
    .refine((kind) => kind === '' || (ADDRESS_KINDS as readonly string[]).includes(kind), {
      error: idMessages.invalid('kind'),
    })
    .default(''),
  /** Matches the company / consignor, contact / attention, city or telephone. */
  q: optionalText(TEXT_LIMITS.name),
  ...pagingShape,
});
const portalAddressesResponse = envelope({
  addresses: z.array(addressBookRecordSchema),
  ...pageShape,
});
export const portalAddresses = defineEndpoint({
  method: 'GET',
  path: 'portal_addresses',
  request: portalAddressesRequest,
  success: portalAddressesResponse,
  failure: envelopeFailure,
});

const addressAnswer = envelope({ address: addressBookRecordSchema });

const portalAddressCreateRequest = addressBookEntrySchema;
export const portalAddressCreate = defineEndpoint({
  method: 'POST',
  path: 'portal_address_create',
  request: portalAddressCreateRequest,
  success: addressAnswer,
  failure: envelopeFailure,
});

const addressIdField = { addressId: encryptIdField('addressId') };
const portalAddressUpdateRequest = z.discriminatedUnion(
  'kind',
  [senderAddressSchema.extend(addressIdField), receiverAddressSchema.extend(addressIdField)],
  { error: portalMessages.addressKind },
);
export const portalAddressUpdate = defineEndpoint({
  method: 'POST',
  path: 'portal_address_update',
  request: portalAddressUpdateRequest,
  success: addressAnswer,
  failure: envelopeFailure,
});

const portalAddressDeleteRequest = z.object(addressIdField);
export const portalAddressDelete = defineEndpoint({
  method: 'POST',
  path: 'portal_address_delete',
  request: portalAddressDeleteRequest,
  success: messageOnlySchema,
  failure: envelopeFailure,
});

// ---- Collections --------------------------------------------------------------------------

const portalCollectionStatusSchema = z.enum(['requested', 'scheduled', 'collected', 'failed']);

const portalCollectionRowSchema = z.object({
  booking_no: z.string().min(1),
  collection_date: z.string(),
  collection_ready_time: z.string(),
  collection_close_time: z.string(),
  vehicle_type: z.string(),
  /** Pickup address (the shipments' sender). */
  company_name: z.string(),
  address: z.string(),
  city: z.string(),
  /** Shipment numbers the collection picks up. */
  shipment_nos: z.array(z.string()),
  status: portalCollectionStatusSchema,
  /** Words for the status ('Requested', ...). */
  status_label: z.string().min(1),
  /** Why a failed collection failed ('' otherwise). */
  failure_reason: z.string(),
  created_at: z.iso.datetime(),
});
export type PortalCollectionRow = z.output<typeof portalCollectionRowSchema>;

const portalCollectionsRequest = z.object(pagingShape);
const portalCollectionsResponse = envelope({
  collections: z.array(portalCollectionRowSchema),
  ...pageShape,
});
export const portalCollections = defineEndpoint({
  method: 'GET',
  path: 'portal_collections',
  request: portalCollectionsRequest,
  success: portalCollectionsResponse,
  failure: envelopeFailure,
});

const portalCollectionBookRequest = portalCollectionSchema;
export const portalCollectionBook = defineEndpoint({
  method: 'POST',
  path: 'portal_collection_book',
  request: portalCollectionBookRequest,
  success: envelope({ collection: portalCollectionRowSchema }),
  failure: envelopeFailure,
});

// ---- Profile, password, notifications -----------------------------------------------------

const portalProfileSchema = customerSchema.extend(notificationPreferencesSchema.shape);
const profileAnswer = envelope({ profile: portalProfileSchema });

export const portalProfile = defineEndpoint({
  method: 'GET',
  path: 'portal_profile',
  request: noPayloadSchema,
  success: profileAnswer,
  failure: envelopeFailure,
});

const portalProfileUpdateRequest = profileSchema;
export const portalProfileUpdate = defineEndpoint({
  method: 'POST',
  path: 'portal_profile_update',
  request: portalProfileUpdateRequest,
  success: profileAnswer,
  failure: envelopeFailure,
});

const portalPasswordChangeRequest = changePasswordSchema;
export const portalPasswordChange = defineEndpoint({
  method: 'POST',
  path: 'portal_password_change',
  request: portalPasswordChangeRequest,
  success: messageOnlySchema,
  failure: envelopeFailure,
});

const portalNotificationsUpdateRequest = notificationPreferencesSchema;
export const portalNotificationsUpdate = defineEndpoint({
  method: 'POST',
  path: 'portal_notifications_update',
  request: portalNotificationsUpdateRequest,
  success: profileAnswer,
  failure: envelopeFailure,
});

// ---- API keys -----------------------------------------------------------------------------

/** A merchant API key as lists show it: never the key itself (shown once, at creation). */
const apiKeySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  /** The key's first characters (`ck_test_AbCd`), to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type PortalApiKey = z.output<typeof apiKeySchema>;

export const portalApiKeys = defineEndpoint({
  method: 'GET',
  path: 'portal_api_keys',
  request: noPayloadSchema,
  success: envelope({ api_keys: z.array(apiKeySchema) }),
  failure: envelopeFailure,
});

export const portalApiKeyCreate = defineEndpoint({
  method: 'POST',
  path: 'portal_api_key_create',
  request: apiKeyCreateSchema,
  /** `key` is the whole key: this answer is the only place it is ever shown. */
  success: envelope({ api_key: apiKeySchema, key: z.string().min(1) }),
  failure: envelopeFailure,
});

export const portalApiKeyRevoke = defineEndpoint({
  method: 'POST',
  path: 'portal_api_key_revoke',
  request: z.object({ keyId: encryptIdField('keyId') }),
  success: envelope({ api_key: apiKeySchema }),
  failure: envelopeFailure,
});
