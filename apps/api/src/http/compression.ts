import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** A strong ETag of an answer's bytes (the form @fastify/etag wrote). */
function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64')}"`;
}

const READS = new Set(['GET', 'HEAD']);

/**
 * ETag + 304 on successful GET and HEAD answers that are strings or buffers (pages, API lists;
 * an answer that set its own ETag, like the cached blog_list, is not hashed again). POST answers
 * are not hashed: no cache revalidates them, and a 304 to a POST would be wrong (@fastify/etag
 * hashed every answer, whatever its method or status).
 */
function etagHook(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload?: unknown) => void,
): void {
  if (!READS.has(request.method) || reply.statusCode !== 200) return done(null, payload);
  let etag = reply.getHeader('etag');
  if (etag === undefined) {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    etag = etagOf(payload);
    reply.header('etag', etag);
  }
  const match = request.headers['if-none-match'];
  if (match !== undefined && (match === etag || match === `W/${etag}` || `W/${match}` === etag)) {
    reply.code(304);
    return done(null, '');
  }
  done(null, payload);
}

/**
 * ETag + 304 for successful GET answers (pages and API lists), then brotli or gzip for
 * HTML and JSON above the threshold. Registered before any route: @fastify/compress hooks
 * into routes as they are added. Files of the site build that have precompressed siblings are
 * sent as they are by @fastify/static (it sets Content-Encoding, which this plugin leaves alone).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Hashing runs before compression (onSend hooks run in registration order), so the ETag
  // names the content and a 304 skips the compression work.
  app.addHook('onSend', etagHook);
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 11 is too slow per request; 5 is close in size at a fraction of the time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
