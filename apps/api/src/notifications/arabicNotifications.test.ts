import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments, smsOutbox } from '../db/schema/index.ts';
import { publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, TEST_SECRETS, type TestApp } from '../testing/testApp.ts';
import { signOptOutToken } from './optOutToken.ts';
import { decodeBody } from '../testing/mimeBody.ts';

/** A booking's customer messages are in the language of the request that made it. */
const OPS_TOKEN = 'ops-token-for-tests-0123456789-abcdef';
let t: TestApp;
let service: string;

beforeAll(async () => {
  t = await startTestApp({ shipping: { ...loadShippingConfig({}), opsToken: OPS_TOKEN } });
  service = await serviceId(t, 'Express Parcel');
});
afterAll(async () => t?.close());

let bookings = 0;
/** A public booking sent with these headers (bodies differ: identical ones are one booking). */
async function book(headers: Record<string, string>): Promise<string> {
  bookings += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/create_shipment',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(
      publicBooking(service, {
        special_instruction: `Language booking ${bookings}`,
        receiver_email: 'ravi@globex.example',
      }),
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { shipment_no: string }).shipment_no;
}

const scan = (awb: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/shipments/${awb}/events`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    payload: JSON.stringify({ status, location: 'Kuwait City', remarks: 'Door closed' }),
  });

const languageOf = async (awb: string) =>
  (
    await t.db
      .select({ language: shipments.language })
      .from(shipments)
      .where(eq(shipments.awb, awb))
  )[0]?.language;

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** RFC 2047 encoded words (nodemailer writes a UTF-8 subject as base64 or Q words). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** The outbox's .eml files, parsed as far as these checks need (multipart/alternative). */
async function mails(): Promise<Mail[]> {
  const dir = join(t.config.dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names.map(async (name) => {
      const raw = (await readFile(join(dir, name), 'utf8')).replace(/\r\n/g, '\n');
      const headerEnd = raw.indexOf('\n\n');
      const headers = raw.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
      const header = (field: string) =>
        new RegExp(`^${field}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
      const boundary = /boundary="?([^";]+)"?/i.exec(headers)?.[1] ?? '';
      const parts: Record<string, string> = {};
      for (const part of raw.split(`--${boundary}`).slice(1)) {
        const at = part.indexOf('\n\n');
        const partHeaders = part.slice(0, at);
        const type = /content-type: text\/(plain|html)/i.exec(partHeaders)?.[1];
        const encoding = /content-transfer-encoding: (\S+)/i.exec(partHeaders)?.[1] ?? '7bit';
        if (type) parts[type] = decodeBody(part.slice(at + 2).trim(), encoding.toLowerCase());
      }
      return {
        to: header('To'),
        subject: decodeHeader(header('Subject')),
        text: parts.plain ?? '',
        html: parts.html ?? '',
      };
    }),
  );
}

const mailTo = async (to: string, subject: string) =>
  (await mails()).filter((m) => m.to === to && m.subject === subject);

describe('customer messages in the booking language', () => {
  it('a booking with Accept-Language: ar sends Arabic e-mails and SMS', async () => {
    const awb = await book({ 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.8' });
    expect(await languageOf(awb)).toBe('ar');
    await t.drainJobs();
    const subject = `تم حجز الشحنة ${awb} - Courier Express`;
    const [sender] = await mailTo('amal@example.com', subject);
    expect(sender, 'the Arabic booking e-mail to the sender').toBeDefined();
    expect(sender!.html).toContain('<html lang="ar" dir="rtl">');
    expect(sender!.html).toContain(`<span dir="ltr">${awb}</span>`);
    expect(sender!.html).toContain(`https://courier.test/ar/order-tracking?tracking_number=${awb}`);
    expect(sender!.html).toMatch(
      /https:\/\/courier\.test\/api\/website\/label\/\d+\.\d+\.[\w-]+\.pdf/,
    );
    expect(sender!.html).toContain('تنزيل ملصق الشحنة (PDF)');
    // The text part: Arabic sentences, the AWB and links as they are, no markup.
    expect(sender!.text).toContain(`تم حجز الشحنة ${awb}`);
    expect(sender!.text).toContain(`رقم بوليصة الشحن: ${awb}`);
    expect(sender!.text).toContain(
      `تتبّع الشحنة: https://courier.test/ar/order-tracking?tracking_number=${awb}`,
    );
    expect(sender!.text).not.toMatch(/<\/?(?:span|bdi|p|td|a)\b/);
    const [receiver] = await mailTo('ravi@globex.example', subject);
    expect(receiver!.text).toContain('شحنة مُرسلة إليك');
    const sms = await t.db
      .select()
      .from(smsOutbox)
      .where(sql`${smsOutbox.key} like ${`shipment:${awb}:%`}`);
    expect(sms).toHaveLength(2);
    for (const message of sms) expect(message.body.startsWith(`تم حجز الشحنة ${awb}`)).toBe(true);
  });

  it('the lang cookie decides over Accept-Language, both ways', async () => {
    const arabic = await book({ cookie: 'lang=ar', 'accept-language': 'en-US,en;q=0.9' });
    const english = await book({ cookie: 'other=1; lang=en', 'accept-language': 'ar' });
    expect(await languageOf(arabic)).toBe('ar');
    expect(await languageOf(english)).toBe('en');
    await t.drainJobs();
    expect(
      await mailTo('amal@example.com', `تم حجز الشحنة ${arabic} - Courier Express`),
    ).toHaveLength(1);
    const [mail] = await mailTo(
      'amal@example.com',
      `Shipment ${english} is booked - Courier Express`,
    );
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.html).toContain(`https://courier.test/order-tracking?tracking_number=${english}`);
  });

  it('status messages follow the shipment, whoever scans it', async () => {
    const arabic = await book({ 'accept-language': 'ar' });
    const english = await book({});
    expect(await languageOf(english)).toBe('en');
    for (const awb of [arabic, english]) {
      for (const status of ['picked_up', 'out_for_delivery'])
        expect((await scan(awb, status)).statusCode).toBe(201);
    }
    expect((await scan(arabic, 'exception')).statusCode).toBe(201);
    await t.drainJobs();
    const [ofd] = await mailTo(
      'amal@example.com',
      `الشحنة ${arabic} خرجت للتوصيل - Courier Express`,
    );
    expect(ofd!.html).toContain('dir="rtl"');
    expect(ofd!.html).not.toContain('/api/website/label/');
    const [exception] = await mailTo(
      'ravi@globex.example',
      `الشحنة ${arabic} تحتاج إلى متابعة - Courier Express`,
    );
    expect(exception!.text).toContain('آخر المستجدات: Door closed');
    expect(
      await mailTo('amal@example.com', `Shipment ${english} is out for delivery - Courier Express`),
    ).toHaveLength(1);
  });

  it('the opt-out link of an Arabic shipment answers in Arabic and still works', async () => {
    const awb = await book({ 'accept-language': 'ar' });
    const url = `/api/notifications/opt-out/${signOptOutToken(awb, TEST_SECRETS.LABEL_TOKEN_SECRET)}`;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain(`<span dir="ltr">${awb}</span>`);
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('تم إيقاف الإشعارات');
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/opt-out/nonsense',
      headers: { 'accept-language': 'ar' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('هذا الرابط غير صالح');
  });
});
