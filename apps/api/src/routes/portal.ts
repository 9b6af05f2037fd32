import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { failure } from '@courier/api-client/envelope';
import {
  PORTAL_EXPORT_COLUMNS,
  PORTAL_EXPORT_PATH,
  portalExportRequest,
} from '@courier/api-client/endpoints/portal';
import { filsToKwdString } from '@courier/domain/money';
import { customerData, type CustomerRow } from '../customers/customerAccounts.ts';
import { createLoginLimiter, LOGIN_LIMITED_MESSAGE } from '../customers/loginLimiter.ts';
import { hashPassword, verifyPassword } from '../customers/passwords.ts';
import { requireCustomer } from '../customers/requireCustomer.ts';
import { closeOtherSessions } from '../customers/sessions.ts';
import { collectionDateProblem } from '../collections/collectionDateCheck.ts';
import { customers } from '../db/schema/index.ts';
import { badRequest, notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../portal/addressBook.ts';
import { csvLine } from '../portal/csv.ts';
import {
  bookCollection,
  collectionProblem,
  listCollections,
  ownShipmentsFor,
  portalCollectionMessages,
} from '../portal/portalCollections.ts';
import {
  dashboardCounts,
  exportRows,
  findOwnShipment,
  listShipments,
  shipAgainOf,
  trackingHistory,
} from '../portal/portalShipments.ts';
import { readOperatingSettings } from '../settings/operatingSettings.ts';
import { documentLinks } from '../shipments/documentLinks.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { shipmentDetailsOf } from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

export const PORTAL_MESSAGES = {
  shipments: 'Shipments',
  shipment: 'Shipment',
  shipmentNotFound: 'Shipment not found.',
  addressNotFound: 'Address not found.',
  addressSaved: 'The address has been saved.',
  addressDeleted: 'The address has been deleted.',
  addresses: 'Addresses',
  collections: 'Collections',
  dashboard: 'Dashboard',
  profile: 'Profile',
  profileSaved: 'Your details have been saved.',
  preferencesSaved: 'Your notification preferences have been saved.',
  wrongPassword: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed. You have been logged out everywhere else.',
} as const;

const profileOf = (row: CustomerRow) => ({
  ...customerData(row),
  notify_email: row.notifyEmail,
  notify_sms: row.notifySms,
});

/**
 * Customer portal (issue 17): every call needs the session cookie and reads or writes the
 * logged-in customer's own rows only; an id of nobody's or another customer's record answers the
 * same 404, so ids cannot be probed.
 */
export function portalRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, secret, mailer, idempotency } = context;
  const noStore = { 'cache-control': 'private, no-store' };
  // Guessing the current password is guessing the login password: the login's limits count it.
  const passwordLimiter = createLoginLimiter(db, {
    maxPerUser: config.shipping.loginMaxPerUser,
    maxPerAddress: config.shipping.loginMaxPerAddress,
    windowMinutes: config.shipping.loginWindowMinutes,
    userFreeFailures: config.shipping.loginUserFreeFailures,
    userMaxDelaySeconds: config.shipping.loginUserMaxDelaySeconds,
  });

  contractRoute(app, 'portal_dashboard', async (_input, request, reply) => {
    const customer = await requireCustomer(db, request);
    const [counts, recent] = await Promise.all([
      dashboardCounts(db, customer.id, new Date()),
      listShipments(db, customer.id, {}, { page: 1, page_size: 5 }),
    ]);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.dashboard, { ...counts, recent: recent.rows });
  });

  contractRoute(app, 'portal_shipments', async ({ page, page_size, ...search }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const { rows, total } = await listShipments(db, customer.id, search, { page, page_size });
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.shipments, { shipments: rows, total, page, page_size });
  });

  contractRoute(app, 'portal_shipment', async ({ shipmentId }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const found = await findOwnShipment(db, customer.id, shipmentId);
    if (!found) throw notFound(PORTAL_MESSAGES.shipmentNotFound);
    const number = found.awb ?? found.row.shipment_no;
    const days = config.shipping.labelTokenDays;
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.shipment, {
      shipment: found.row,
      shipmentDetails: shipmentDetailsOf(found.record),
      tracking: await trackingHistory(db, found.awb),
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
      const customer = await requireCustomer(db, request);
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
      const customer = await requireCustomer(db, request);
      const address = await updateAddress(db, customer.id, addressId, entry);
      if (!address) throw notFound(PORTAL_MESSAGES.addressNotFound);
      return success(PORTAL_MESSAGES.addressSaved, { address });
    },
    { prepare: formBody },
  );

  contractRoute(app, 'portal_address_delete', async ({ addressId }, request) => {
    const customer = await requireCustomer(db, request);
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
      const customer = await requireCustomer(db, request);
      return idempotency.run(
        request,
        reply,
        `portal_collection_book:${customer.id}`,
        async (storeAnswer) => {
          const wanted = [...new Set(form.shipmentIds)];
          const candidates = await ownShipmentsFor(db, customer.id, wanted);
          if (candidates.length !== wanted.length) throw notFound(PORTAL_MESSAGES.shipmentNotFound);
          const dateProblem = collectionDateProblem(
            form.collection_date,
            new Date(),
            await readOperatingSettings(db, config),
          );
          if (dateProblem)
            throw badRequest(dateProblem, { errors: { collection_date: dateProblem } });
          const { problem, replace } = await collectionProblem(db, candidates);
          if (problem)
            throw badRequest(problem.message, { errors: { [problem.field]: problem.message } });
          // The collection, its staff e-mail and the stored answer commit together.
          let answer!: { status: number; body: unknown };
          await bookCollection(
            db,
            customer.id,
            form,
            candidates,
            replace,
            async (tx, collection) => {
              await mailer.toStaff(
                {
                  key: `staff:collection:${collection.booking_no}`,
                  subject: `Collection booking ${collection.booking_no} (customer ${customer.userId}): ${collection.company_name}, ${collection.collection_date} ${collection.collection_ready_time}-${collection.collection_close_time}`,
                  text: [
                    `Booking no: ${collection.booking_no}`,
                    `Shipments: ${collection.shipment_nos.join(', ')}`,
                    `Address: ${collection.address}, ${collection.city}`,
                    `Vehicle: ${collection.vehicle_type}`,
                    form.special_instruction ? `Instructions: ${form.special_instruction}` : '',
                  ]
                    .filter(Boolean)
                    .join('\n'),
                },
                tx,
              );
              answer = {
                status: 200,
                body: success(portalCollectionMessages.booked(collection.booking_no), {
                  collection,
                }),
              };
              await storeAnswer(tx, answer);
            },
          );
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
      const customer = await requireCustomer(db, request);
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
    const customer = await requireCustomer(db, request);
    const [row] = await db
      .update(customers)
      .set({ notifyEmail: form.notify_email, notifySms: form.notify_sms })
      .where(eq(customers.id, customer.id))
      .returning();
    return success(PORTAL_MESSAGES.preferencesSaved, { profile: profileOf(row!) });
  });

  contractRoute(app, 'portal_password_change', async (form, request, reply) => {
    const customer = await requireCustomer(db, request);
    const attempt = await passwordLimiter.reserve(customer.userId, request.ip);
    if (!attempt.ok)
      return reply
        .status(429)
        .header('retry-after', String(attempt.retryAfterSeconds))
        .send(failure(LOGIN_LIMITED_MESSAGE));
    if (!(await verifyPassword(customer.passwordHash, form.current_password)))
      throw badRequest(PORTAL_MESSAGES.wrongPassword, {
        errors: { current_password: PORTAL_MESSAGES.wrongPassword },
      });
    await attempt.succeeded();
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword(form.new_password) })
      .where(eq(customers.id, customer.id));
    await closeOtherSessions(db, request, customer.id);
    return success(PORTAL_MESSAGES.passwordChanged, {});
  });
}
