import type { FastifyInstance } from 'fastify';
import { requireCustomer, requireRole } from '../customers/requireCustomer.ts';
import { success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import { bookCustomerCollection } from '../portal/bookCustomerCollection.ts';
import { PORTAL_MESSAGES } from '../portal/portalAnswers.ts';
import { PRIVATE_NO_STORE as noStore } from '../http/privateFile.ts';
import { listCollections, portalCollectionMessages } from '../portal/portalCollections.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

/** The portal's collections: the customer's list and booking a new one. */
export function registerPortalCollectionRoutes(
  app: FastifyInstance,
  context: ShippingContext,
): void {
  const { db, idempotency } = context;

  contractRoute(app, 'portal_collections', async (paging, request, reply) => {
    const customer = await requireCustomer(db, request);
    const { rows, total } = await listCollections(db, customer.id, paging);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.collections, { collections: rows, total, ...paging });
  });

  contractRoute(
    app,
    'portal_collection_book',
    async (form, request, reply) => {
      const { customer } = await requireRole(db, request, 'shipper');
      return idempotency.run(
        request,
        reply,
        `portal_collection_book:${customer.id}`,
        async (storeAnswer) => {
          // The collection, its staff e-mail and the stored answer commit together.
          let answer!: { status: number; body: unknown };
          await bookCustomerCollection(context, customer, form, {
            alsoInTx: async (tx, collection) => {
              answer = {
                status: 200,
                body: success(portalCollectionMessages.booked(collection.booking_no), {
                  collection,
                }),
              };
              await storeAnswer(tx, answer);
            },
          });
          return answer;
        },
      );
    },
    { prepare: formBody },
  );
}
