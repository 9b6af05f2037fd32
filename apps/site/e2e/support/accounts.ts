import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { baseUrl } from './browser.ts';

/** The running API's control address and token (DATA_DIR/control.json). */
export function controlOfServer(): { url: string; token: string } {
  const port = new URL(baseUrl()).port;
  const dataDir = readFileSync(resolve(tmpdir(), `courier-e2e-${port}.datadir`), 'utf8').trim();
  return JSON.parse(readFileSync(resolve(dataDir, 'control.json'), 'utf8')) as {
    url: string;
    token: string;
  };
}

export interface Account {
  userId: string;
  password: string;
  contactPerson: string;
  accountNo: string;
}

/**
 * A customer account of the journey's own (as `customer:create` makes one while the server runs:
 * POST /api/control/customers with the token of DATA_DIR/control.json), so a journey that changes
 * a password leaves the demo customer alone. `address1` gives it a street, which booking needs
 * (the wizard's and a bulk upload's sender is the account's address).
 */
export async function createAccount(
  tag: string,
  { address1 }: { address1?: string } = {},
): Promise<Account> {
  const control = controlOfServer();
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
      // An account that books needs its street (the wizard's sender address).
      ...(address1 ? { address1 } : {}),
    }),
  });
  if (response.status !== 201)
    throw new Error(`customer create answered ${response.status}: ${await response.text()}`);
  return account;
}
