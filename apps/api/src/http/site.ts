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
    if (hasSite && isPage && !request.url.startsWith(API_PREFIX) && !request.url.startsWith('/healthz')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ Status: FAILURE, Message: 'Not found.' });
  });
}
