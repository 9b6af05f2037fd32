import { baseUrl } from './browser.ts';
import { controlOfServer } from './accounts.ts';

const STAFF_PASSWORD = 'Scan#desk-2026';

/**
 * A signed-in staff member of the journey's own (made through the control API, as
 * `staff:create` makes one), for what the back office does between two customer steps. Roles
 * without two-factor only (operations, finance).
 */
async function staffCookie(tag: string, role: 'operations' | 'finance'): Promise<string> {
  const control = controlOfServer();
  const username = `${role}-${tag}-${Date.now().toString(36)}`;
  const made = await fetch(`${control.url}/api/control/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${control.token}` },
    body: JSON.stringify({ username, password: STAFF_PASSWORD, role }),
  });
  if (made.status !== 201) throw new Error(`staff create answered ${made.status}`);
  const login = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: STAFF_PASSWORD }),
  });
  // The session cookie, not the trusted-device one beside it.
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('courier_staff='));
  if (login.status !== 200 || !cookie) throw new Error(`staff login answered ${login.status}`);
  return cookie.split(';')[0]!;
}

async function staffPost(cookie: string, path: string, body: unknown) {
  const answer = await fetch(`${baseUrl()}/api/admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (answer.status >= 300)
    throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

/**
 * Records the Delivered scan of these airway bills, as the hub's scan screen does; a COD
 * shipment's with the cash collected (`codFils`).
 */
export async function markDelivered(
  tag: string,
  awbs: readonly string[],
  { codFils }: { codFils?: number } = {},
): Promise<void> {
  const cookie = await staffCookie(tag, 'operations');
  for (const awb of awbs)
    await staffPost(cookie, 'scans', {
      awb,
      status: 'delivered',
      location: 'Salmiya',
      ...(codFils === undefined ? {} : { cod_collected_fils: codFils }),
    });
}

/** Finance pays an account's pending cash-on-delivery entries of a period (Kuwait days). */
export async function remit(tag: string, accountNo: string, from: string, to: string) {
  const cookie = await staffCookie(tag, 'finance');
  const made = await staffPost(cookie, 'remittance_create', {
    account_no: accountNo,
    period_from: from,
    period_to: to,
  });
  return made.remittance as { id: string; totalFils: number };
}

/** Finance makes (again) an account's statement of a month (`YYYY-MM`), as the back office does. */
export async function makeStatement(accountNo: string, month: string): Promise<void> {
  const cookie = await staffCookie('statement', 'finance');
  await staffPost(cookie, 'statement_regenerate', { account_no: accountNo, month });
}

/**
 * Operations decide the open claim of an airway bill through the back office's calls (the queue,
 * then the decision), as the claims screen does.
 */
export async function decideClaim(
  tag: string,
  awb: string,
  decision: 'accept' | 'reject' | 'ask',
  reason = '',
): Promise<void> {
  const cookie = await staffCookie(tag, 'operations');
  const listed = await fetch(`${baseUrl()}/api/admin/claims`, { headers: { cookie } });
  if (listed.status !== 200) throw new Error(`claims answered ${listed.status}`);
  const { claims } = (await listed.json()) as { claims: { id: string; awb: string }[] };
  const claim = claims.find((c) => c.awb === awb);
  if (!claim) throw new Error(`no claim of ${awb} in the queue`);
  await staffPost(cookie, 'claim_decide', { id: claim.id, decision, reason });
}
