import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from './envelope.ts';
import { registerErrorHandling } from './errorHandler.ts';
import { registerSecurityHeaders, SECURITY_HEADER_OPTIONS } from './securityHeaders.ts';

const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function headersFrom(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify();
  registerErrorHandling(app);
  await register(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new ApiError(422, 'no');
  });
  const answers = await Promise.all(
    ['/ok', '/fails', '/missing'].map((url) => app.inject({ method: 'GET', url })),
  );
  await app.close();
  return answers.map((res) => ({
    status: res.statusCode,
    headers: Object.fromEntries(HELMET_HEADERS.map((name) => [name, res.headers[name]])),
  }));
}

describe('security headers built once', () => {
  it('are the headers @fastify/helmet sets per request, on answers, errors and 404s', async () => {
    const once = await headersFrom(async (app) => registerSecurityHeaders(app));
    const perRequest = await headersFrom(async (app) => {
      await app.register(fastifyHelmet, SECURITY_HEADER_OPTIONS);
    });
    expect(once).toEqual(perRequest);
    expect(once.map((a) => a.status)).toEqual([200, 422, 404]);
    for (const answer of once) {
      for (const name of HELMET_HEADERS) expect(answer.headers[name], name).toBeTruthy();
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
      expect(answer.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
  });
});
