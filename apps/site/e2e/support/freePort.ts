import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => done(true)));
  });
}

/**
 * The range a variable names ("3300-3399"), or the default: E2E_PORTS for the journeys, PERF_PORTS
 * for the Lighthouse runs, so a machine where those ports are taken can move them.
 */
export function portRange(value: string | undefined, fallback: [number, number]): [number, number] {
  const match = /^(\d+)-(\d+)$/.exec(value?.trim() ?? '');
  if (!match) return fallback;
  const [first, last] = [Number(match[1]), Number(match[2])];
  return first > 0 && first <= last && last < 65536 ? [first, last] : fallback;
}

/** A port between first and last nobody listens on, tried from a random point of the range. */
export async function freePort(first: number, last: number): Promise<number> {
  const size = last - first + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i += 1) {
    const port = first + ((start + i) % size);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${first} and ${last}.`);
}
