import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const STAFF_PASSWORD = 'e2e staff password';
export const STAFF = {
  admin: 'e2e-admin',
  operations: 'e2e-ops',
  'customer-service': 'e2e-cs',
  'content-editor': 'e2e-editor',
} as const;
export type Role = keyof typeof STAFF;

export const baseUrl = () => process.env.ADMIN_E2E_BASE_URL!;

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) of a base32 secret, as an authenticator app shows it. */
export function totp(secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/**
 * Authenticator keys of the staff who enrolled, in a file of the run (globalSetup names it): a
 * worker that Playwright starts afresh after a failed test still knows them, so one failure does
 * not turn every later login into a second one.
 */
const secretsFile = () => process.env.ADMIN_E2E_SECRETS_FILE!;
const secrets = {
  get: (user: string): string | undefined => readSecrets()[user],
  has: (user: string): boolean => user in readSecrets(),
  set: (user: string, secret: string): void =>
    writeFileSync(secretsFile(), JSON.stringify({ ...readSecrets(), [user]: secret })),
};
function readSecrets(): Record<string, string> {
  return existsSync(secretsFile())
    ? (JSON.parse(readFileSync(secretsFile(), 'utf8')) as Record<string, string>)
    : {};
}

/** A staff member who turned two-factor login on: later logins answer its code. */
export function rememberSecret(user: string, secret: string): void {
  secrets.set(user, secret);
}

/**
 * Logs in through the login screen; the admin enrols its authenticator the first time, and anyone
 * with two-factor login on answers the code.
 */
export async function login(page: Page, role: Role): Promise<void> {
  const user = STAFF[role];
  await page.goto(`${baseUrl()}/admin/`);
  await page.getByRole('textbox', { name: 'User name' }).fill(user);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (role === 'admin' || secrets.has(user)) {
    const code = page.getByRole('textbox', { name: 'Code from your authenticator app' });
    await code.waitFor();
    let secret = secrets.get(user);
    if (!secret) {
      secret = (await page.locator('code').textContent())!.trim();
      secrets.set(user, secret);
    }
    await code.fill(totp(secret));
    await page.getByRole('button', { name: 'Log in' }).click();
  }
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
}
