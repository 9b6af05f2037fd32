import { describe, expect, it } from 'vitest';
import { webhookMessages } from '@courier/domain/schemas/webhooks';
import { signatureHeader, verifySignature } from './signature.ts';
import { isAllowedAddress, urlProblem, type Resolver } from './urlSafety.ts';
import { webhookSettingsFrom } from './webhookSettings.ts';

/** A resolver with fixed answers: no network in these tests. */
const names: Record<string, string[]> = {
  'hooks.shop.example': ['93.184.216.34'],
  'mixed.shop.example': ['93.184.216.34', '10.1.2.3'],
  'rebound.shop.example': ['127.0.0.1'],
  'six.shop.example': ['2606:4700::6810:85e5'],
};
const resolve: Resolver = async (host) => {
  const found = names[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};

describe('webhook URL rules', () => {
  it('accepts https URLs whose every address is public', async () => {
    expect(await urlProblem('https://hooks.shop.example/courier', false, resolve)).toBeUndefined();
    expect(await urlProblem('https://six.shop.example/', false, resolve)).toBeUndefined();
    expect(await urlProblem('https://93.184.216.34:8443/x', false, resolve)).toBeUndefined();
  });

  it('refuses private, loopback, link-local and reserved addresses, by name or by number', async () => {
    for (const url of [
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.0.10/',
      'https://127.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[fe80::1]/',
      'https://[fd12:3456::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://mixed.shop.example/',
      'https://rebound.shop.example/',
    ])
      expect([url, await urlProblem(url, false, resolve)]).toEqual([
        url,
        webhookMessages.privateAddress,
      ]);
  });

  it('wants https, no credentials, a host that resolves', async () => {
    expect(await urlProblem('http://hooks.shop.example/', false, resolve)).toBe(
      webhookMessages.httpsOnly,
    );
    expect(await urlProblem('ftp://hooks.shop.example/', false, resolve)).toBe(
      webhookMessages.httpsOnly,
    );
    expect(await urlProblem('https://u:p@hooks.shop.example/', false, resolve)).toBe(
      webhookMessages.credentials,
    );
    expect(await urlProblem('https://nowhere.shop.example/', false, resolve)).toBe(
      webhookMessages.unresolvable,
    );
    expect(await urlProblem('not a url', false, resolve)).toBe(webhookMessages.urlInvalid);
  });

  it('allows loopback (over http too) only with the test switch, and still no private network', async () => {
    expect(await urlProblem('http://127.0.0.1:4555/hook', true, resolve)).toBeUndefined();
    expect(await urlProblem('http://[::1]:4555/hook', true, resolve)).toBeUndefined();
    expect(await urlProblem('http://rebound.shop.example/', true, resolve)).toBeUndefined();
    expect(await urlProblem('https://10.0.0.1/', true, resolve)).toBe(
      webhookMessages.privateAddress,
    );
    expect(await urlProblem('http://hooks.shop.example/', true, resolve)).toBe(
      webhookMessages.httpsOnly,
    );
    expect(isAllowedAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedAddress('::ffff:127.0.0.1', true)).toBe(true);
  });

  it('reads its settings from WEBHOOKS_* with a day of retries by default', () => {
    const d = webhookSettingsFrom({});
    expect(d.allowLoopback).toBe(false);
    expect(d.timeoutMs).toBe(10_000);
    const total = d.retryDelaysMs.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThan(25);
    expect(d.disableAfterMs).toBe(24 * 3_600_000);
    const custom = webhookSettingsFrom({
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      WEBHOOKS_RETRY_DELAYS_SECONDS: '1,2.5',
      WEBHOOKS_TIMEOUT_SECONDS: '3',
      WEBHOOKS_DISABLE_AFTER_HOURS: '2',
    });
    expect(custom).toMatchObject({
      allowLoopback: true,
      retryDelaysMs: [1000, 2500],
      timeoutMs: 3000,
      disableAfterMs: 7_200_000,
    });
    expect(() => webhookSettingsFrom({ WEBHOOKS_RETRY_DELAYS_SECONDS: '1,x' })).toThrow();
  });
});

describe('Courier-Signature', () => {
  const secret = 'whsec_0123456789abcdef';
  const body = '{"id":"evt_1","type":"shipment.created","created":1,"data":{}}';

  it('verifies its own signature, and nothing else', () => {
    const now = Date.now();
    const header = signatureHeader(secret, body, Math.floor(now / 1000));
    expect(verifySignature(secret, header, body, 300, now)).toBe(true);
    expect(verifySignature(secret, header, Buffer.from(body), 300, now)).toBe(true);
    expect(verifySignature('whsec_other', header, body, 300, now)).toBe(false);
    expect(verifySignature(secret, header, `${body} `, 300, now)).toBe(false);
    expect(verifySignature(secret, undefined, body)).toBe(false);
    expect(verifySignature(secret, 't=abc,v1=00', body)).toBe(false);
    expect(verifySignature(secret, header.replace(/v1=.*/, 'v1='), body)).toBe(false);
  });

  it('refuses a signature older than the tolerance (a replay)', () => {
    const then = Math.floor(Date.now() / 1000) - 600;
    const header = signatureHeader(secret, body, then);
    expect(verifySignature(secret, header, body, 300)).toBe(false);
    expect(verifySignature(secret, header, body, 900)).toBe(true);
  });

  it('signs "<t>.<raw body>" with HMAC-SHA256, as docs/webhooks.md says', async () => {
    const { createHmac } = await import('node:crypto');
    const header = signatureHeader(secret, body, 1_700_000_000);
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
  });
});

describe('postWebhook', () => {
  it('connects only to allowed addresses, checking the name as it connects', async () => {
    const { createServer } = await import('node:http');
    const { postWebhook } = await import('./postWebhook.ts');
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(req.headers['courier-signature'] as string);
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const options = { timeoutMs: 2000, allowLoopback: true, resolve };
      // A name that resolves to loopback reaches the local server when loopback is allowed...
      const ok = await postWebhook(`http://rebound.shop.example:${port}/x`, '{}', 'k', options);
      expect(ok).toMatchObject({ statusCode: 204, error: '' });
      expect(verifySignature('k', hits[0], '{}')).toBe(true);
      // ...and is refused without the switch, as is a name re-pointed at a private address.
      const strict = { ...options, allowLoopback: false };
      const refused = await postWebhook(`http://rebound.shop.example:${port}/x`, '{}', 'k', strict);
      expect(refused.statusCode).toBeUndefined();
      expect(refused.error).toContain(webhookMessages.privateAddress);
      const mixed = await postWebhook(`https://mixed.shop.example/x`, '{}', 'k', options);
      expect(mixed.error).toContain(webhookMessages.privateAddress);
      const literal = await postWebhook(`http://127.0.0.1:${port}/x`, '{}', 'k', strict);
      expect(literal.error).toBe(webhookMessages.privateAddress);
      expect(hits).toHaveLength(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up after its time-out, and does not follow redirects', async () => {
    const { createServer } = await import('node:http');
    const { postWebhook } = await import('./postWebhook.ts');
    const server = createServer((req, res) => {
      if (req.url === '/moved') res.writeHead(302, { location: '/elsewhere' }).end();
      // /slow never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const options = { timeoutMs: 300, allowLoopback: true, resolve };
      const slow = await postWebhook(`http://127.0.0.1:${port}/slow`, '{}', 'k', options);
      expect(slow.statusCode).toBeUndefined();
      expect(slow.error).toMatch(/No answer/);
      expect(slow.durationMs).toBeGreaterThanOrEqual(250);
      const moved = await postWebhook(`http://127.0.0.1:${port}/moved`, '{}', 'k', options);
      expect(moved).toMatchObject({ statusCode: 302, error: 'HTTP 302' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
