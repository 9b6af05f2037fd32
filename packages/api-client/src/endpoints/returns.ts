import { z } from 'zod';
import { makeCollectionWindowSchema } from '@courier/domain/schemas/collectionFields';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { PORTAL_SHIPMENT_STATUSES } from '@courier/domain/schemas/portal';
import { defineEndpoint } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { urlSchema } from '../wire.ts';

/**
 * Returns (docs/returns.md): the return of a delivered shipment, with the parties swapped, made
 * by the account's users in the portal (shipper role) or by the merchant's own customer through
 * a signed link that lasts 14 days. One return per shipment: asking again answers the same one.
 */

/** A shipment's return, or a return's original, as a detail shows it. */
export const linkedShipmentSchema = z.object({
  shipmentId: z.string().min(1),
  shipment_no: z.string().min(1),
  /** '' until the courier booked it. */
  awb: z.string(),
  status: z.enum(PORTAL_SHIPMENT_STATUSES),
  status_label: z.string().min(1),
});
export type LinkedShipment = z.output<typeof linkedShipmentSchema>;

/** The return just made (or made before), with a fresh signed label link. */
const returnShipmentSchema = linkedShipmentSchema.extend({ label_url: urlSchema });

/** An optional pickup of the return: the collection form's window and its rules. */
const returnPickupSchema = makeCollectionWindowSchema().optional();

const tokenField = z.string().min(1).max(200);

export const portalShipmentReturn = defineEndpoint({
  method: 'POST',
  path: 'portal_shipment_return',
  request: z.object({ shipmentId: encryptIdField('shipmentId'), pickup: returnPickupSchema }),
  success: envelope({
    /** False: the shipment already had this return. */
    created: z.boolean(),
    return_shipment: returnShipmentSchema,
    /** The pickup booked with it now, if one was asked. */
    pickup_booking_no: z.string().nullable(),
  }),
  failure: envelopeFailure,
});

/** A signed link the merchant gives its customer: the return page, for 14 days. */
export const portalReturnLink = defineEndpoint({
  method: 'POST',
  path: 'portal_return_link',
  request: z.object({ shipmentId: encryptIdField('shipmentId') }),
  success: envelope({ url: urlSchema, expires_at: z.iso.datetime() }),
  failure: envelopeFailure,
});

/**
 * The link's page: only what the merchant's customer already knows (the shop's name, their own
 * city, the AWB and its status), whether a return can be made now and, once made, the return.
 */
export const returnLink = defineEndpoint({
  method: 'POST',
  path: 'return_link',
  request: z.object({ token: tokenField }),
  success: envelope({
    shipment: z.object({
      awb: z.string(),
      status: z.enum(PORTAL_SHIPMENT_STATUSES),
      status_label: z.string().min(1),
      shop: z.string(),
      city: z.string(),
    }),
    /** A return can be made now (delivered, not cancelled, not itself a return, none yet). */
    can_return: z.boolean(),
    /** Why not, in the request's language, else ''. */
    refusal: z.string(),
    return_shipment: returnShipmentSchema.nullable(),
  }),
  failure: envelopeFailure,
});

/** Makes the return through the link, once: a second tap answers the same return. */
export const returnCreate = defineEndpoint({
  method: 'POST',
  path: 'return_create',
  request: z.object({ token: tokenField, pickup: returnPickupSchema }),
  success: envelope({
    created: z.boolean(),
    return_shipment: returnShipmentSchema,
    pickup_booking_no: z.string().nullable(),
  }),
  failure: envelopeFailure,
});
