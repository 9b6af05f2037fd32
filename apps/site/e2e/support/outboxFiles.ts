import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e-mails a server without SMTP_URL wrote to DATA_DIR/outbox, read by the journeys and the
 * Lighthouse run (no Playwright here: scripts import it too).
 */

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/**
 * The text of every e-mail to `to` in the outbox of the server whose DATA_DIR is `serverDir`
 * (DATA_DIR/outbox: no SMTP_URL).
 */
export function mailsTo(to: string, serverDir: string): string[] {
  const dir = join(serverDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const eml = readFileSync(join(dir, name), 'utf8');
    const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
    if (!head.toLowerCase().includes(`\nto: ${to.toLowerCase()}`)) return [];
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(head)?.[1]?.toLowerCase() ?? '';
    return [decodeBody(rest.join('\n\n'), encoding)];
  });
}

/** A multipart body with each part decoded by its own Content-Transfer-Encoding, joined. */
export function mimePartsDecoded(body: string): string {
  return body
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(head)?.[1]?.toLowerCase() ?? '';
      return decodeBody(rest.join('\n\n'), encoding);
    })
    .join('\n');
}

/**
 * The path of the newest receiver's delivery link e-mailed to `to` about `awb`
 * (`/delivery#<token>`, `/ar/delivery#<token>` for an Arabic shipment), or '' while none is sent.
 */
export function deliveryLinkIn(serverDir: string, to: string, awb: string): string {
  const found = mailsTo(to, serverDir)
    .map(mimePartsDecoded)
    .map(
      (text) => new RegExp(`(/ar)?/delivery#${awb}-e\\.[0-9]+\\.[A-Za-z0-9_-]{43}`).exec(text)?.[0],
    )
    .filter(Boolean);
  return found.at(-1) ?? '';
}
