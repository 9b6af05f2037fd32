import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Test-only import of the simulator (allowed for apps/api test files by eslint.config.js).
import {
  startMessagingSimulator,
  type MessagingSimulator,
} from '../../../../mock-api/src/messagingSimulator/server.ts';
import { GatewayUnavailableError } from './gatewayCall.ts';
import { fillBody, httpSmsProvider } from './httpSms.ts';
import { messagingConfigFrom, type HttpSmsConfig, type TwilioConfig } from './messagingConfig.ts';
import { twilioSmsProvider } from './twilioSms.ts';
import { whatsappMessageOf, whatsappSender } from './whatsapp.ts';
import type { NotificationFacts } from '../templates.ts';

const CREDENTIALS = {
  twilio: { accountSid: 'ACtest', authToken: 'twilio-token' },
  whatsapp: { phoneNumberId: '555000', token: 'wa-token', appSecret: 'wa-secret' },
  http: { token: 'gw-token' },
};
let sim: MessagingSimulator;

beforeAll(async () => {
  sim = await startMessagingSimulator({
    ...CREDENTIALS,
    slowMs: 1_000,
    notOnWhatsapp: ['+96555500000'],
  });
});
afterAll(async () => sim?.close());

const twilio = (authToken = CREDENTIALS.twilio.authToken): TwilioConfig => ({
  provider: 'twilio',
  baseUrl: sim.url,
  accountSid: CREDENTIALS.twilio.accountSid,
  authToken,
  from: { From: 'Courier' },
});
const generic = (): HttpSmsConfig => ({
  provider: 'http',
  url: `${sim.url}/sms/send`,
  authorization: `Bearer ${CREDENTIALS.http.token}`,
  bodyTemplate: { to: '{{to}}', text: '{{text}}', meta: { ref: '{{key}}', sender: '{{from}}' } },
  from: 'Courier',
  idField: 'id',
});
const whatsapp = () =>
  whatsappSender({ baseUrl: sim.url, ...CREDENTIALS.whatsapp, verifyToken: 'verify' }, 2_000);

const facts = (language: 'en' | 'ar'): NotificationFacts => ({
  status: 'out_for_delivery',
  awb: '70012345678',
  role: 'receiver',
  senderName: 'متجر النور',
  receiverName: 'Ravi',
  destination: 'Kuwait City, Kuwait',
  remarks: '',
  trackingUrl: 'https://courier.test/ar/order-tracking?tracking_number=70012345678',
  optOutUrl: 'https://courier.test/api/notifications/opt-out/x',
  language,
});

/** Runs `work` in a given simulator mode, then puts it back to normal. */
async function inMode<T>(
  mode: Parameters<MessagingSimulator['setMode']>[0],
  work: () => Promise<T>,
) {
  sim.setMode(mode);
  try {
    return await work();
  } finally {
    sim.setMode('normal');
  }
}

describe('Twilio SMS', () => {
  const message = { key: 'shipment:1:sms:receiver:booked', to: '+96550001234', body: 'Hello' };

  it('sends and names the message by its SID', async () => {
    const sent = await twilioSmsProvider(twilio(), 2_000, 'https://courier.test/cb').send(message);
    expect(sent.via).toMatch(/^twilio:SM[0-9a-f]{32}$/);
    expect(sent.refused).toBeUndefined();
    const kept = sim.messages().find((m) => `twilio:${m.id}` === sent.via);
    expect(kept).toMatchObject({ provider: 'twilio', to: '+96550001234', text: 'Hello' });
  });

  it('records a refusal of the number without retrying it', async () => {
    const sent = await inMode('refuse', () =>
      twilioSmsProvider(twilio(), 2_000, 'https://courier.test/cb').send(message),
    );
    expect(sent).toMatchObject({ via: 'refused:twilio:21211', refused: { code: '21211' } });
  });

  it('throws (the queue retries) on a time-out, a 500 and a wrong token', async () => {
    const provider = twilioSmsProvider(twilio(), 200, 'https://courier.test/cb');
    await expect(inMode('slow', () => provider.send(message))).rejects.toThrow(/timed out/);
    await expect(inMode('error', () => provider.send(message))).rejects.toThrow(/500/);
    const wrong = twilioSmsProvider(twilio('wrong'), 2_000, 'https://courier.test/cb');
    await expect(wrong.send(message)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('generic HTTP SMS gateway', () => {
  it('fills the body template, JSON-safe', () => {
    expect(
      fillBody(
        { to: '{{to}}', text: 'Msg: {{text}}', n: 3, list: ['{{key}}'] },
        { to: '+965', text: 'say "hi"\n', key: 'k1', from: 'C' },
      ),
    ).toEqual({ to: '+965', text: 'Msg: say "hi"\n', n: 3, list: ['k1'] });
  });

  it('sends, refuses and times out as the gateway answers', async () => {
    const provider = httpSmsProvider(generic(), 200);
    const message = { key: 'k2', to: '+96550009999', body: 'مرحبا "x"' };
    const sent = await provider.send(message);
    expect(sent.via).toMatch(/^http:gw-[0-9a-f]{16}$/);
    expect(sim.messages().at(-1)).toMatchObject({ to: '+96550009999', text: 'مرحبا "x"' });
    expect(await inMode('refuse', () => provider.send(message))).toMatchObject({
      refused: { code: '400' },
    });
    await expect(inMode('slow', () => provider.send(message))).rejects.toThrow(/timed out/);
  });
});

describe('WhatsApp Cloud API', () => {
  it('sends the Arabic template with the shipment facts', async () => {
    const sent = await whatsapp().send(whatsappMessageOf('+96550001234', facts('ar')));
    expect(sent.via).toMatch(/^whatsapp:wamid\./);
    const kept = sim.messages().find((m) => `whatsapp:${m.id}` === sent.via)!;
    expect(kept.template).toEqual({ name: 'shipment_out_for_delivery', language: 'ar' });
    expect(kept.text).toBe(
      'شحنتك 70012345678 من متجر النور في طريقها إليك اليوم. تتبّعها من هنا: https://courier.test/ar/order-tracking?tracking_number=70012345678',
    );
  });

  it('is refused for a number not on WhatsApp, and for a missing template', async () => {
    expect(await whatsapp().send(whatsappMessageOf('+96555500000', facts('en')))).toMatchObject({
      refused: { code: '131026' },
    });
    expect(
      await inMode('refuse', () => whatsapp().send(whatsappMessageOf('+96550001234', facts('en')))),
    ).toMatchObject({ refused: { code: '132001' } });
  });
});

describe('configuration', () => {
  it('is the outbox by default and refuses half-set or insecure gateways', () => {
    expect(messagingConfigFrom({}).sms).toEqual({ provider: 'outbox' });
    expect(messagingConfigFrom({}).whatsapp).toBeUndefined();
    expect(() => messagingConfigFrom({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() =>
      messagingConfigFrom({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://gw.example/send' }),
    ).toThrow(/https/);
    expect(() =>
      messagingConfigFrom({
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://gw/x',
        SMS_HTTP_BODY: '{',
      }),
    ).toThrow(/JSON/);
    expect(() => messagingConfigFrom({ WHATSAPP_TOKEN: 't' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => messagingConfigFrom({ SMS_PROVIDER: 'pigeon' })).toThrow(/outbox, twilio or http/);
  });
});
