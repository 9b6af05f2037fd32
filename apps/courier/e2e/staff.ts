import { expect, type APIRequestContext } from '@playwright/test';

export const STAFF_PASSWORD = 'e2e staff password';
/** The staff globalSetup makes: operations plan the run, finance reads the COD ledger. */
export const STAFF = {
  operations: 'e2e-ops',
  finance: 'e2e-finance',
  courier: 'e2e-courier',
} as const;
export const MERCHANT = { user: 'e2e-merchant', account: 'AC-E2E-COURIER' } as const;

export const baseUrl = () => process.env.COURIER_E2E_BASE_URL!;
export const apiKey = () => process.env.COURIER_E2E_API_KEY!;

/** Logs a staff member in on a request context of its own (its cookie stays in it). */
export async function staffLogin(request: APIRequestContext, user: string): Promise<void> {
  const res = await request.post(`${baseUrl()}/api/admin/login`, {
    data: { username: user, password: STAFF_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}
