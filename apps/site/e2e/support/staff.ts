import { baseUrl } from './browser.ts';
import { controlOfServer } from './accounts.ts';

const STAFF_PASSWORD = 'Scan#desk-2026';

/**
 * A signed-in operations staff member of the journey's own (made through the control API, as
 * `staff:create` makes one), for what the back office does between two customer steps.
 */
async function operationsCookie(tag: string): Promise<string> {
  const control = controlOfServer();
  const username = `ops-${tag}-${Date.now().toString(36)}`;
  const made = await fetch(`${control.url}/api/control/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${control.token}` },
    body: JSON.stringify({ username, password: STAFF_PASSWORD, role: 'operations' }),
  });
  if (made.status !== 201) throw new Error(`staff create answered ${made.status}`);
  const login = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: STAFF_PASSWORD }),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('courier_staff='));
  if (login.status !== 200 || !cookie) throw new Error(`staff login answered ${login.status}`);
  return cookie.split(';')[0]!;
}

/** Records the Delivered scan of these airway bills, as the hub's scan screen does. */
export async function markDelivered(tag: string, ...awbs: string[]): Promise<void> {
  const cookie = await operationsCookie(tag);
  for (const awb of awbs) {
    const scan = await fetch(`${baseUrl()}/api/admin/scans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ awb, status: 'delivered', location: 'Salmiya' }),
    });
    if (scan.status !== 201) throw new Error(`scan of ${awb} answered ${scan.status}`);
  }
}
