import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { baseUrl } from './browser.ts';

/** The running server's DATA_DIR (support/apiServer.ts notes it by port). */
function dataDir(): string {
  const port = new URL(baseUrl()).port;
  return readFileSync(resolve(tmpdir(), `courier-e2e-${port}.datadir`), 'utf8').trim();
}

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

/** The text of every e-mail to `to` in the server's outbox (DATA_DIR/outbox: no SMTP_URL). */
function mailsTo(to: string): string[] {
  const dir = join(dataDir(), 'outbox');
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

/**
 * The path of the invitation link e-mailed to `to` (`/invitation#<token>`), once the job queue has
 * sent the e-mail to the outbox.
 */
export async function invitationLinkTo(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const found = mailsTo(to)
          .map((text) => /\/invitation#[A-Za-z0-9_-]{43}/.exec(text)?.[0])
          .find(Boolean);
        link = found ?? '';
        return link;
      },
      { message: `an invitation e-mail to ${to}`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/** A multipart body with each part decoded by its own Content-Transfer-Encoding, joined. */
function mimePartsDecoded(body: string): string {
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
 * (`/delivery#<token>`, `/ar/delivery#<token>` for an Arabic shipment).
 */
export async function deliveryLinkTo(to: string, awb: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const found = mailsTo(to)
          .map(mimePartsDecoded)
          .map(
            (text) =>
              new RegExp(`(/ar)?/delivery#${awb}-e\\.[0-9]+\\.[A-Za-z0-9_-]{43}`).exec(text)?.[0],
          )
          .filter(Boolean);
        link = found.at(-1) ?? '';
        return link;
      },
      { message: `a delivery link e-mailed to ${to}`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/** The e-mails to `to` whose text holds `text` (confirmations, once the queue has sent them). */
export async function mailsToMentioning(to: string, text: string): Promise<number> {
  return mailsTo(to)
    .map(mimePartsDecoded)
    .filter((mail) => mail.includes(text)).length;
}
