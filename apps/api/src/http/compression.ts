import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * ETag + 304 for every string/buffer answer (pages and GET answers), then brotli or gzip for
 * HTML and JSON above the threshold. Registered before any route: @fastify/compress hooks
 * into routes as they are added. Files of the site build that have precompressed siblings are
 * sent as they are by @fastify/static (it sets Content-Encoding, which this plugin leaves alone).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Hashing runs before compression (onSend hooks run in registration order), so the ETag
  // names the content and a 304 skips the compression work.
  await app.register(fastifyEtag);
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 11 is too slow per request; 5 is close in size at a fraction of the time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
