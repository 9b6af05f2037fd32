import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './requestLog.ts';
import { LazyRequestLogger, lazyRequestLogger } from './requestLogger.ts';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new OneLineRequestLog(),
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/x', async () => ({ ok: true }));
  app.get('/says', async (request) => {
    request.log.info({ about: 'x' }, 'said');
    request.log.warn('warned');
    return { lazy: request.log instanceof LazyRequestLogger };
  });
  app.get('/quiet', { logLevel: 'error' }, async (request) => {
    request.log.warn('not written');
    return { level: request.log.level };
  });
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
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/x?q', statusCode: 200 });
    expect(typeof requests[0]!.ms).toBe('number');
    expect(requests[1]).toMatchObject({ url: '/missing', statusCode: 404 });
    expect(requests[0]!.reqId).toBeTruthy();
    expect(requests[0]!.reqId).not.toBe(requests[1]!.reqId);
  });

  it('logs the names of query parameters, never their values (a search is personal data)', async () => {
    const { app, lines } = appLogging('info');
    await app.inject({
      method: 'GET',
      url: '/x?q=Fatima%20Al-Sabah&phone=%2B96550001234&q=2&flag',
    });
    await app.inject({ method: 'GET', url: '/x?' });
    const [search, empty] = lines.filter((l) => l.msg === 'request');
    expect(search!.url).toBe('/x?q&phone&flag');
    expect(JSON.stringify(lines)).not.toMatch(/Fatima|96550001234/);
    expect(empty!.url).toBe('/x');
  });

  it("binds the request id to a handler's own lines, at the server's or the route's level", async () => {
    const { app, lines } = appLogging('info');
    const res = await app.inject({ method: 'GET', url: '/says' });
    expect(res.json()).toEqual({ lazy: true });
    const said = lines.find((l) => l.msg === 'said');
    const request = lines.find((l) => l.msg === 'request');
    expect(said).toMatchObject({ about: 'x', level: 30 });
    expect(said!.reqId).toBe(request!.reqId);
    expect(lines.find((l) => l.msg === 'warned')!.reqId).toBe(request!.reqId);

    const quiet = await app.inject({ method: 'GET', url: '/quiet' });
    expect(quiet.json()).toEqual({ level: 'error' });
    expect(lines.map((l) => l.msg)).not.toContain('not written');
  });

  it('writes nothing above info', async () => {
    const { app, lines } = appLogging('warn');
    await app.inject({ method: 'GET', url: '/x' });
    expect(lines).toHaveLength(0);
    await app.inject({ method: 'GET', url: '/says' });
    expect(lines.map((l) => l.msg)).toEqual(['warned']);
  });
});
