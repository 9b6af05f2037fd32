import { inMessageLanguage } from './messageLanguage.ts';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { MAX_BOOKING_PIECES, requestLimitMessages } from '@courier/domain/requestLimits';
import { line, publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import type * as LabelsPdf from '../labels/renderPieceLabelsPdf.ts';

/*
 * No single request may hold the event loop: while each costly request of the hardening review
 * is sent to a real listening server, /healthz is asked again and again over real HTTP and its
 * slowest answer is kept. The goal is 100 ms; the test's bound is generous for a busy 2-core
 * machine (the old code held /healthz for 2.5 to 41 seconds on these requests).
 */
const HEALTHZ_BOUND_MS = 750;

/** How often the labels were drawn (the route keeps what it drew). */
const drawn = vi.hoisted(() => ({ labels: 0 }));
vi.mock('../labels/renderPieceLabelsPdf.ts', async (importOriginal) => {
  const real = await importOriginal<typeof LabelsPdf>();
  return {
    ...real,
    renderPieceLabelsPdf: (...args: Parameters<typeof real.renderPieceLabelsPdf>) => {
      drawn.labels += 1;
      return real.renderPieceLabelsPdf(...args);
    },
  };
});

let t: TestApp;
let origin = '';
let parcel = '';

beforeAll(async () => {
  // Every limit out of the way but the byte count of uploads, which an empty upload once hung on.
  const generous = 100_000;
  t = await startTestApp({
    rateLimits: {
      bookingsPerHour: generous,
      paymentsPerHour: generous,
      enquiriesPerHour: generous,
      trackingPerMinute: generous,
      otherPerMinute: generous,
      uploadBytesPerHour: 1024 * 1024 * 1024,
      documentsPerMinute: generous,
      unknownPathsPerMinute: generous,
      apiKeyPerMinute: generous,
      invitationsPerHour: generous,
    },
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  parcel = await serviceId(t, 'Express Parcel');
});
afterAll(async () => t?.close());

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One real HTTP request; a server that answers early and closes while we still write is fine. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
  timeoutMs = Number(process.env.REQUEST_COST_TIMEOUT_MS ?? 20_000),
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
        }),
      );
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    // EPIPE/ECONNRESET after an early answer: the answer (or the timeout) still settles it.
    req.on('error', (err) => reject(err));
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks /healthz again and again until stopped; answers the slowest round trip in ms. */
function probeHealthz(): { stop: () => Promise<number> } {
  let running = true;
  let worstMs = 0;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await send('GET', '/healthz');
      expect(answer.status).toBe(200);
      worstMs = Math.max(worstMs, performance.now() - started);
      await pause(5);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await probe;
      return worstMs;
    },
  };
}

/**
 * Runs `work` while /healthz is asked in a loop; returns what the work gave, the slowest /healthz
 * answer meanwhile, and the bound it must stay under: HEALTHZ_BOUND_MS, or more on a machine so
 * busy that /healthz is that slow with nothing else to do (measured just before, for a second).
 */
async function healthzDuring<T>(
  name: string,
  work: () => Promise<T>,
): Promise<{ result: T; worstMs: number; boundMs: number; workMs: number }> {
  const idle = probeHealthz();
  await pause(1000);
  const idleMs = await idle.stop();
  const busy = probeHealthz();
  // The probe is under way before the costly request leaves.
  await pause(20);
  const workStarted = performance.now();
  let workMs = 0;
  const settled = await work().then(
    // One more probe after the answer: a cost paid after replying still shows.
    async (result) => {
      workMs = performance.now() - workStarted;
      return pause(30).then(() => ({ result }));
    },
    (error: unknown) => ({ error }),
  );
  const worstMs = await busy.stop();
  if ('error' in settled) throw settled.error;
  const { result } = settled;
  const boundMs = Math.max(HEALTHZ_BOUND_MS, 8 * idleMs);
  console.info(
    `/healthz during ${name}: slowest ${Math.round(worstMs)} ms (idle ${Math.round(idleMs)} ms)`,
  );
  return { result, worstMs, boundMs, workMs };
}

const json = { 'content-type': 'application/json' };
/** One small box per line: a booking of many light pieces that the service carries. */
const smallBox = () =>
  line({
    weight: '0.1',
    length: '10',
    width: '10',
    height: '10',
    volume_weight: '0.2',
    qty: '1',
    item_value: '1',
    item_total_value: '1',
  });

/** {"0":"","1":"",...,"jam0":""}: a flat object of `keys` short keys, as one string. */
function manyKeys(keys: number): string {
  const parts: string[] = [];
  for (let i = 0; i < keys; i++) parts.push(`"${i.toString(36)}":""`);
  return `{${parts.join(',')}}`;
}

describe('a costly request does not hold the event loop', () => {
  it('create_shipment with 100,000 item lines is refused at the first line too many', async () => {
    const items = `[${Array.from({ length: 100_000 }, () => '{}').join(',')}]`;
    const booking = JSON.stringify(publicBooking(parcel)).replace(
      /"shipment_items":\[[^\]]*\]/,
      `"shipment_items":${items}`,
    );
    // The route's first request compiles its code paths: once per process, not per request.
    expect((await send('POST', '/api/website/create_shipment', json, '{}')).status).toBe(400);
    const { result, worstMs, boundMs } = await healthzDuring('create_shipment 100,000 lines', () =>
      send('POST', '/api/website/create_shipment', json, booking),
    );
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({
      Status: 'Error',
      Message: requestLimitMessages.pieces,
    });
    expect(worstMs).toBeLessThan(boundMs);
  });

  it('contact_us with an 8 MB object of 840k keys is refused before it is parsed', async () => {
    const body = manyKeys(840_000);
    // Under the old server-wide limit of 8 MB: the old code parsed and cleaned every field.
    expect(body.length).toBeGreaterThan(7_500_000);
    expect(body.length).toBeLessThan(8 * 1024 * 1024);
    const { result, worstMs, boundMs } = await healthzDuring('contact_us 840k keys', () =>
      send('POST', '/api/website/contact_us', json, body),
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({
      Status: 'Error',
      Message: 'The request is too large.',
    });
    expect(worstMs).toBeLessThan(boundMs);
  });

  it('an unknown path never reads its body: 8 MB of keys, or not JSON at all, is a plain 404', async () => {
    const body = manyKeys(840_000);
    const { result, worstMs, boundMs } = await healthzDuring('unknown path 8 MB', () =>
      send('POST', '/api/website/no_such_call', json, body),
    );
    expect(result.status).toBe(404);
    expect(worstMs).toBeLessThan(boundMs);
    // Had the body been parsed, this would be the 400 of JSON that is not valid.
    const broken = await send('POST', '/api/website/no_such_call', json, '{"not json');
    expect([broken.status, JSON.parse(broken.body)]).toEqual([
      404,
      { Status: 'Error', Message: 'Not found.' },
    ]);
  });

  it(`a booking holds at most ${MAX_BOOKING_PIECES} pieces, said in English and Arabic`, async () => {
    const lines = Array.from({ length: 600 }, smallBox);
    const body = JSON.stringify(publicBooking(parcel, { shipment_items: lines }));
    const english = await send('POST', '/api/website/create_shipment', json, body);
    expect([english.status, JSON.parse(english.body)]).toEqual([
      400,
      {
        Status: 'Error',
        Message: requestLimitMessages.pieces,
        errors: { shipment_items: requestLimitMessages.pieces },
      },
    ]);
    expect(requestLimitMessages.pieces).toContain(String(MAX_BOOKING_PIECES));
    const arabic = await send(
      'POST',
      '/api/website/create_shipment',
      { ...json, 'accept-language': 'ar' },
      body,
    );
    const message = (JSON.parse(arabic.body) as { Message: string }).Message;
    expect(message).toBe(inMessageLanguage('ar', () => requestLimitMessages.pieces));
    expect(message).not.toBe(requestLimitMessages.pieces);
    expect(message).toMatch(/[\u0600-\u06FF]/);
  });

  it('the A4 labels of the largest booking are drawn a label at a time, and once', async () => {
    const book = async (lines: unknown[]) => {
      const booked = await send(
        'POST',
        '/api/website/create_shipment',
        json,
        JSON.stringify(publicBooking(parcel, { shipment_items: lines })),
      );
      expect(booked.status).toBe(200);
      return endpoints.create_shipment.success.parse(JSON.parse(booked.body)).documents!;
    };
    // Fonts and barcode tables load on the first document a process draws: once, not per label.
    expect((await send('GET', (await book([smallBox()])).label_a4_url)).status).toBe(200);
    const docs = await book(Array.from({ length: MAX_BOOKING_PIECES }, smallBox));
    const first = await healthzDuring('A4 labels of 99 pieces', () =>
      send('GET', docs.label_a4_url),
    );
    expect(first.result.status).toBe(200);
    expect(first.result.headers['content-type']).toBe('application/pdf');
    // Drawn in one go, /healthz waits for the whole drawing (the old code: slowest /healthz =
    // the whole download); a label at a time, for one label.
    console.info(`A4 labels of 99 pieces: ${Math.round(first.workMs)} ms in all`);
    expect(first.worstMs).toBeLessThan(first.workMs / 2);
    // Kept: the next downloads are the same bytes, not drawn again. The count moved while the
    // labels were drawn, so the counting stand-in is in place (not bypassed by a module graph
    // shared with an earlier file).
    const drawnBefore = drawn.labels;
    expect(drawnBefore).toBeGreaterThan(0);
    const again = await Promise.all([
      send('GET', docs.label_a4_url),
      send('GET', docs.label_a4_url),
    ]);
    for (const answer of again) expect(answer.body).toBe(first.result.body);
    expect(drawn.labels).toBe(drawnBefore);
  });
});

describe('an upload call with an empty body', () => {
  it('is answered 400 in the envelope at once, multipart or not, 50 at a time', async () => {
    const empty = (path: string, type: string) =>
      send(
        'POST',
        `/api/website/${path}`,
        { 'content-type': type, 'content-length': '0' },
        '',
        // Generous for a busy machine; the old code never answered at all.
        20_000,
      );
    const calls = [];
    for (let i = 0; i < 25; i++) {
      calls.push(empty('create_shipment', 'multipart/form-data; boundary=x'));
      calls.push(empty('career_apply', 'multipart/form-data; boundary=x'));
    }
    const answers = await Promise.all(calls);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ Status: 'Error' });
    }
    const plain = await empty('career_apply', 'application/json');
    expect([plain.status, JSON.parse(plain.body)]).toEqual([
      400,
      { Status: 'Error', Message: 'The request body is empty.' },
    ]);
  });
});
