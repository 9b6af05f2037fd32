import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { baseUrl } from './browser.ts';

export interface Account {
  userId: string;
  password: string;
  contactPerson: string;
  accountNo: string;
}

/**
 * A customer account of the journey's own (as `customer:create` makes one while the server runs:
 * POST /api/control/customers with the token of DATA_DIR/control.json), so a journey that changes
 * a password leaves the demo customer alone.
 */
/** The running API's control door (DATA_DIR/control.json), as the CLI finds it. */
function controlOf(): { url: string; token: string } {
  const port = new URL(baseUrl()).port;
  const dataDir = readFileSync(resolve(tmpdir(), `courier-e2e-${port}.datadir`), 'utf8').trim();
  return JSON.parse(readFileSync(resolve(dataDir, 'control.json'), 'utf8')) as {
    url: string;
    token: string;
  };
}

export async function createAccount(
  tag: string,
  extra: { address1?: string } = {},
): Promise<Account> {
  const control = controlOf();
  const unique = `${tag}${Date.now().toString(36)}`;
  const account = {
    userId: unique,
    password: 'Start@2026x',
    contactPerson: `Portal ${tag}`,
    accountNo: `E2E-${unique}`.slice(0, 64),
  };
  const response = await fetch(`${control.url}/api/control/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${control.token}` },
    body: JSON.stringify({
      userId: account.userId,
      password: account.password,
      companyName: `${tag} Trading WLL`,
      contactPerson: account.contactPerson,
      city: 'Kuwait City',
      phone: '+96522334455',
      email: `${unique}@example.com`,
      accountNo: account.accountNo,
      ...extra,
    }),
  });
  if (response.status !== 201)
    throw new Error(`customer create answered ${response.status}: ${await response.text()}`);
  return account;
}

/**
 * Makes an account's statement of a month as finance staff would in the back office: a finance
 * user of the journey's own (through the control door), logged in, regenerating the month.
 */
export async function makeStatement(accountNo: string, month: string): Promise<void> {
  const control = controlOf();
  const username = `finance-${Date.now().toString(36)}`;
  const password = 'Finance@2026x-statements';
  const staff = await fetch(`${control.url}/api/control/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${control.token}` },
    body: JSON.stringify({ username, password, role: 'finance' }),
  });
  if (staff.status !== 201) throw new Error(`staff create answered ${staff.status}`);
  const login = await fetch(`${control.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (login.status !== 200 || !cookie) throw new Error(`staff login answered ${login.status}`);
  const made = await fetch(`${control.url}/api/admin/statement_regenerate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ account_no: accountNo, month }),
  });
  if (made.status !== 200)
    throw new Error(`statement answered ${made.status}: ${await made.text()}`);
}
