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
