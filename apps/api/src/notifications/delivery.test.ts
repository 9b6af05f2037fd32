import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDeliveries } from '../db/schema/index.ts';
import { publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/** A port nothing listens on yet: SMTP is "down" until the server below takes it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Received {
  to: string[];
  messageId: string;
}

/** A tiny SMTP sink: records each message; refuses for ever any recipient whose address has "dead". */
function smtpSink(received: Received[]) {
  return new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.includes('dead'))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
}

let t: TestApp;
let port: number;
let server: SMTPServer | undefined;
const received: Received[] = [];

beforeAll(async () => {
  port = await freePort();
  t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const stateOf = async (key: string, queue = 'email') => {
  const result = (await t.db.execute(
    sql`select state from pgboss.job where name = ${queue} and data->>'key' = ${key}`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows.map((r) => r.state);
};

/** Drains until `done` holds (retries wait out their back-off), at most `seconds`. */
async function drainUntil(done: () => Promise<boolean>, seconds = 30): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    await t.drainJobs();
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the queue did not get there in time');
}

describe('SMTP down, then up', () => {
  it('keeps the e-mails queued while SMTP cannot be reached, then delivers each exactly once', async () => {
    const service = await serviceId(t, 'Express Parcel');
    const booked = await t.post(
      'create_shipment',
      publicBooking(service, { receiver_email: 'ravi@globex.example' }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const awb = (booked.json() as { shipment_no: string }).shipment_no;
    const prefix = `shipment:${awb}:event:`;
    await t.drainJobs();
    // Nothing sent, nothing lost: the jobs (sender, receiver, staff) wait for a retry.
    const pending = (await t.db.execute(
      sql`select data->>'key' as key, state from pgboss.job where name = 'email' and (data->>'key' like ${`${prefix}%`} or data->>'key' like 'message:staff:booking:%')`,
    )) as unknown as { rows: { key: string; state: string }[] };
    const ours = pending.rows;
    expect(ours).toHaveLength(3);
    expect(ours.every((r) => r.state === 'retry')).toBe(true);
    expect(received).toHaveLength(0);

    server = smtpSink(received);
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    const ourKeys = ours.map((r) => r.key);
    await drainUntil(async () => {
      const states = (await Promise.all(ourKeys.map((k) => stateOf(k)))).flat();
      return states.every((s) => s === 'completed');
    });
    // Later drains and pollers find nothing more to send.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await t.drainJobs();

    const recipients = received.flatMap((r) => r.to).sort();
    expect(recipients).toEqual(['amal@example.com', 'ravi@globex.example', t.config.staffEmail]);
    const ids = received.map((r) => r.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await t.db
      .select()
      .from(messageDeliveries)
      .where(sql`${messageDeliveries.key} in ${ourKeys}`);
    expect(rows.map((r) => r.via)).toEqual(['smtp', 'smtp', 'smtp']);
  });

  it('dead-letters a message SMTP keeps refusing, after its retries', async () => {
    const service = await serviceId(t, 'Express Parcel');
    const booked = await t.post(
      'create_shipment',
      publicBooking(service, {
        receiver_email: 'dead@globex.example',
        special_instruction: 'to a mailbox that refuses',
      }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const deadAwb = (booked.json() as { shipment_no: string }).shipment_no;
    const find = async (queue: string) =>
      (
        (await t.db.execute(
          sql`select state, retry_count from pgboss.job where name = ${queue} and data->>'awb' = ${deadAwb} and data->>'role' = 'receiver' and data->>'channel' = 'email'`,
        )) as unknown as { rows: { state: string; retry_count: number }[] }
      ).rows;
    await drainUntil(async () => (await find('email-dead')).length > 0, 45);
    const [original] = await find('email');
    // retryLimit 2 in tests: the first attempt and two retries, then the dead letter.
    expect(original).toMatchObject({ state: 'failed', retry_count: 2 });
    expect(await find('email-dead')).toHaveLength(1);
    // The sender's copy of the same booking went out.
    expect(received.some((r) => r.to.includes('amal@example.com') && r.to.length === 1)).toBe(true);
    expect(received.flatMap((r) => r.to)).not.toContain('dead@globex.example');
  });
});
