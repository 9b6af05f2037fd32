import type { FastifyInstance } from 'fastify';
import { requireCustomer, requireRole } from '../customers/requireCustomer.ts';
import type { Db } from '../db/client.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import {
  createAddress,
  isDuplicateAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../portal/addressBook.ts';
import { PORTAL_MESSAGES } from '../portal/portalAnswers.ts';
import { PRIVATE_NO_STORE as noStore } from '../http/privateFile.ts';

/** The portal's address book: list, add, change and delete the customer's own addresses. */
export function registerPortalAddressRoutes(app: FastifyInstance, db: Db): void {
  contractRoute(app, 'portal_addresses', async ({ kind, q, page, page_size }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const { rows, total } = await listAddresses(
      db,
      customer.id,
      { kind: kind as 'sender' | 'receiver' | '', q },
      { page, page_size },
    );
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.addresses, { addresses: rows, total, page, page_size });
  });

  contractRoute(
    app,
    'portal_address_create',
    async (entry, request) => {
      const { customer } = await requireRole(db, request, 'shipper');
      if (await isDuplicateAddress(db, customer.id, entry))
        throw new ApiError(409, PORTAL_MESSAGES.addressDuplicate);
      return success(PORTAL_MESSAGES.addressSaved, {
        address: await createAddress(db, customer.id, entry),
      });
    },
    { prepare: formBody },
  );

  contractRoute(
    app,
    'portal_address_update',
    async ({ addressId, ...entry }, request) => {
      const { customer } = await requireRole(db, request, 'shipper');
      if (await isDuplicateAddress(db, customer.id, entry, addressId))
        throw new ApiError(409, PORTAL_MESSAGES.addressDuplicate);
      const address = await updateAddress(db, customer.id, addressId, entry);
      if (!address) throw notFound(PORTAL_MESSAGES.addressNotFound);
      return success(PORTAL_MESSAGES.addressSaved, { address });
    },
    { prepare: formBody },
  );

  contractRoute(app, 'portal_address_delete', async ({ addressId }, request) => {
    const { customer } = await requireRole(db, request, 'shipper');
    if (!(await deleteAddress(db, customer.id, addressId)))
      throw notFound(PORTAL_MESSAGES.addressNotFound);
    return success(PORTAL_MESSAGES.addressDeleted, {});
  });
}
