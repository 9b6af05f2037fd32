import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIN_SECRET_LENGTH } from './signedToken.ts';

/**
 * The secret that signs label links: LABEL_TOKEN_SECRET, or one generated on first start and
 * kept in DATA_DIR/secrets (mode 0600), so links stay valid across restarts. Several processes
 * must share LABEL_TOKEN_SECRET (or DATA_DIR).
 */
export function labelTokenSecret(configured: string | undefined, dataDir: string): Promise<string> {
  return storedSecret(configured, dataDir, 'label-token-secret');
}

/** Any secret kept the same way: the configured value, else DATA_DIR/secrets/<name>. */
export async function storedSecret(
  configured: string | undefined,
  dataDir: string,
  name: string,
): Promise<string> {
  if (configured) return configured;
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= MIN_SECRET_LENGTH) return existing;
  } catch {
    // Not there yet: create it below.
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process wrote it first, read theirs instead.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}
