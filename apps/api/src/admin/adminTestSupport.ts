import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { adminEndpoints, type AdminEndpointName } from '@courier/api-client/admin';
import type { StaffRole } from '@courier/domain/staffRoles';
import { staffUsers } from '../db/schema/index.ts';
import type { TestApp } from '../testing/testApp.ts';
import { createStaffUser } from './staffAccounts.ts';
import { STAFF_COOKIE } from './staffSessions.ts';
import { currentTotp, newTotpSecret } from './totp.ts';

export const STAFF_TEST_PASSWORD = 'correct horse battery';

/** Creates a staff member of `role` (admins with a TOTP secret already confirmed) and logs in. */
export async function staffCookie(
  t: TestApp,
  role: StaffRole,
  username = `${role}-user`,
): Promise<string> {
  const row = await createStaffUser(t.db, { username, password: STAFF_TEST_PASSWORD, role });
  if (!row) throw new Error(`staff user ${username} exists`);
  let code: string | undefined;
  if (role === 'admin') {
    const secret = newTotpSecret();
    await t.db.update(staffUsers).set({ totpSecret: secret }).where(eq(staffUsers.id, row.id));
    code = currentTotp(secret);
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: STAFF_TEST_PASSWORD, ...(code ? { code } : {}) },
  });
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
  if (res.statusCode !== 200 || !cookie)
    throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `${STAFF_COOKIE}=${cookie.value}`;
}

/** Calls an admin endpoint by its table name; GET input goes to the query, path fields to the path. */
export function adminCall(
  t: TestApp,
  name: AdminEndpointName,
  input: Record<string, unknown> = {},
  cookie?: string,
): Promise<LightMyRequestResponse> {
  const endpoint = adminEndpoints[name];
  const rest = { ...input };
  const path = endpoint.path.replace(/:(\w+)/g, (_m, key: string) => {
    const value = String(rest[key] ?? 'x');
    delete rest[key];
    return encodeURIComponent(value);
  });
  const headers = cookie ? { cookie } : {};
  if (endpoint.method === 'GET')
    return t.app.inject({
      method: 'GET',
      url: `/api/admin/${path}`,
      query: Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
      headers,
    });
  return t.app.inject({ method: 'POST', url: `/api/admin/${path}`, payload: rest, headers });
}

/** A request each call's schema accepts (the records need not exist: 404 is an allowed answer). */
export const adminSamples: Record<AdminEndpointName, Record<string, unknown>> = {
  admin_login: { username: 'nobody', password: 'nothing-here' },
  admin_logout: {},
  admin_session: {},
  admin_language: { language: 'ar' },
  admin_totp_enrol: {},
  admin_totp_confirm: { code: '123456' },
  admin_dashboard: {},
  admin_shipments: { page: 1 },
  admin_shipment: { shipmentNo: 'SHP00000000' },
  admin_shipment_document: { shipmentNo: 'SHP00000000', kind: 'kyc' },
  admin_shipment_cancel: { shipmentNo: 'SHP00000000', reason: 'Customer asked' },
  admin_scan: { awb: '00000000000', status: 'in_transit', location: 'Kuwait hub' },
  admin_cod_lookup: { awb: '00000000000' },
  admin_cod_pending: {},
  admin_remittances: {},
  admin_remittance: { id: 'rem_nothing' },
  admin_remittance_create: {
    account_no: 'NO-SUCH-ACCOUNT',
    period_from: '2030-01-01',
    period_to: '2030-01-31',
  },
  admin_remittances_csv: { ids: ['rem_nothing'] },
  admin_statements: { account_no: 'NO-SUCH-ACCOUNT' },
  admin_statement_regenerate: { account_no: 'NO-SUCH-ACCOUNT', month: '2030-01' },
  admin_claims: {},
  admin_claim: { id: 'nobody' },
  admin_claim_decide: { id: 'nobody', decision: 'accept' },
  admin_collections: { date: '2030-01-01' },
  admin_collection_update: { id: 999999, status: 'scheduled' },
  admin_run_sheet: { date: '2030-01-01' },
  admin_enquiries: {},
  admin_enquiry_update: { key: 'contact:999999', handled: true },
  admin_enquiry_resume: { key: 'career:999999' },
  admin_customers: {},
  admin_customer_create: {
    userId: 'x',
    company: '',
    contact: '',
    city: '',
    phone: '',
    email: '',
    accountNo: '',
  },
  admin_customer_disable: { userId: 'nobody-here', disabled: true },
  admin_customer_reset: { userId: 'nobody-here' },
  admin_settings: {},
  admin_settings_update: { vatPercent: 5, nonWorkingWeekdays: [5] },
  admin_holiday_add: { date: '2031-02-25', name: 'National Day' },
  admin_holiday_remove: { date: '2031-02-26' },
  admin_rate_cards: {},
  admin_rate_preview: {
    id: 999999,
    perExtraHalfKgFils: 500,
    bands: [{ upToKg: 0.5, priceFils: 5000 }],
    weightKg: 1,
  },
  admin_rate_card_update: {
    id: 999999,
    perExtraHalfKgFils: 500,
    bands: [{ upToKg: 0.5, priceFils: 5000 }],
  },
  admin_audit: {},
  admin_content_list: { type: 'services' },
  admin_content_item: { type: 'services', id: 999999 },
  admin_content_create: {
    type: 'faqs',
    values: { question: 'Do you ship to Oman?', answer: '<p>Yes.</p>' },
  },
  admin_content_update: {
    type: 'faqs',
    id: 999999,
    values: { question: 'Do you ship to Oman?', answer: '<p>Yes.</p>' },
  },
  admin_content_publish: { type: 'faqs', id: 999999, published: true },
  admin_content_reorder: { type: 'faqs', ids: [999999] },
  admin_content_delete: { type: 'faqs', id: 999999 },
  // A 1x1 PNG.
  admin_content_upload: {
    fileName: 'pixel.png',
    kind: 'image',
    dataUrl:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  },
  admin_couriers: {},
  admin_courier_run: { courierId: 999999, date: '2030-01-01' },
  admin_courier_assign: { courierId: 999999, awb: '00000000000', kind: 'delivery' },
  admin_courier_reorder: { courierId: 999999, date: '2030-01-01', stopIds: [999999] },
  admin_courier_suggest: { courierId: 999999, date: '2030-01-01' },
  admin_courier_run_sheet: { courierId: 999999, date: '2030-01-01' },
  courier_run: {},
  courier_picked_up: { stopId: 999999, idempotencyKey: 'sample-key-0001' },
  courier_delivered: {
    stopId: 999999,
    idempotencyKey: 'sample-key-0002',
    receiverName: 'Fatima',
    code: '123456',
  },
  courier_failed: { stopId: 999999, idempotencyKey: 'sample-key-0003', reason: 'nobody_home' },
};
