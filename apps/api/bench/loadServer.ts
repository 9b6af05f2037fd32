/**
 * The API as the load script runs it: its own process (so the load generator does not share
 * its event loop or its profile), configured from the environment bench/load.ts hands it, with
 * request logs and every rate limit off. Sends `{ port }` to the parent once it listens, and
 * closes on the message 'stop' (a clean exit, so `--cpu-prof` writes its profile).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { benchConfig } from './benchDatabase.ts';
import { LIMITS_OFF } from './benchRateLimits.ts';

const { app } = await buildApp({ ...benchConfig(process.env), rateLimits: LIMITS_OFF });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as AddressInfo).port });
process.on('message', (message) => {
  if (message !== 'stop') return;
  void app.close().then(() => process.exit(0));
});
// The parent gone (killed, crashed): do not linger holding the database.
process.on('disconnect', () => process.exit(1));
