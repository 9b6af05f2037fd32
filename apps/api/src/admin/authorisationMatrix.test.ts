import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminEndpointNames,
  adminEndpoints,
  type AdminEndpointName,
} from '@courier/api-client/admin';
import { can, STAFF_ROLES, type StaffRole } from '@courier/domain/staffRoles';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { NOT_ALLOWED, NOT_LOGGED_IN } from './adminRoute.ts';
import { adminCall, staffCookie } from './adminTestSupport.ts';

/** A request each call's schema accepts (the records need not exist: 404 is an allowed answer). */
const samples: Record<AdminEndpointName, Record<string, unknown>> = {
  admin_login: { username: 'nobody', password: 'nothing-here' },
  admin_logout: {},
  admin_session: {},
  admin_totp_enrol: {},
  admin_totp_confirm: { code: '123456' },
  admin_dashboard: {},
  admin_shipments: { page: 1 },
  admin_shipment: { shipmentNo: 'SHP00000000' },
  admin_shipment_document: { shipmentNo: 'SHP00000000', kind: 'kyc' },
  admin_shipment_cancel: { shipmentNo: 'SHP00000000', reason: 'Customer asked' },
  admin_scan: { awb: '00000000000', status: 'in_transit', location: 'Kuwait hub' },
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
};

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
beforeAll(async () => {
  t = await startTestApp();
  for (const role of STAFF_ROLES) cookies[role] = await staffCookie(t, role);
});
afterAll(async () => t?.close());

// admin_logout is left to the end of each role's row, so the session stays open for the rest.
const order = [...adminEndpointNames.filter((n) => n !== 'admin_logout'), 'admin_logout' as const];

describe('authorisation of every /api/admin call', () => {
  it('lists a sample for every call of the table', () => {
    expect(Object.keys(samples).sort()).toEqual([...adminEndpointNames].sort());
  });

  it.each(adminEndpointNames)('%s without a session', async (name) => {
    const res = await adminCall(t, name, samples[name]);
    if (adminEndpoints[name].access === 'public') {
      expect(res.statusCode).not.toBe(403);
      return;
    }
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Status: 'Error', Message: NOT_LOGGED_IN });
  });

  it.each(STAFF_ROLES)('every call as %s', async (role) => {
    for (const name of order) {
      const access = adminEndpoints[name].access;
      const res = await adminCall(t, name, samples[name], cookies[role]);
      const allowed = access === 'public' || access === 'session' || can(role, access);
      if (access === 'public') {
        // Login answers 401 for the sample's unknown user: that is its own answer, not a refusal of access.
        expect(res.statusCode, `${role} ${name}: ${res.body}`).not.toBe(403);
      } else if (allowed) {
        expect([401, 403], `${role} ${name}: ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${role} ${name}: ${res.body}`).toBeLessThan(500);
      } else {
        expect(res.statusCode, `${role} ${name}`).toBe(403);
        expect(res.json()).toEqual({ Status: 'Error', Message: NOT_ALLOWED });
      }
    }
  });
});
