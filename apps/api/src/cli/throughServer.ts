import { readControlFile } from '../system/controlFile.ts';
import type { DataDirLockedError } from '../system/dataDirLock.ts';

/**
 * Creates an account through the running server that holds DATA_DIR (POST /api/control/<kind> on
 * its loopback address, with the token of DATA_DIR/control.json). Answers the exit code.
 */
export async function createThroughServer(
  dataDir: string,
  locked: DataDirLockedError,
  kind: 'customers' | 'staff',
  input: object,
): Promise<number> {
  const control = readControlFile(dataDir);
  if (!control || control.pid !== locked.holderPid) {
    console.error(
      `${locked.message}\nThat process is not (yet) a listening API server with a control file, so the ` +
        'account cannot be created through it: wait until the server has started, or stop it and run this command again.',
    );
    return 1;
  }
  let response: Response;
  try {
    response = await fetch(`${control.url}/api/control/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${control.token}` },
      body: JSON.stringify(input),
      redirect: 'error',
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    console.error(
      `The API server (PID ${control.pid}) holds ${dataDir} but did not answer at ${control.url}: ` +
        `${err instanceof Error ? err.message : String(err)}. Stop it and run this command again.`,
    );
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as { Message?: string };
  const message = body.Message ?? `HTTP ${response.status}`;
  if (response.ok) {
    console.log(`${message} (through the running server, PID ${control.pid})`);
    return 0;
  }
  console.error(message);
  return 1;
}
