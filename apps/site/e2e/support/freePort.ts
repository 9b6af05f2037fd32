import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => done(true)));
  });
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
