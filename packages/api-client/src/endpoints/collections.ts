import { z } from 'zod';
import { collectionSchema } from '@courier/domain/schemas/collection';
import { defineEndpoint } from '../endpoint.ts';
import { envelope, envelopeFailure, messageOnlySchema } from '../envelope.ts';
import { isoDateSchema } from '../wire.ts';

export const createShipmentCollectionRequest = collectionSchema;
export const createShipmentCollectionResponse = envelope({
  booking_no: z.string().min(1),
  ref_no: z.string().min(1),
});
export const createShipmentCollection = defineEndpoint({
  method: 'POST',
  path: 'create_shipment_collection',
  request: createShipmentCollectionRequest,
  success: createShipmentCollectionResponse,
  failure: envelopeFailure,
});

/**
 * Kept as the original works: Status 'Success' means the date is NOT available (a holiday or a
 * closed day) and Message says why; a refusal means the date is fine.
 */
const checkCollectionDateRequest = z.object({ collection_date: isoDateSchema });
export const checkCollectionDate = defineEndpoint({
  method: 'POST',
  path: 'check_collection_date',
  request: checkCollectionDateRequest,
  success: messageOnlySchema,
  failure: envelopeFailure,
  okMayRefuse: true,
});
