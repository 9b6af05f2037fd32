import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FAILURE } from './envelope.ts';

const ADMIN_PATH = '/admin';
const COURIER_PATH = '/courier';

/**
 * Serves the built back office (apps/admin/dist) under /admin: hashed assets cached for a year,
 * index.html never cached and answered for every other /admin page (client routes). Nothing
 * here is private: the console's data comes from /api/admin, which checks every call.
 */
export function registerAdminSite(app: FastifyInstance, adminDir: string | undefined) {
  return registerStaffApp(app, adminDir, ADMIN_PATH, (csp) => csp);
}

/**
 * The phone app's page may compile WebAssembly (the barcode decoder, zxing-wasm, where the
 * browser has no BarcodeDetector): 'wasm-unsafe-eval' allows that and nothing else (no eval of
 * JavaScript). Only this page's policy says so; the site's and the back office's do not.
 */
const courierPagePolicy = (csp: string): string =>
  csp.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");

/**
 * The couriers' phone app (apps/courier/dist) under /courier, served as the back office is: its
 * service worker, manifest and icons are not hashed, so they are never cached by the browser
 * (a new service worker reaches the phones at once).
 */
export function registerCourierSite(app: FastifyInstance, courierDir: string | undefined) {
  return registerStaffApp(app, courierDir, COURIER_PATH, courierPagePolicy);
}

async function registerStaffApp(
  app: FastifyInstance,
  dir: string | undefined,
  base: string,
  pagePolicy: (csp: string) => string,
): Promise<void> {
  if (dir === undefined || !existsSync(join(dir, 'index.html'))) return;
  // Two static roots on one server: each decorates nothing and registers its own prefix.
  await app.register(fastifyStatic, {
    root: dir,
    prefix: `${base}/`,
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      const hashed = path.includes(join(dir, 'assets'));
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = async (url: string, reply: FastifyReply) => {
    // A missing file (/admin/assets/old-hash.js) must 404: index.html in its place breaks the page.
    if (/\.[A-Za-z0-9]{1,8}$/.test(url.split('?')[0] ?? ''))
      return reply.status(404).send({ Status: FAILURE, Message: 'Not found.' });
    const html = await readFile(join(dir, 'index.html'));
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', pagePolicy(csp));
    return reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get(base, { schema: { hide: true } }, (request, reply) => page(request.url, reply));
  app.get(`${base}/*`, { schema: { hide: true } }, (request, reply) => page(request.url, reply));
}
