import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { webhookMessages } from '@courier/domain/schemas/webhooks';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { isAllowedAddress, safeLookup, type Resolver } from './urlSafety.ts';

export interface PostResult {
  /** The answer's status; undefined when none came (refused, timed out, bad address). */
  statusCode?: number;
  durationMs: number;
  /** '' on a 2xx answer; else what went wrong, short. */
  error: string;
}

/** Most of an answer's body read (then dropped): the status is what counts. */
const ANSWER_READ_MAX = 64 * 1024;

/**
 * One signed POST of a delivery's body. Redirects are not followed (a 3xx is a failure), the
 * address is checked as it is connected to, and the whole exchange has `timeoutMs`.
 */
export function postWebhook(
  url: string,
  body: string,
  secret: string,
  options: { timeoutMs: number; allowLoopback: boolean; resolve?: Resolver },
): Promise<PostResult> {
  const started = performance.now();
  const done = (statusCode: number | undefined, error: string): PostResult => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve(done(undefined, webhookMessages.urlInvalid));
      return;
    }
    // An address in the URL is connected to without a lookup: checked here instead.
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) && !isAllowedAddress(host, options.allowLoopback)) {
      resolve(done(undefined, webhookMessages.privateAddress));
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(
      target,
      {
        method: 'POST',
        // A fresh connection each time: its address is looked up and checked (no pooled socket).
        agent: false,
        lookup: safeLookup(options.allowLoopback, options.resolve),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Courier-Webhooks/1.0',
          [SIGNATURE_HEADER]: signatureHeader(secret, body),
        },
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_READ_MAX) res.destroy();
        });
        const status = res.statusCode ?? 0;
        const outcome = () =>
          finish(done(status, status >= 200 && status < 300 ? '' : `HTTP ${status}`));
        res.on('end', outcome);
        res.on('close', outcome);
        res.on('error', outcome);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish(done(undefined, `No answer within ${Math.round(options.timeoutMs / 1000)} s`));
    }, options.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish(done(undefined, (err.code ? `${err.code}: ` : '') + err.message.slice(0, 200))),
    );
    req.end(body);
  });
}
