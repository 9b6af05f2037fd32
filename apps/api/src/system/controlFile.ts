import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How a CLI reaches the server that holds DATA_DIR: DATA_DIR/control.json (mode 0600, so only
 * the server's own user reads it) names the holder's PID, its loopback URL and a random token
 * for the /api/control calls. It lives as long as the server listens.
 */
const CONTROL_FILE = 'control.json';

export interface ControlInfo {
  pid: number;
  url: string;
  token: string;
}

export const newControlToken = () => randomBytes(32).toString('base64url');

/** The loopback URL a local CLI uses for a server listening on host:port. */
export function loopbackUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

export function writeControlFile(dataDir: string, info: ControlInfo): () => void {
  const path = join(dataDir, CONTROL_FILE);
  writeFileSync(path, JSON.stringify(info), { mode: 0o600 });
  return () => {
    try {
      if (readControlFile(dataDir)?.pid === info.pid) unlinkSync(path);
    } catch {
      /* already gone */
    }
  };
}

export function readControlFile(dataDir: string): ControlInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as ControlInfo;
    return typeof info.url === 'string' && typeof info.token === 'string' ? info : undefined;
  } catch {
    return undefined;
  }
}
