import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminSite, registerCourierSite } from './adminSite.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';

/**
 * The couriers' phone app at /courier beside the back office at /admin (two static roots on one
 * server): the page for every client route, hashed assets cached for good, the service worker
 * never, a missing file 404; and only the phone's page may compile WebAssembly (its decoder).
 */
let app: FastifyInstance;
const dirs: string[] = [];

function builtApp(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${name}-dist-`));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  return dir;
}

beforeAll(async () => {
  app = Fastify();
  registerSecurityHeaders(app);
  await registerAdminSite(app, builtApp('admin'));
  await registerCourierSite(app, builtApp('courier'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the courier app at /courier', () => {
  it('answers its page for the app and its client routes, never cached', async () => {
    for (const url of ['/courier', '/courier/', '/courier/anything']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>courier</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good, the service worker not at all; a missing file is 404', async () => {
    const asset = await app.inject({ url: '/courier/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const worker = await app.inject({ url: '/courier/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/courier/assets/old-hash.js' })).statusCode).toBe(404);
  });

  it("lets only the phone's page compile WebAssembly", async () => {
    const courier = String(
      (await app.inject({ url: '/courier/' })).headers['content-security-policy'],
    );
    expect(courier).toContain("script-src 'self' 'wasm-unsafe-eval'");
    const admin = await app.inject({ url: '/admin/' });
    expect(admin.body).toContain('<title>admin</title>');
    expect(String(admin.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});
