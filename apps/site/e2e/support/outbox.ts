import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { baseUrl } from './browser.ts';
import { deliveryLinkIn, mailsTo as mailsIn, mimePartsDecoded } from './outboxFiles.ts';

/** The running server's DATA_DIR (support/apiServer.ts notes it by port). */
function dataDir(): string {
  const port = new URL(baseUrl()).port;
  return readFileSync(resolve(tmpdir(), `courier-e2e-${port}.datadir`), 'utf8').trim();
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
        const found = mailsIn(to, dataDir())
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

/** The journey server's newest delivery link to `to` about `awb`, once the queue has sent it. */
export async function deliveryLinkTo(to: string, awb: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        link = deliveryLinkIn(dataDir(), to, awb);
        return link;
      },
      { message: `a delivery link e-mailed to ${to}`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/** The e-mails to `to` whose text holds `text` (confirmations, once the queue has sent them). */
export async function mailsToMentioning(to: string, text: string): Promise<number> {
  return mailsIn(to, dataDir())
    .map(mimePartsDecoded)
    .filter((mail) => mail.includes(text)).length;
}
