import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FAILURE } from './envelope.ts';

const API_PREFIX = '/api/';

/**
 * Serves the built site beside the API. Hashed files under /assets are cached for a year;
 * index.html is never cached, and any other GET that is not an API call gets index.html
 * so the site's client-side routes work on reload.
 */
export async function registerSite(app: FastifyInstance, siteDir: string | undefined): Promise<void> {
  const hasSite = siteDir !== undefined && existsSync(join(siteDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      // Our setHeaders decides caching; the plugin's own header would overwrite it.
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(siteDir, 'assets')}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const path = request.url.split('?')[0] ?? '';
    // A missing file (/assets/old-hash.js) must 404: index.html in its place breaks the page.
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(path);
    if (hasSite && isPage && !looksLikeFile && !request.url.startsWith(API_PREFIX) && !request.url.startsWith('/healthz')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ Status: FAILURE, Message: 'Not found.' });
  });
}
