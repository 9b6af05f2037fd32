import { startCarrierSimulator } from './server.ts';

// Standalone carrier for `pnpm dev` and manual tests: `pnpm --filter @courier/mock-api carrier-sim`.
const port = Number(process.env.CARRIER_SIM_PORT ?? 3002);
const credentials = {
  username: process.env.CARRIER_USERNAME ?? 'sim-user',
  password: process.env.CARRIER_PASSWORD ?? 'sim-password',
  accessKey: process.env.CARRIER_ACCESS_KEY ?? 'sim-access-key',
};
const mode = process.env.CARRIER_SIM_MODE;

const simulator = await startCarrierSimulator({
  port,
  host: process.env.CARRIER_SIM_HOST ?? '127.0.0.1',
  credentials,
  mode: mode === 'slow' || mode === 'reset' || mode === 'unavailable' ? mode : 'normal',
});
console.log(`carrier simulator on ${simulator.url} (username ${credentials.username})`);

const stop = () => void simulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
