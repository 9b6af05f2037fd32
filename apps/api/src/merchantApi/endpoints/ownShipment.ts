import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findKeyedShipment, type KeyedShipment } from '../../portal/portalShipments.ts';
import { merchantOf } from '../auth.ts';
import { MERCHANT_MESSAGES, MerchantError } from '../errors.ts';

/** The key's account's shipment of the key's mode; 404 for nobody's, another's or the other mode's. */
export async function ownShipment(
  db: Db,
  request: FastifyRequest,
  id: string,
): Promise<KeyedShipment> {
  const { customer, mode } = merchantOf(request);
  const found = await findKeyedShipment(db, customer.id, id, mode === 'test');
  if (!found)
    throw new MerchantError(
      404,
      'not_found_error',
      'resource_missing',
      MERCHANT_MESSAGES.notFound,
      'id',
    );
  return found;
}
