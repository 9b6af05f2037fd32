import { createServer } from 'node:net';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Test-only import of the simulator (allowed for apps/api test files by eslint.config.js).
import {
  startMessagingSimulator,
  twilioSignature,
  whatsappSignature,
  type MessagingSimulator,
} from '../../../../mock-api/src/messagingSimulator/server.ts';
import { messageDeliveries, messageStatusEvents } from '../../db/schema/index.ts';
import { publicBooking, serviceId } from '../../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';
import { MESSAGE_STATUS_PATH } from './statusRoutes.ts';

/**
 * The whole path on a listening app: a booking's phone messages go to the simulated gateways
 * (WhatsApp for the receiver, Twilio SMS for the sender), and the gateways' signed delivery
 * reports come back to the API and are recorded.
 */
const TWILIO = { accountSid: 'ACphone', authToken: 'twilio-phone-token' };
const WHATSAPP = { phoneNumberId: '9650001', token: 'wa-phone-token', appSecret: 'wa-app-secret' };
const NOT_ON_WHATSAPP = '+96555500001';

let t: TestApp;
let sim: MessagingSimulator;
let base: string;
let service: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  sim = await startMessagingSimulator({
    twilio: TWILIO,
    whatsapp: WHATSAPP,
    http: { token: 'unused' },
    slowMs: 500,
    notOnWhatsapp: [NOT_ON_WHATSAPP],
    whatsappWebhookUrl: `${base}${MESSAGE_STATUS_PATH}/whatsapp`,
  });
  t = await startTestApp({
    publicUrl: base,
    messaging: {
      sms: { provider: 'twilio', baseUrl: sim.url, ...TWILIO, from: { From: 'Courier' } },
      whatsapp: { baseUrl: sim.url, ...WHATSAPP, verifyToken: 'meta-verify' },
      timeoutMs: 2_000,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  service = await serviceId(t, 'Express Parcel');
});
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

let bookings = 0;
async function book(overrides: Record<string, unknown>, language = 'en'): Promise<string> {
  bookings += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/create_shipment',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    payload: JSON.stringify(
      publicBooking(service, { special_instruction: `Phone booking ${bookings}`, ...overrides }),
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { shipment_no: string }).shipment_no;
}

const phoneDeliveries = (awb: string) =>
  t.db
    .select()
    .from(messageDeliveries)
    .where(like(messageDeliveries.key, `shipment:${awb}:%:sms:%`));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await t.drainJobs();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('phone messages through the gateways', () => {
  it('sends the receiver a WhatsApp template and the sender an SMS, and records delivery', async () => {
    const awb = await book({ receiver_mobile: '+96550001234' }, 'ar');
    await t.drainJobs();
    const rows = await until(
      () => phoneDeliveries(awb),
      (r) => r.length === 2,
    );
    const byRole = Object.fromEntries(rows.map((r) => [r.key.split(':').at(-1), r]));
    expect(byRole.receiver).toMatchObject({ recipient: '+96550001234' });
    expect(byRole.receiver!.via).toMatch(/^whatsapp:wamid\./);
    expect(byRole.sender!.via).toMatch(/^twilio:SM/);

    const whatsapp = sim.messages().find((m) => `whatsapp:${m.id}` === byRole.receiver!.via)!;
    expect(whatsapp.template).toEqual({ name: 'shipment_booked', language: 'ar' });
    expect(whatsapp.text).toContain(awb);
    expect(whatsapp.text).toContain('قام Acme Trading بحجز شحنة إليك');
    const sms = sim.messages().find((m) => `twilio:${m.id}` === byRole.sender!.via)!;
    expect(sms.to).toBe('+96522223333');
    expect(sms.text).toContain(awb);

    // The gateways report back (signed) and each report is kept once.
    const vias = [byRole.receiver!.via, byRole.sender!.via];
    const reports = await until(
      () => t.db.select().from(messageStatusEvents).where(inArray(messageStatusEvents.via, vias)),
      (r) => r.filter((e) => e.status === 'delivered').length === 2,
    );
    expect(reports.map((r) => `${r.via.split(':')[0]} ${r.status}`).sort()).toEqual([
      'twilio delivered',
      'twilio sent',
      'whatsapp delivered',
      'whatsapp sent',
    ]);
  });

  it('falls back to SMS when the receiver is not on WhatsApp, and keeps the refusal', async () => {
    const awb = await book({ receiver_mobile: NOT_ON_WHATSAPP });
    const rows = await until(
      () => phoneDeliveries(awb),
      (r) => r.length === 2,
    );
    const receiver = rows.find((r) => r.key.endsWith(':receiver'))!;
    expect(receiver.via).toMatch(/^twilio:SM/);
    expect(sim.messages().filter((m) => m.to === NOT_ON_WHATSAPP && m.text.includes(awb))).toEqual([
      expect.objectContaining({ provider: 'twilio' }),
    ]);
    const [refusal] = await t.db
      .select()
      .from(messageStatusEvents)
      .where(eq(messageStatusEvents.via, `whatsapp:${receiver.key}`));
    expect(refusal).toMatchObject({ status: 'refused', errorCode: '131026' });
  });

  it('keeps messages queued while the gateway is down, then sends each once', async () => {
    sim.setMode('error');
    const awb = await book({ receiver_mobile: '+96550004321' });
    await t.drainJobs();
    expect(await phoneDeliveries(awb)).toHaveLength(0);
    sim.setMode('normal');
    const rows = await until(
      () => phoneDeliveries(awb),
      (r) => r.length === 2,
    );
    expect(rows).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await t.drainJobs();
    expect(sim.messages().filter((m) => m.text.includes(awb))).toHaveLength(2);
  });
});

describe('delivery reports', () => {
  const post = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${base}${MESSAGE_STATUS_PATH}/${path}`, { method: 'POST', headers, body });

  it('refuses unsigned and forged reports and records nothing', async () => {
    const fields = new URLSearchParams({ MessageSid: 'SMforged', MessageStatus: 'delivered' });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await post('twilio', fields.toString(), form)).status).toBe(403);
    const forged = twilioSignature('not-the-token', `${base}${MESSAGE_STATUS_PATH}/twilio`, fields);
    expect(
      (await post('twilio', fields.toString(), { ...form, 'x-twilio-signature': forged })).status,
    ).toBe(403);
    const json = JSON.stringify({
      entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.forged', status: 'read' }] } }] }],
    });
    expect(
      (
        await post('whatsapp', json, {
          'content-type': 'application/json',
          'x-hub-signature-256': whatsappSignature('wrong-secret', json),
        })
      ).status,
    ).toBe(403);
    const kept = await t.db
      .select()
      .from(messageStatusEvents)
      .where(inArray(messageStatusEvents.via, ['twilio:SMforged', 'whatsapp:wamid.forged']));
    expect(kept).toEqual([]);
  });

  it("answers Meta's subscription check only with the verify token", async () => {
    const check = (token: string) =>
      fetch(
        `${base}${MESSAGE_STATUS_PATH}/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=12345`,
      );
    const good = await check('meta-verify');
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('12345');
    expect((await check('guess')).status).toBe(403);
  });

  it('records a repeated report once', async () => {
    const json = JSON.stringify({
      entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.twice', status: 'read' }] } }] }],
    });
    const headers = {
      'content-type': 'application/json',
      'x-hub-signature-256': whatsappSignature(WHATSAPP.appSecret, json),
    };
    expect((await post('whatsapp', json, headers)).status).toBe(200);
    expect((await post('whatsapp', json, headers)).status).toBe(200);
    const kept = await t.db
      .select()
      .from(messageStatusEvents)
      .where(eq(messageStatusEvents.via, 'whatsapp:wamid.twice'));
    expect(kept).toHaveLength(1);
  });
});

describe('STOP and START written to our WhatsApp number', () => {
  const inbound = (from: string, text: string) => {
    const json = JSON.stringify({
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: { messages: [{ from: from.slice(1), type: 'text', text: { body: text } }] },
            },
          ],
        },
      ],
    });
    return fetch(`${base}${MESSAGE_STATUS_PATH}/whatsapp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': whatsappSignature(WHATSAPP.appSecret, json),
      },
      body: json,
    });
  };
  const receiverVia = async (awb: string) => {
    const rows = await until(
      () => phoneDeliveries(awb),
      (r) => r.length === 2,
    );
    return rows.find((r) => r.key.endsWith(':receiver'))?.via;
  };

  it('stops every phone message to that number, in Arabic too, until START', async () => {
    const number = '+96550007777';
    expect((await inbound(number, ' إيقاف ')).status).toBe(200);
    const stopped = await book({ receiver_mobile: number });
    expect(await receiverVia(stopped)).toBe('skipped');
    expect(sim.messages().filter((m) => m.to === number)).toEqual([]);

    expect((await inbound(number, 'START')).status).toBe(200);
    const again = await book({ receiver_mobile: number });
    expect(await receiverVia(again)).toMatch(/^whatsapp:wamid\./);
  });

  it('reads no other words as a choice', async () => {
    const number = '+96550008888';
    await inbound(number, 'please stop by at 5');
    expect(await receiverVia(await book({ receiver_mobile: number }))).toMatch(/^whatsapp:/);
  });
});
