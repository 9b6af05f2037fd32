import { messageGroup } from '@courier/domain/messageWords';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '@courier/api-client/envelope';
import {
  PORTAL_EXPORT_COLUMNS,
  PORTAL_EXPORT_PATH,
  portalExportRequest,
} from '@courier/api-client/endpoints/portal';
import { filsToKwdString } from '@courier/domain/money';
import { customerData, type CustomerRow } from '../customers/customerAccounts.ts';
import { createLoginLimiter, LOGIN_LIMITED_MESSAGE } from '../customers/loginLimiter.ts';
import { loginLimitsOf } from '../customers/loginLimitSettings.ts';
import { requireCustomer, requireRole } from '../customers/requireCustomer.ts';
import { customers } from '../db/schema/index.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../merchantApi/apiKeys.ts';
import { activityBy, recordActivity } from '../accountUsers/accountUsers.ts';
import { changeOwnPassword } from '../accountUsers/ownPassword.ts';
import { apiKeyMessages } from '@courier/domain/schemas/apiKeys';
import { ApiError, badRequest, notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { contentLanguage } from '../http/requestLanguage.ts';
import { formBody } from '../http/formBody.ts';
import {
  createAddress,
  isDuplicateAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../portal/addressBook.ts';
import { bookCustomerCollection } from '../portal/bookCustomerCollection.ts';
import { csvLine } from '../portal/csv.ts';
import { listCollections, portalCollectionMessages } from '../portal/portalCollections.ts';
import {
  dashboardCounts,
  exportRows,
  detailsInLanguage,
  findOwnShipment,
  listShipments,
  rowInLanguage,
  shipAgainOf,
  trackingHistory,
} from '../portal/portalShipments.ts';
import { documentLinks } from '../shipments/documentLinks.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { shipmentDetailsOf, withCountryNames } from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

export const PORTAL_MESSAGES = messageGroup('portal');

const profileOf = (row: CustomerRow) => ({
  ...customerData(row),
  notify_email: row.notifyEmail,
  notify_sms: row.notifySms,
});

/**
 * Customer portal: every call needs the session cookie and reads or writes the
 * logged-in customer's own rows only; an id of nobody's or another customer's record answers the
 * same 404, so ids cannot be probed.
 */
export function portalRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, secret, idempotency } = context;
  const noStore = { 'cache-control': 'private, no-store' };
  // Guessing the current password is guessing the login password: the login's limits count it.
  const passwordLimiter = createLoginLimiter(db, loginLimitsOf(config));

  /** The request's language and, for Arabic, the reference data's Arabic place names. */
  const placesFor = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = contentLanguage(request, reply);
    return { lang, places: lang === 'ar' ? await context.caches.places.get() : undefined };
  };

  contractRoute(app, 'portal_dashboard', async (_input, request, reply) => {
    const customer = await requireCustomer(db, request);
    const [counts, recent, { lang, places }] = await Promise.all([
      dashboardCounts(db, customer.id, new Date()),
      listShipments(db, customer.id, {}, { page: 1, page_size: 5 }),
      placesFor(request, reply),
    ]);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.dashboard, {
      ...counts,
      recent: recent.rows.map((row) => rowInLanguage(row, lang, places)),
    });
  });

  contractRoute(app, 'portal_shipments', async ({ page, page_size, ...search }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const [{ rows, total }, { lang, places }] = await Promise.all([
      listShipments(db, customer.id, search, { page, page_size }),
      placesFor(request, reply),
    ]);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.shipments, {
      shipments: rows.map((row) => rowInLanguage(row, lang, places)),
      total,
      page,
      page_size,
    });
  });

  contractRoute(app, 'portal_shipment', async ({ shipmentId }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const found = await findOwnShipment(db, customer.id, shipmentId);
    if (!found) throw notFound(PORTAL_MESSAGES.shipmentNotFound);
    const number = found.awb ?? found.row.shipment_no;
    const days = config.shipping.labelTokenDays;
    // The history reads in the page's language (statuses, our remarks, places).
    const { lang, places } = await placesFor(request, reply);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.shipment, {
      shipment: found.row,
      // Countries by name, never the form's ids ('117'), in the page's language.
      shipmentDetails: detailsInLanguage(
        shipmentDetailsOf(withCountryNames(found.record)),
        lang,
        places,
      ),
      tracking: await trackingHistory(db, found.awb, lang, places),
      label_url: labelLinks(number, secret, days).label_url,
      documents: documentLinks(number, found.record, secret, days),
    });
  });

  contractRoute(app, 'portal_ship_again', async ({ shipmentId }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const found = await findOwnShipment(db, customer.id, shipmentId);
    if (!found) throw notFound(PORTAL_MESSAGES.shipmentNotFound);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.shipment, { booking: shipAgainOf(found.record) });
  });

  // A download, not a JSON call: the site links to it and the browser sends the cookie.
  app.get(`/${PORTAL_EXPORT_PATH}`, async (request, reply) => {
    const customer = await requireCustomer(db, request);
    const parsed = portalExportRequest.safeParse(request.query ?? {});
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        errors[String(issue.path[0] ?? '')] ??= issue.message;
      return reply.status(400).send(failure(parsed.error.issues[0]?.message ?? '', errors));
    }
    const { from, to } = parsed.data;
    const rows = await exportRows(db, customer.id, from, to);
    const lines = [csvLine(PORTAL_EXPORT_COLUMNS)];
    for (const r of rows)
      lines.push(
        csvLine([
          r.shipment_no,
          r.awb,
          r.shipment_date,
          r.reference_number,
          r.receiver_company_name,
          r.receiver_attention,
          r.receiver_city,
          r.receiver_country,
          r.service,
          r.total_pieces,
          r.total_chargeable_weight,
          filsToKwdString(r.amountFils),
          r.paymentType,
          r.status_label,
        ]),
      );
    return reply
      .headers(noStore)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="shipments-${from}-to-${to}.csv"`)
      .send(lines.join(''));
  });

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

  contractRoute(app, 'portal_profile', async (_input, request, reply) => {
    const customer = await requireCustomer(db, request);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.profile, { profile: profileOf(customer) });
  });

  contractRoute(
    app,
    'portal_profile_update',
    async (form, request) => {
      const { customer } = await requireRole(db, request, 'owner');
      const [row] = await db
        .update(customers)
        .set({
          companyName: form.COMP_NAME,
          contactPerson: form.ContactPerson,
          city: form.CITY,
          phone: form.PH_NO,
          email: form.E_MAIL,
          address1: form.Add1,
          address2: form.Add2,
          locationArea: form.Location_Area,
        })
        .where(eq(customers.id, customer.id))
        .returning();
      return success(PORTAL_MESSAGES.profileSaved, { profile: profileOf(row!) });
    },
    { prepare: formBody },
  );

  contractRoute(app, 'portal_notifications_update', async (form, request) => {
    const { customer } = await requireRole(db, request, 'owner');
    const [row] = await db
      .update(customers)
      .set({ notifyEmail: form.notify_email, notifySms: form.notify_sms })
      .where(eq(customers.id, customer.id))
      .returning();
    return success(PORTAL_MESSAGES.preferencesSaved, { profile: profileOf(row!) });
  });

  contractRoute(app, 'portal_password_change', async (form, request, reply) => {
    const actor = await requireRole(db, request, 'viewer');
    const login = actor.user?.email ?? actor.customer.userId;
    // A logged-in customer is the owner's browser: the account-wide delay a guesser builds up
    // elsewhere does not hold them back (the per-address counters still do).
    const attempt = await passwordLimiter.reserve(login, request.ip, { trustedDevice: true });
    if (!attempt.ok)
      return reply
        .status(429)
        .header('retry-after', String(attempt.retryAfterSeconds))
        .send(failure(LOGIN_LIMITED_MESSAGE));
    if (!(await changeOwnPassword(db, request, actor, form)))
      throw badRequest(PORTAL_MESSAGES.wrongPassword, {
        errors: { current_password: PORTAL_MESSAGES.wrongPassword },
      });
    await attempt.succeeded();
    return success(PORTAL_MESSAGES.passwordChanged, {});
  });

  contractRoute(app, 'portal_api_keys', async (_input, request, reply) => {
    const { customer } = await requireRole(db, request, 'owner');
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.apiKeys, { api_keys: await listApiKeys(db, customer.id) });
  });

  // The key is in this answer only: never stored, never cached, never answered again.
  contractRoute(app, 'portal_api_key_create', async ({ name, mode }, request, reply) => {
    const actor = await requireRole(db, request, 'owner');
    const { key, ...api_key } = await createApiKey(
      db,
      actor.customer.id,
      name,
      mode,
      actor.user?.id,
    );
    await recordActivity(db, activityBy(actor), 'api_key.created', api_key.id);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.apiKeyCreated, { api_key, key });
  });

  contractRoute(app, 'portal_api_key_revoke', async ({ keyId }, request) => {
    const actor = await requireRole(db, request, 'owner');
    const { customer } = actor;
    if (!(await revokeApiKey(db, customer.id, keyId))) throw notFound(apiKeyMessages.keyNotFound);
    await recordActivity(db, activityBy(actor), 'api_key.revoked', keyId);
    const revoked = (await listApiKeys(db, customer.id)).find((k) => k.id === keyId);
    return success(PORTAL_MESSAGES.apiKeyRevoked, { api_key: revoked! });
  });
}
