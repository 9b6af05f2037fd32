import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { addDays, weekdayOf } from '@courier/domain/collectionDate';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { collectionMessages } from '@courier/domain/schemas/collection';
import { collectionDateMessages } from '../collections/collectionDateCheck.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const today = todayInKuwait(new Date());
/** The next date after today falling on `weekday` (0 = Sunday). */
const next = (weekday: number) => {
  let d = addDays(today, 1);
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return d;
};
const HOLIDAY = next(1); // a Monday, declared a holiday below
const WORKING = next(2); // a Tuesday

beforeAll(async () => {
  t = await startTestApp({ shipping: { ...loadShippingConfig({}), holidays: [HOLIDAY] } });
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const check = async (collection_date: string) =>
  (await t.post('check_collection_date', { collection_date })).json();

describe('check_collection_date (Status Success means the date is NOT possible)', () => {
  it('answers Success with the reason for a Friday, a holiday and a past date', async () => {
    expect(await check(next(5))).toEqual({
      Status: 'Success',
      Message: collectionDateMessages.weekday('Friday'),
    });
    expect(await check(HOLIDAY)).toEqual({
      Status: 'Success',
      Message: collectionDateMessages.holiday,
    });
    expect(await check(addDays(today, -1))).toEqual({
      Status: 'Success',
      Message: collectionDateMessages.past,
    });
  });

  it('refuses (the date is fine) on a working day', async () => {
    const answer = await check(WORKING);
    expect(answer).toEqual({ Status: 'Error', Message: collectionDateMessages.available });
    expect(endpoints.check_collection_date.response.safeParse(answer).success).toBe(true);
  });

  it('answers Success for today after the last slot (22:00 Kuwait)', async () => {
    // 19:30 UTC on a Tuesday = 22:30 in Kuwait.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${WORKING}T19:30:00Z`));
    expect(await check(WORKING)).toEqual({
      Status: 'Success',
      Message: collectionDateMessages.lateToday,
    });
    vi.setSystemTime(new Date(`${WORKING}T09:00:00Z`));
    expect((await check(WORKING)).Status).toBe('Error');
  });

  it('answers 400 for a malformed date', async () => {
    expect(
      (await t.post('check_collection_date', { collection_date: '22/11/2026' })).statusCode,
    ).toBe(400);
  });
});

const collection = (overrides: Record<string, unknown> = {}) => ({
  contact_person: 'Amal',
  company_name: 'Acme WLL',
  address: 'Block 1, Street 2',
  country: 'Kuwait',
  city: 'Kuwait City',
  zipcode: '13001',
  mobile_number: '+96522223333',
  fax_number: '',
  email_address: 'amal@example.com',
  shipment_type: 'Document',
  collection_date: WORKING,
  collection_ready_time: '10:00',
  collection_closing_time: '17:00',
  special_instruction: '',
  collection_shipment_type: '',
  reference_number: '',
  vehicle_type: 'bike',
  total_pieces: '3',
  total_weight: '4.5',
  domestic_shipment: '',
  international_shipment: '',
  collection_number: '',
  ...overrides,
});

describe('create_shipment_collection', () => {
  it('books with unique booking_no and ref_no and e-mails staff through the outbox', async () => {
    const a = endpoints.create_shipment_collection.success.parse(
      (await t.post('create_shipment_collection', collection({ special_instruction: 'a' }))).json(),
    );
    const b = endpoints.create_shipment_collection.success.parse(
      (await t.post('create_shipment_collection', collection({ special_instruction: 'b' }))).json(),
    );
    expect(a.booking_no).toMatch(/^COL\d{8}$/);
    expect(a.ref_no).toMatch(/^REF[A-Z2-9]{10}$/);
    expect(new Set([a.booking_no, b.booking_no]).size).toBe(2);
    expect(a.ref_no).not.toBe(b.ref_no);
    await t.drainJobs(); // e-mails go out through the job queue
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')),
    );
    expect(mails.some((m) => m.includes(a.booking_no) && m.includes('Acme WLL'))).toBe(true);
  });

  it('answers the domain field messages, and refuses a date without collections', async () => {
    const bad = await t.post(
      'create_shipment_collection',
      collection({ contact_person: '', mobile_number: 'abc' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      contact_person: collectionMessages.contact_person,
      mobile_number: collectionMessages.mobile_number,
    });
    const friday = await t.post(
      'create_shipment_collection',
      collection({ collection_date: next(5) }),
    );
    expect([friday.statusCode, friday.json().Message]).toEqual([
      400,
      collectionDateMessages.weekday('Friday'),
    ]);
  });

  it('stores a double submit once; Idempotency-Key replays and refuses another body', async () => {
    const body = collection({ special_instruction: 'double' });
    const [x, y] = await Promise.all([
      t.post('create_shipment_collection', body),
      t.post('create_shipment_collection', body),
    ]);
    expect(y.json().booking_no).toBe(x.json().booking_no);
    const keyed = (b: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/website/create_shipment_collection',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'col-1' },
        payload: JSON.stringify(b),
      });
    const k1 = await keyed(collection({ special_instruction: 'keyed' }));
    const k2 = await keyed(collection({ special_instruction: 'keyed' }));
    expect(k2.json().booking_no).toBe(k1.json().booking_no);
    expect((await keyed(collection({ special_instruction: 'changed' }))).statusCode).toBe(422);
    const rows = (await t.db.execute(
      `select count(*)::int as n from collections where record->>'special_instruction' in ('double', 'keyed')`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]!.n).toBe(2);
  });
});
