import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { wordsIn, wordsNow } from './words';

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

export const STAFF_PASSWORD = 'e2e staff password';
export const STAFF = {
  admin: 'e2e-admin',
  operations: 'e2e-ops',
  'customer-service': 'e2e-cs',
  'content-editor': 'e2e-editor',
  // Never signs in to the console: operations plan this courier's runs (journeys.spec.ts).
  courier: 'e2e-courier',
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
 * A code the API has not accepted before for `user`: it takes each 30-second step's code once
 * (RFC 6238 section 5.2) and accepts the steps either side of now, so a second login in the same
 * step answers the next step's code, and a third waits until that is no longer in the future.
 */
export async function freshCode(user: string, secret: string): Promise<string> {
  const stepsFile = `${secretsFile()}.steps.json`;
  const steps = existsSync(stepsFile)
    ? (JSON.parse(readFileSync(stepsFile, 'utf8')) as Record<string, number>)
    : {};
  const current = () => Math.floor(Date.now() / 30_000);
  const step = Math.max(current(), (steps[user] ?? -1) + 1);
  while (step > current() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  writeFileSync(stepsFile, JSON.stringify({ ...steps, [user]: step }));
  return totp(secret, step * 30_000);
}

/** The login screen's user name field, in either language. */
const loginFieldName = () =>
  new RegExp(`^(${wordsIn('en').t.login.username}|${wordsIn('ar').t.login.username})$`);

/**
 * Logs in through the login screen, in the words of the running test's language; the admin enrols
 * its authenticator the first time, and anyone with two-factor login on answers the code. In the
 * Arabic run the staff member then switches to Arabic once: the account remembers it.
 */
export async function login(page: Page, role: Role): Promise<void> {
  const w = wordsNow();
  const user = STAFF[role];
  await page.goto(`${baseUrl()}/admin/`);
  // The login screen speaks the browser's language (a journey may open a browser of another
  // locale): its words are those of the language the page says it is in.
  const userName = page.getByRole('textbox', { name: loginFieldName() });
  await userName.waitFor();
  const shown = wordsIn((await page.locator('html').getAttribute('lang')) === 'ar' ? 'ar' : 'en');
  await userName.fill(user);
  await page.getByLabel(shown.t.login.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: shown.t.login.submit }).click();
  if (role === 'admin' || secrets.has(user)) {
    const code = page.getByRole('textbox', { name: shown.t.login.code });
    await code.waitFor();
    let secret = secrets.get(user);
    if (!secret) {
      secret = (await page.locator('code').textContent())!.trim();
      secrets.set(user, secret);
    }
    await code.fill(await freshCode(user, secret));
    await page.getByRole('button', { name: shown.t.login.submit }).click();
  }
  // The console opens in the language the account saved: English, or Arabic.
  const en = wordsIn('en').t.nav;
  const ar = wordsIn('ar').t.nav;
  await page.getByRole('navigation', { name: new RegExp(`^(${en.label}|${ar.label})$`) }).waitFor();
  if (w.language === 'ar' && (await page.locator('html').getAttribute('lang')) !== 'ar') {
    await page.getByRole('button', { name: en.otherLanguage }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  }
}

const sessionsFile = () => `${secretsFile()}.sessions.json`;
function readSessions(): Record<string, Cookie[]> {
  return existsSync(sessionsFile())
    ? (JSON.parse(readFileSync(sessionsFile(), 'utf8')) as Record<string, Cookie[]>)
    : {};
}

/**
 * Signed in as `role` for a journey that is not about logging in: the first call of a run logs
 * in through the login screen (`login`), later ones reuse that session's cookies. An admin (and
 * anyone with two-factor login on) may answer one code per 30-second step, so a login per test
 * waited up to 30 s each: the screen audits took about 30 s a screen instead of 4. When the
 * session has ended (a logout, a changed second factor) it logs in again.
 */
export async function signIn(page: Page, role: Role): Promise<void> {
  const cookies = readSessions()[role];
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto(`${baseUrl()}/admin/`);
    const w = wordsNow();
    const nav = page.getByRole('navigation', { name: w.t.nav.label });
    const form = page.getByRole('textbox', { name: loginFieldName() });
    await nav.or(form).first().waitFor();
    if (await nav.isVisible()) return;
    await page.context().clearCookies();
  }
  await login(page, role);
  writeFileSync(
    sessionsFile(),
    JSON.stringify({ ...readSessions(), [role]: await page.context().cookies() }),
  );
}
