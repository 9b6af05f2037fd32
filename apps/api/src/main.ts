import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { loopbackUrl, newControlToken, writeControlFile } from './system/controlFile.ts';
import { DataDirLockedError } from './system/dataDirLock.ts';
import { MissingSecretError } from './system/requiredSecrets.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  // A bad setting (a short LABEL_TOKEN_SECRET, an unknown CARRIER_ADAPTER): its message, no stack.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
// Embedded PGlite: this process alone opens DATA_DIR, so the CLI asks it through /api/control.
const pgliteMode = config.databaseUrl === undefined;
if (pgliteMode) config.controlToken = newControlToken();

// Until the app is up a signal just exits: the 'exit' handler still releases the DATA_DIR lock.
const exitEarly = () => process.exit(1);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, exitEarly);

let built;
try {
  built = await buildApp(config);
} catch (err) {
  if (err instanceof DataDirLockedError || err instanceof MissingSecretError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const { app } = built;

let removeControlFile = () => {};
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  removeControlFile();
  await app.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.off(signal, exitEarly);
  process.once(signal, () => void shutdown(signal));
}

await app.listen({ port: config.port, host: config.host });
if (pgliteMode && config.controlToken) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  removeControlFile = writeControlFile(config.dataDir, {
    pid: process.pid,
    url: loopbackUrl(config.host, port),
    token: config.controlToken,
  });
  process.once('exit', removeControlFile);
}
