import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeBody } from '../testing/mimeBody.ts';

/**
 * The token of the newest invitation e-mail to `email` in the outbox (DATA_DIR/outbox), read from
 * its link `/invitation#<token>`; undefined when there is none.
 */
export async function invitationTokenIn(
  dataDir: string,
  email: string,
): Promise<string | undefined> {
  const dir = join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const name of names) {
    const eml = await readFile(join(dir, name), 'utf8');
    const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(head)) continue;
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(head)?.[1]?.toLowerCase() ?? '';
    const body = decodeBody(rest.join('\n\n'), encoding);
    const token = /\/invitation#([A-Za-z0-9_-]{43})/.exec(body)?.[1];
    if (token) return token;
  }
  return undefined;
}
