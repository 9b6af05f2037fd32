import { success } from '@courier/api-client/envelope';
import type {
  PortalApiKey,
  AddressBookRecord,
  PortalCollectionRow,
  PortalShipmentRow,
} from '@courier/api-client/endpoints/portal';
import { PORTAL_STATUS_LABELS } from '@courier/domain/schemas/portal';
import type { HttpHandler } from 'msw';
import type { MockDb, RecordedShipment } from '../db.ts';
import { labelDataUrl } from '../behaviour/label.ts';
import { sessionAccount } from '../behaviour/session.ts';
import type { CustomerAccount } from '../fixtures/customers.ts';
import { refuse, route, type RouteContext } from '../route.ts';

/** The API's words (apps/api requireCustomer, routes/portal.ts). */
const LOGIN_REQUIRED = 'Please log in to continue.';
const SHIPMENT_NOT_FOUND = 'Shipment not found.';
const ADDRESS_NOT_FOUND = 'Address not found.';

/** What the portal keeps beside the fixtures, per mock db (address book, collections, preferences). */
interface PortalState {
  addresses: Array<AddressBookRecord & { userId: string }>;
  collections: Array<PortalCollectionRow & { userId: string }>;
  prefs: Map<string, { notify_email: boolean; notify_sms: boolean }>;
  apiKeys: Array<PortalApiKey & { userId: string }>;
  counter: number;
}
const states = new WeakMap<MockDb, PortalState>();
function stateOf(db: MockDb): PortalState {
  let state = states.get(db);
  if (!state) {
    state = { addresses: [], collections: [], prefs: new Map(), apiKeys: [], counter: 0 };
    states.set(db, state);
  }
  return state;
}

function rowOf(r: RecordedShipment): PortalShipmentRow {
  const d = r.details;
  const status = r.awb ? 'booked' : 'not_booked';
  return {
    shipmentId: r.shipmentId,
    shipment_no: d.shipment_no,
    awb: r.awb ?? '',
    reference_number: d.reference_number,
    shipment_date: d.shipment_date,
    created_at: new Date(`${d.shipment_date}T09:00:00+03:00`).toISOString(),
    receiver_company_name: d.receiver_company_name,
    receiver_attention: d.receiver_attention,
    receiver_city: d.receiver_city,
    receiver_country: d.receiver_country,
    total_pieces: d.total_pieces,
    total_chargeable_weight: d.total_chargeable_weight,
    status,
    status_label: PORTAL_STATUS_LABELS[status],
  };
}

const ownShipments = (db: MockDb, account: CustomerAccount) =>
  [...db.shipments.values()].filter((s) => s.userId === account.userId).reverse();

const page = <T>(rows: T[], p: number, size: number) => rows.slice((p - 1) * size, p * size);

/** The portal calls over the mock db: the logged-in demo account's own records only. */
export function portalHandlers(db: MockDb): HttpHandler[] {
  const who = ({ cookies }: RouteContext) => sessionAccount(db, cookies);
  const profileOf = (account: CustomerAccount) => ({
    ...account.customer,
    ...(stateOf(db).prefs.get(account.userId) ?? { notify_email: true, notify_sms: true }),
  });
  const findOwn = (account: CustomerAccount, shipmentId: string) => {
    const record = db.shipments.get(shipmentId);
    return record && record.userId === account.userId ? record : undefined;
  };

  return [
    route(db, 'portal_dashboard', (_input, context) => {
      const account = who(context);
      if (!account) return refuse('portal_dashboard', LOGIN_REQUIRED, 401);
      const rows = ownShipments(db, account).map(rowOf);
      return success({
        in_transit: rows.filter((r) => r.status === 'booked').length,
        delivered_this_week: 0,
        exceptions: 0,
        recent: rows.slice(0, 5),
      });
    }),
    route(db, 'portal_shipments', ({ q, status, from, to, page: p, page_size }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_shipments', LOGIN_REQUIRED, 401);
      const needle = q.toLowerCase();
      const rows = ownShipments(db, account)
        .map(rowOf)
        .filter(
          (r) =>
            (!needle ||
              [
                r.awb,
                r.shipment_no,
                r.reference_number,
                r.receiver_company_name,
                r.receiver_attention,
              ]
                .join(' ')
                .toLowerCase()
                .includes(needle)) &&
            (!status || r.status === status) &&
            (!from || r.shipment_date >= from) &&
            (!to || r.shipment_date <= to),
        );
      return success({
        shipments: page(rows, p, page_size),
        total: rows.length,
        page: p,
        page_size,
      });
    }),
    route(db, 'portal_shipment', ({ shipmentId }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_shipment', LOGIN_REQUIRED, 401);
      const record = findOwn(account, shipmentId);
      if (!record) return refuse('portal_shipment', SHIPMENT_NOT_FOUND, 404);
      const label = labelDataUrl(
        record.awb ?? record.details.shipment_no,
        record.details.sender_country,
        record.details.receiver_country,
      );
      return success({
        shipment: rowOf(record),
        shipmentDetails: record.details,
        tracking: [],
        label_url: label,
        documents: {
          label_a4_url: label,
          label_4x6_url: label,
          label_zpl_url: label,
          expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        },
        // The mock makes no returns.
        return_shipment: null,
        original_shipment: null,
      });
    }),
    route(db, 'portal_ship_again', ({ shipmentId }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_ship_again', LOGIN_REQUIRED, 401);
      const record = findOwn(account, shipmentId);
      if (!record) return refuse('portal_ship_again', SHIPMENT_NOT_FOUND, 404);
      const d = record.details;
      return success({
        booking: {
          sender_consignor: d.sender_consignor,
          sender_contact_person: d.sender_contact_person,
          sender_street_name_number: d.sender_street_name_number,
          sender_street_name_number1: '',
          sender_zip_code: d.sender_zip_code,
          sender_country: d.sender_country,
          sender_city: d.sender_city,
          sender_telephone: d.sender_telephone,
          sender_fax: d.sender_fax,
          sender_email: d.sender_email,
          receiver_company_name: d.receiver_company_name,
          receiver_attention: d.receiver_attention,
          receiver_street_name_number: d.receiver_street_name_number,
          receiver_street_name_number1: '',
          receiver_city: d.receiver_city,
          receiver_zip_code: d.receiver_zip_code,
          receiver_country: d.receiver_country,
          receiver_telephone: d.receiver_telephone,
          receiver_mobile: d.receiver_mobile,
          receiver_fax: d.receiver_fax,
          receiver_email: d.receiver_email,
          reference_number: d.reference_number,
          service: d.service,
          currency: { currency_code: d.currency_code, currency_name: '' },
          type: d.type,
          value: String(d.value),
          content: d.content,
          shipment_items: d.shipment_items.map((i) => ({
            weight: String(i.weight),
            length: String(i.length),
            width: String(i.width),
            height: String(i.height),
            volume_weight: String(i.volume_weight),
            description: i.description,
            qty: String(i.qty),
            unit: i.unit,
            item_value: String(i.item_value),
            item_total_value: String(i.item_total_value),
          })),
          collection_ready_time: d.collection_ready_time,
          collection_close_time: d.collection_close_time,
          vehicle_type: d.vehicle_type,
          special_instruction: d.special_instruction,
          kyc_type: '',
          shipment_type: d.shipment_type,
          payment_type: d.payment_type,
        },
      });
    }),
    route(db, 'portal_addresses', ({ kind, q, page: p, page_size }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_addresses', LOGIN_REQUIRED, 401);
      const needle = q.toLowerCase();
      const rows = stateOf(db)
        .addresses.filter((a) => a.userId === account.userId && (!kind || a.kind === kind))
        .filter((a) => !needle || JSON.stringify(a).toLowerCase().includes(needle))
        .map(({ userId: _u, ...a }) => a as AddressBookRecord);
      return success({
        addresses: page(rows, p, page_size),
        total: rows.length,
        page: p,
        page_size,
      });
    }),
    route(db, 'portal_address_create', (entry, context) => {
      const account = who(context);
      if (!account) return refuse('portal_address_create', LOGIN_REQUIRED, 401);
      const state = stateOf(db);
      state.counter += 1;
      const address = { ...entry, addressId: `addr-${state.counter}` } as AddressBookRecord;
      state.addresses.unshift({ ...address, userId: account.userId });
      return success({ address }, 'The address has been saved.');
    }),
    route(db, 'portal_address_update', ({ addressId, ...entry }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_address_update', LOGIN_REQUIRED, 401);
      const state = stateOf(db);
      const at = state.addresses.findIndex(
        (a) => a.addressId === addressId && a.userId === account.userId,
      );
      if (at < 0) return refuse('portal_address_update', ADDRESS_NOT_FOUND, 404);
      const address = { ...entry, addressId } as AddressBookRecord;
      state.addresses[at] = { ...address, userId: account.userId };
      return success({ address }, 'The address has been saved.');
    }),
    route(db, 'portal_address_delete', ({ addressId }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_address_delete', LOGIN_REQUIRED, 401);
      const state = stateOf(db);
      const before = state.addresses.length;
      state.addresses = state.addresses.filter(
        (a) => !(a.addressId === addressId && a.userId === account.userId),
      );
      if (state.addresses.length === before)
        return refuse('portal_address_delete', ADDRESS_NOT_FOUND, 404);
      return success({}, 'The address has been deleted.');
    }),
    route(db, 'portal_collections', ({ page: p, page_size }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_collections', LOGIN_REQUIRED, 401);
      const rows = stateOf(db)
        .collections.filter((c) => c.userId === account.userId)
        .map(({ userId: _u, ...c }) => c);
      return success({
        collections: page(rows, p, page_size),
        total: rows.length,
        page: p,
        page_size,
      });
    }),
    route(db, 'portal_collection_book', (form, context) => {
      const account = who(context);
      if (!account) return refuse('portal_collection_book', LOGIN_REQUIRED, 401);
      const records = form.shipmentIds.map((id) => findOwn(account, id));
      const first = records[0];
      if (!first || records.some((r) => !r))
        return refuse('portal_collection_book', SHIPMENT_NOT_FOUND, 404);
      db.counters.collection += 1;
      const collection: PortalCollectionRow = {
        booking_no: `COL${String(db.counters.collection).padStart(8, '0')}`,
        collection_date: form.collection_date,
        collection_ready_time: form.collection_ready_time,
        collection_close_time: form.collection_close_time,
        vehicle_type: form.vehicle_type,
        company_name: first.details.sender_consignor,
        address: first.details.sender_street_name_number,
        city: first.details.sender_city,
        shipment_nos: records.map((r) => r!.details.shipment_no).sort(),
        status: 'requested',
        status_label: 'Requested',
        failure_reason: '',
        created_at: new Date().toISOString(),
      };
      stateOf(db).collections.unshift({ ...collection, userId: account.userId });
      return success(
        { collection },
        `Your collection has been booked. Booking no: ${collection.booking_no}.`,
      );
    }),
    route(db, 'portal_profile', (_input, context) => {
      const account = who(context);
      if (!account) return refuse('portal_profile', LOGIN_REQUIRED, 401);
      return success({ profile: profileOf(account) });
    }),
    route(db, 'portal_profile_update', (form, context) => {
      const account = who(context);
      if (!account) return refuse('portal_profile_update', LOGIN_REQUIRED, 401);
      account.customer = { ...account.customer, ...form };
      return success({ profile: profileOf(account) }, 'Your details have been saved.');
    }),
    route(db, 'portal_notifications_update', (form, context) => {
      const account = who(context);
      if (!account) return refuse('portal_notifications_update', LOGIN_REQUIRED, 401);
      stateOf(db).prefs.set(account.userId, form);
      return success(
        { profile: profileOf(account) },
        'Your notification preferences have been saved.',
      );
    }),
    route(db, 'portal_password_change', (form, context) => {
      const account = who(context);
      if (!account) return refuse('portal_password_change', LOGIN_REQUIRED, 401);
      if (form.current_password !== account.password) {
        const wrong = 'The current password is not correct.';
        return {
          body: { Status: 'Error', Message: wrong, errors: { current_password: wrong } },
          status: 400,
        };
      }
      account.password = form.new_password;
      for (const [token, userId] of db.sessions)
        if (userId === account.userId && token !== context.cookies.courier_session)
          db.sessions.delete(token);
      return success(
        {},
        'Your password has been changed. You have been logged out everywhere else.',
      );
    }),
    route(db, 'portal_api_keys', (_input, context) => {
      const account = who(context);
      if (!account) return refuse('portal_api_keys', LOGIN_REQUIRED, 401);
      const api_keys = stateOf(db)
        .apiKeys.filter((k) => k.userId === account.userId)
        .map(({ userId: _u, ...k }) => k)
        .reverse();
      return success({ api_keys }, 'API keys');
    }),
    route(db, 'portal_api_key_create', ({ name, mode }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_api_key_create', LOGIN_REQUIRED, 401);
      const state = stateOf(db);
      const n = state.apiKeys.length + 1;
      // Not a secret: the mock's keys only look like real ones.
      const key = `ck_${mode}_mock${String(n).padStart(39, '0')}`;
      const api_key = {
        id: `key_mock${n}`,
        name,
        mode,
        prefix: key.slice(0, 12),
        created_at: new Date().toISOString(),
        last_used_at: null,
        revoked_at: null,
      };
      state.apiKeys.push({ ...api_key, userId: account.userId });
      return success(
        { api_key, key },
        'The API key has been created. Copy it now: it is not shown again.',
      );
    }),
    route(db, 'portal_api_key_revoke', ({ keyId }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_api_key_revoke', LOGIN_REQUIRED, 401);
      const found = stateOf(db).apiKeys.find(
        (k) => k.id === keyId && k.userId === account.userId && k.revoked_at === null,
      );
      if (!found) return refuse('portal_api_key_revoke', 'API key not found.', 404);
      found.revoked_at = new Date().toISOString();
      const { userId: _u, ...api_key } = found;
      return success({ api_key }, 'The API key has been revoked.');
    }),
  ];
}
