import { z } from 'zod';
import { COD_MAX_FILS } from '@courier/domain/cod';
import {
  batchCountsSchema,
  batchFileKindSchema,
  batchRowStatusSchema,
  batchStatusSchema,
  rowCellErrorSchema,
} from '@courier/api-client/endpoints/portalBatches';

/**
 * The merchant API's request and answer schemas. The same objects validate the requests (as
 * the routes' Fastify schemas) and make the OpenAPI document (openapiDocument.ts). They check the
 * shape only; the domain's rules and messages (the booking wizards' schema, the collection
 * window, the rate cards) judge the values behind them, in the use cases the portal shares.
 */

const text = (max: number) => z.string().max(max);
const id = z.string().min(1).max(64);
const positiveInt = z.number().int().positive().max(999_999_999);

export const errorSchema = z
  .object({
    error: z.object({
      type: z.enum([
        'authentication_error',
        'permission_error',
        'invalid_request_error',
        'not_found_error',
        'conflict_error',
        'rate_limit_error',
        'api_error',
      ]),
      code: z.string(),
      message: z.string(),
      param: z.string().nullable(),
    }),
  })
  .meta({ id: 'Error' });

export const ratesRequest = z
  .object({
    origin_country_id: positiveInt,
    destination_country_id: positiveInt,
    origin_city_id: positiveInt.optional(),
    destination_city_id: positiveInt.optional(),
    service_id: positiveInt.optional(),
    weight_kg: z.number().positive().max(100_000),
    /** DOX (documents) or SPX (parcels): documents-only services carry no goods. */
    type: z.enum(['DOX', 'SPX']).optional(),
  })
  .meta({ id: 'RatesRequest' });

export const ratesResponse = z
  .object({
    origin_country: z.string(),
    destination_country: z.string(),
    currency: z.literal('KWD'),
    vat_percent: z.number(),
    service_id: z.number().int(),
    billable_weight_kg: z.number(),
    shipping_fils: z.number().int(),
    vat_fils: z.number().int(),
    total_fils: z.number().int(),
    options: z.array(
      z.object({
        service_id: z.number().int(),
        service_name: z.string(),
        transit_days: z.string(),
        total_fils: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Rates' });

const shipper = z.object({
  company: text(200),
  contact: text(200),
  street: text(300),
  street2: text(300).optional(),
  city: text(200),
  postal_code: text(40),
  /** A country id of the reference lists, its ISO code or its name. */
  country: text(200),
  phone: text(40),
  fax: text(40).optional(),
  email: text(254),
});

const recipient = z.object({
  company: text(200),
  attention: text(200),
  street: text(300),
  street2: text(300).optional(),
  city: text(200),
  postal_code: text(40),
  country: text(200),
  phone: text(40),
  mobile: text(40),
  fax: text(40).optional(),
  email: text(254).optional(),
});

const piece = z.object({
  weight_kg: z.number().positive(),
  length_cm: z.number().positive(),
  width_cm: z.number().positive(),
  height_cm: z.number().positive(),
  description: text(500),
  quantity: z.number().int().min(1).max(100_000),
  /** Value of one item, in the shipment's currency (two decimals at most). */
  value: z.number().min(0),
  hs_code: text(20).optional(),
  country_of_origin: text(2).optional(),
});

export const createShipmentRequest = z
  .object({
    reference: text(200).optional(),
    /** A service_id of POST /api/v1/rates. */
    service: text(64),
    type: z.enum(['DOX', 'SPX']),
    shipper,
    recipient,
    pieces: z.array(piece).min(1).max(99),
    contents: text(500),
    declared_value: z.number().min(0),
    currency: text(3).default('KWD'),
    collection: z.object({
      date: text(10),
      ready_time: text(5),
      close_time: text(5),
      vehicle_type: text(40),
      instructions: text(1000),
    }),
    shipper_type: z.enum(['company', 'individual']),
    kyc: z.object({ type: text(40), document: z.string().max(20_000_000) }),
    invoice_document: z.string().max(20_000_000).optional(),
    /**
     * Cash to collect from the recipient on delivery, in KWD fils (1 KWD = 1000 fils), above 0
     * and at most 5,000,000 (KWD 5,000). Absent: no cash on delivery.
     */
    cod_amount_fils: z.number().int().positive().max(COD_MAX_FILS).optional().meta({
      description:
        'Cash on delivery in KWD fils (1 KWD = 1000 fils), 1 to 5000000. The courier collects it from the recipient and remits it to your account (see the COD ledger).',
    }),
  })
  .meta({ id: 'CreateShipmentRequest' });

const labelLinksSchema = z.object({ pdf: z.string(), pdf_4x6: z.string(), zpl: z.string() });

const trackingEventSchema = z.object({
  date: z.string(),
  time: z.string(),
  status: z.string(),
  status_label: z.string(),
  location: z.string(),
  remarks: z.string(),
});

export const shipmentSchema = z
  .object({
    id: z.string(),
    object: z.literal('shipment'),
    livemode: z.boolean(),
    awb: z.string().nullable(),
    shipment_no: z.string(),
    reference: z.string(),
    status: z.string(),
    status_label: z.string(),
    created_at: z.string(),
    shipment_date: z.string(),
    recipient: z.object({
      company: z.string(),
      attention: z.string(),
      city: z.string(),
      country: z.string(),
    }),
    pieces: z.number().int(),
    chargeable_weight_kg: z.number(),
    total_fils: z.number().int().nullable(),
    cod_amount_fils: z.number().int().nullable(),
    labels: labelLinksSchema,
  })
  .meta({ id: 'Shipment' });

/** A shipment's return, or a return's original (docs/returns.md). */
const linkedShipmentSchema = z
  .object({
    id: z.string(),
    shipment_no: z.string(),
    awb: z.string().nullable(),
    status: z.string(),
    status_label: z.string(),
  })
  .meta({ id: 'LinkedShipment' });

export const shipmentDetailSchema = shipmentSchema
  .extend({
    tracking: z.array(trackingEventSchema),
    /** Its return, once one is made. */
    return_shipment: linkedShipmentSchema.nullable(),
    /** The shipment it brings back, when it is a return. */
    original_shipment: linkedShipmentSchema.nullable(),
  })
  .meta({ id: 'ShipmentDetail' });

/** POST /shipments/{id}/return: an optional pickup of the return (the pickups' fields). */
export const returnRequest = z
  .object({
    pickup: z
      .object({
        date: text(10),
        ready_time: text(5),
        close_time: text(5),
        vehicle_type: text(40),
        instructions: text(1000).optional(),
      })
      .optional(),
  })
  .meta({ id: 'ReturnRequest' });

export const returnResponse = shipmentSchema
  .extend({
    original_shipment: linkedShipmentSchema,
    /** The pickup booked with it now, if one was asked (a test key's: null). */
    pickup_booking_no: z.string().nullable(),
  })
  .meta({ id: 'ReturnShipment' });

export const returnLinkResponse = z
  .object({
    object: z.literal('return_link'),
    url: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'ReturnLink' });

export const shipmentListQuery = z
  .object({
    status: text(40).optional(),
    reference: text(200).optional(),
    /** Kuwait calendar days, YYYY-MM-DD, inclusive. */
    created_from: z.iso.date().optional(),
    created_to: z.iso.date().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    /** `next_cursor` of the previous page. */
    starting_after: text(200).optional(),
  })
  .meta({ id: 'ShipmentListQuery' });

export const shipmentListResponse = z
  .object({
    object: z.literal('list'),
    data: z.array(shipmentSchema),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'ShipmentList' });

export const shipmentIdParams = z.object({ id: id });

export const labelQuery = z.object({ format: z.enum(['pdf', '4x6', 'zpl']).default('pdf') });

export const trackingParams = z.object({ awb: text(40) });

export const trackingResponse = z
  .object({
    awb: z.string(),
    status: z.string(),
    status_label: z.string(),
    events: z.array(trackingEventSchema),
  })
  .meta({ id: 'Tracking' });

export const pickupRequest = z
  .object({
    shipment_ids: z.array(id).min(1).max(50),
    date: text(10),
    ready_time: text(5),
    close_time: text(5),
    vehicle_type: text(40),
    instructions: text(1000).optional(),
  })
  .meta({ id: 'PickupRequest' });

export const pickupResponse = z
  .object({
    object: z.literal('pickup'),
    livemode: z.boolean(),
    booking_no: z.string().nullable(),
    status: z.string(),
    date: z.string(),
    ready_time: z.string(),
    close_time: z.string(),
    shipment_ids: z.array(z.string()),
  })
  .meta({ id: 'Pickup' });

export const batchIdParams = z.object({ id: id });

export const batchSchema = z
  .object({
    id: z.string(),
    object: z.literal('batch'),
    livemode: z.boolean(),
    /** `creating` while rows are being booked (the job queue), then `completed`. */
    status: batchStatusSchema,
    file_kind: batchFileKindSchema,
    created_at: z.string(),
    completed_at: z.string().nullable(),
    counts: batchCountsSchema,
    /** The file's header -> template column the rows were read with. */
    mapping: z.record(z.string(), z.string()),
    rows: z.array(
      z.object({
        row: z.number().int(),
        status: batchRowStatusSchema,
        shipment_id: z.string().nullable(),
        errors: z.array(rowCellErrorSchema),
      }),
    ),
  })
  .meta({ id: 'Batch' });
