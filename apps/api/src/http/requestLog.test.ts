import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './requestLog.ts';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new OneLineRequestLog() });
  app.get('/x', async () => ({ ok: true }));
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request with method, path, status and time', async () => {
    const { app, lines } = appLogging('info');
    await app.inject({ method: 'GET', url: '/x?q=1' });
    await app.inject({ method: 'GET', url: '/missing' });
    // Fastify's own not-found line stays; 'incoming request' and 'request completed' are gone.
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(lines.map((l) => l.msg)).not.toContain('incoming request');
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/x?q=1', statusCode: 200 });
    expect(typeof requests[0]!.ms).toBe('number');
    expect(requests[1]).toMatchObject({ url: '/missing', statusCode: 404 });
  });

  it('writes nothing above info', async () => {
    const { app, lines } = appLogging('warn');
    await app.inject({ method: 'GET', url: '/x' });
    expect(lines).toHaveLength(0);
  });
});
