import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpointNames, adminEndpoints } from '@courier/api-client/admin';
import { can, STAFF_ROLES, type StaffRole } from '@courier/domain/staffRoles';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';
import { adminCall, adminSamples as samples, staffCookie } from './adminTestSupport.ts';

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
    expect(res.json()).toEqual({ Status: 'Error', Message: ACCESS_MESSAGES.staffLoginRequired });
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
        expect(res.json()).toEqual({ Status: 'Error', Message: ACCESS_MESSAGES.notAllowed });
      }
    }
  });
});
