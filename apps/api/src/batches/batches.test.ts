import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestCollectionDate } from '@courier/domain/collectionDate';
import { bookingStep1Messages } from '@courier/domain/schemas/bookingStep1';
import { invitationTokenIn } from '../accountUsers/accountUsers.testSupport.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import { batches, batchRows, shipments, webhookEvents } from '../db/schema/index.ts';
import { zip } from '../files/zip.testSupport.ts';
import { createApiKey } from '../merchantApi/apiKeys.ts';
import { merchantShipmentBody } from '../merchantApi/merchant.testSupport.ts';
import { INDIA, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createEndpoint } from '../webhooks/endpoints.ts';
import { messageWordsIn } from '../http/messageLanguage.ts';
import { batchJob } from './batches.ts';

/**
 * Bulk upload end to end (docs/bulk-upload.md): CSV and .xlsx files through the merchant API and
 * the portal, every refusal of a file (nothing stored), per-cell errors in English and Arabic,
 * a re-upload or a job run twice booking nothing twice, the labels as one file, and two accounts
 * that never reach each other's batches on any call. PGlite, or PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let parcel: string;
const PASSWORD = 'Sh0p#password!';
const keys = { a: '', b: '', aTest: '', c: '' };
const portal = { a: '', b: '' };
const ids = { a: 0, b: 0, c: 0 };
let address = 0;

const EN: Record<string, string> = messageWordsIn('en').batch.columns;
const AR: Record<string, string> = messageWordsIn('ar').batch.columns;
const ARABIC_MOBILE = messageWordsIn('ar').bookingStep1.receiver_mobile;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = (
  key: string,
  file: Buffer,
  type = 'text/csv',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/batches',
    headers: { authorization: `Bearer ${key}`, 'content-type': type, ...headers },
    payload: file,
  });

const get = (key: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}`, ...headers },
  });

const site = (cookie: string, method: 'GET' | 'POST', path: string, body: object = {}) =>
  t.app.inject({
    method,
    url: `/api/website/${path}`,
    headers: { cookie, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST'
      ? { payload: JSON.stringify(body) }
      : { query: body as Record<string, string> }),
  });

async function login(userId: string) {
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    remoteAddress: `10.8.0.${address}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ Userid: userId, Password: PASSWORD }),
  });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  if (!cookie) throw new Error(`no session: ${res.body}`);
  return `courier_session=${cookie.value}`;
}

/** A row of the template, by column key; `over` changes cells. */
function row(n: number, over: Record<string, string> = {}): Record<string, string> {
  return {
    reference: `ORDER-${n}`,
    service: parcel,
    type: 'SPX',
    receiver_company: 'Globex',
    receiver_attention: `Ravi ${n}`,
    receiver_street: '12 MG Road',
    receiver_city: 'New Delhi',
    receiver_postal_code: '110001',
    receiver_country: INDIA,
    receiver_phone: '+911122223333',
    receiver_mobile: '+919999988888',
    weight_kg: '1.5',
    length_cm: '20',
    width_cm: '20',
    height_cm: '10',
    quantity: '1',
    description: 'Shoes',
    item_value: '10',
    collection_date: earliestCollectionDate(new Date()),
    ready_time: '10:00',
    close_time: '17:00',
    vehicle_type: 'bike',
    cod_amount: '',
    ...over,
  };
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A CSV of rows with the template's headers in a language. */
function csv(rows: Record<string, string>[], headers: Record<string, string> = EN): Buffer {
  const keys = Object.keys(rows[0]!);
  const lines = [keys.map((k) => quote(headers[k] ?? k)).join(',')];
  for (const r of rows) lines.push(keys.map((k) => quote(r[k] ?? '')).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** An .xlsx of rows (exceljs), with the template's headers in a language. */
async function xlsx(
  rows: Record<string, string>[],
  headers: Record<string, string> = EN,
  edit?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Shipments');
  const keys = Object.keys(rows[0]!);
  sheet.addRow(keys.map((k) => headers[k] ?? k));
  for (const r of rows) sheet.addRow(keys.map((k) => r[k] ?? ''));
  edit?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const batchCount = async (customerId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(batches)
      .where(eq(batches.customerId, customerId))
  )[0]!.n;

const shipmentCount = async (customerId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shipments)
      .where(eq(shipments.customerId, customerId))
  )[0]!.n;

interface BatchBody {
  id: string;
  status: string;
  counts: { rows: number; invalid: number; pending: number; created: number; failed: number };
  rows: {
    row: number;
    status: string;
    shipment_id: string | null;
    errors: { column: string; message: string }[];
  }[];
}

beforeAll(async () => {
  t = await startTestApp({
    webhooks: {
      allowLoopback: true,
      timeoutMs: 1_000,
      retryDelaysMs: [60_000],
      disableAfterMs: 24 * 3_600_000,
      orderWaitMs: 100,
    },
  });
  parcel = await serviceId(t, 'Express Parcel');
  for (const who of ['a', 'b', 'c'] as const) {
    const customer = await createCustomer(t.db, {
      userId: `bulk-${who}`,
      password: PASSWORD,
      companyName: `Bulk ${who} WLL`,
      contactPerson: `Contact ${who}`,
      city: 'Kuwait City',
      address1: 'Block 1, Street 2',
      phone: '+96522223333',
      email: `bulk-${who}@example.com`,
      accountNo: `AC-BULK-${who.toUpperCase()}`,
    });
    ids[who] = customer!.id;
    keys[who] = (await createApiKey(t.db, customer!.id, 'server', 'live')).key;
  }
  keys.aTest = (await createApiKey(t.db, ids.a, 'test server', 'test')).key;
  for (const who of ['a', 'b'] as const) {
    portal[who] = await login(`bulk-${who}`);
    // One booking with the identity document every batch row books with.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: { authorization: `Bearer ${keys[who]}`, 'content-type': 'application/json' },
      payload: JSON.stringify(merchantShipmentBody(parcel, { reference: `FIRST-${who}` })),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await createEndpoint({ db: t.db, jobs: t.jobs, settings: t.config.webhooks }, ids.a, {
    url: 'http://127.0.0.1:9/hooks',
    events: ['batch.completed'],
  });
}, 120_000);
afterAll(async () => t?.close());

describe('a CSV through the merchant API', () => {
  let batchId = '';
  const file = () =>
    csv([
      row(1),
      row(2, { receiver_mobile: '' }),
      row(3),
      row(4, { weight_kg: 'heavy' }),
      row(5, { cod_amount: '12.5' }),
    ]);

  it('checks every row, books the valid ones through the queue and keeps per-cell errors', async () => {
    const before = await shipmentCount(ids.a);
    const res = await upload(keys.a, file());
    expect(res.statusCode, res.body).toBe(202);
    const created = res.json() as BatchBody;
    batchId = created.id;
    expect(created.counts).toMatchObject({ rows: 5, invalid: 2, pending: 3 });
    await t.jobs.drain();
    const read = await get(keys.a, `/batches/${batchId}`);
    const batch = read.json() as BatchBody;
    expect(batch.status).toBe('completed');
    expect(batch.counts).toEqual({ rows: 5, invalid: 2, pending: 0, created: 3, failed: 0 });
    expect(await shipmentCount(ids.a)).toBe(before + 3);
    expect(batch.rows.filter((r) => r.shipment_id).map((r) => r.row)).toEqual([2, 4, 6]);
    // The header is row 1: the file's third row is the one without a mobile.
    expect(batch.rows.find((r) => r.row === 3)?.errors).toContainEqual({
      column: 'Receiver mobile',
      message: bookingStep1Messages.receiver_mobile,
    });
    expect(batch.rows.find((r) => r.row === 5)?.errors[0]?.column).toBe('Weight (kg)');
    const [cod] = await t.db
      .select({ fils: shipments.codAmountFils })
      .from(shipments)
      .innerJoin(batchRows, eq(batchRows.shipmentId, shipments.id))
      .where(eq(batchRows.rowNumber, 6));
    expect(cod?.fils).toBe(12_500);
    const events = await t.db
      .select({ data: webhookEvents.data })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.customerId, ids.a), eq(webhookEvents.type, 'batch.completed')));
    expect(events.map((e) => (e.data as { batch: { id: string } }).batch.id)).toContain(batchId);
  });

  it('answers the errors in Arabic to an Arabic reader', async () => {
    const res = await get(keys.a, `/batches/${batchId}`, { 'accept-language': 'ar' });
    const batch = res.json() as BatchBody;
    expect(batch.rows.find((r) => r.row === 3)?.errors).toContainEqual({
      column: 'Receiver mobile',
      message: ARABIC_MOBILE,
    });
  });

  it('books nothing twice: the same file again, an Idempotency-Key replay, a job run twice', async () => {
    const before = await shipmentCount(ids.a);
    const again = await upload(keys.a, file());
    expect((again.json() as BatchBody).id).toBe(batchId);
    await t.jobs.drain();
    expect(await shipmentCount(ids.a)).toBe(before);

    const other = csv([row(11), row(12)]);
    const first = await upload(keys.a, other, 'text/csv', { 'idempotency-key': 'bulk-1' });
    const replay = await upload(keys.a, other, 'text/csv', { 'idempotency-key': 'bulk-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(first.json().id);
    const [stored] = await t.db.select().from(batches).where(eq(batches.publicId, first.json().id));
    // The batch's job queued a second time (a retry, another process): its rows are booked once.
    await t.jobs.sendAll([batchJob(stored!.id, 1, -1)]);
    await t.jobs.drain();
    expect(await shipmentCount(ids.a)).toBe(before + 2);
    const read = (await get(keys.a, `/batches/${first.json().id}`)).json() as BatchBody;
    expect(read.counts.created).toBe(2);
  });

  it('draws every label of the batch in one file: A4 and 4x6 PDFs with a page each, ZPL', async () => {
    for (const format of ['pdf', '4x6'] as const) {
      const res = await get(keys.a, `/batches/${batchId}/labels?format=${format}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBe(3);
    }
    const zpl = await get(keys.a, `/batches/${batchId}/labels?format=zpl`);
    expect(zpl.body.match(/\^XA/g)?.length).toBe(3);
  });
});

describe('an .xlsx file', () => {
  it('is read with Arabic headers, dates and numbers as a CSV would hold them', async () => {
    const file = await xlsx([row(21), row(22)], AR, (sheet) => {
      // A real date cell and a number cell, as Excel keeps them.
      const dateColumn = Object.keys(row(0)).indexOf('collection_date') + 1;
      sheet.getCell(2, dateColumn).value = new Date(
        `${earliestCollectionDate(new Date())}T00:00:00Z`,
      );
      sheet.getCell(2, Object.keys(row(0)).indexOf('weight_kg') + 1).value = 2;
    });
    const res = await upload(keys.b, file, XLSX_TYPE);
    expect(res.statusCode, res.body).toBe(202);
    expect((res.json() as BatchBody).counts).toMatchObject({ rows: 2, invalid: 0, pending: 2 });
    await t.jobs.drain();
    const read = (await get(keys.b, `/batches/${res.json().id}`)).json() as BatchBody;
    expect(read.counts.created).toBe(2);
  });
});

describe('files that are refused, with nothing stored', () => {
  const refused = async (file: Buffer, type: string, status: number, message: string) => {
    const before = await batchCount(ids.a);
    const res = await upload(keys.a, file, type);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(await batchCount(ids.a)).toBe(before);
  };
  const m = messageWordsIn('en').batch;

  it('a file that is neither CSV nor XLSX (an image, a PDF, an old .xls)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await refused(png, 'text/csv', 400, m.notSpreadsheet);
    await refused(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 1, 2]),
      XLSX_TYPE,
      400,
      m.notSpreadsheet,
    );
  });

  it('a formula cell, in a CSV and in an .xlsx', async () => {
    const cell = '=HYPERLINK("http://evil.example","x")';
    const expected = m.formula({ cell: 'A3' });
    await refused(csv([row(31), row(32, { reference: cell })]), 'text/csv', 400, expected);
    const file = await xlsx([row(31), row(32)], EN, (sheet) => {
      sheet.getCell('A3').value = { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' };
    });
    await refused(file, XLSX_TYPE, 400, expected);
  });

  it('more rows than the limit: 100,000 rows in a CSV and in an .xlsx', async () => {
    const expected = m.tooManyRows({ limit: 5000 });
    const header = `${EN.reference},${EN.receiver_company}\n`;
    const big = Buffer.from(header + 'ORDER,Globex\n'.repeat(100_000));
    await refused(big, 'text/csv', 400, expected);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Shipments');
    sheet.addRow([EN.reference, EN.receiver_company]);
    for (let i = 0; i < 100_000; i++) sheet.addRow([`ORDER-${i}`, 'Globex']);
    await refused(Buffer.from(await book.xlsx.writeBuffer()), XLSX_TYPE, 400, expected);
  }, 60_000);

  it('a file over 20 MB', async () => {
    await refused(Buffer.alloc(21 * 1024 * 1024, 0x41), 'text/csv', 413, m.tooLarge);
  });

  it('a zip bomb dressed as an .xlsx (refused before it is inflated)', async () => {
    const bomb = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(200 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(bomb, XLSX_TYPE, 400, m.unsafeXlsx);
    // The same with a directory that lies about the inflated size.
    const liar = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.alloc(200 * 1024 * 1024, 0x20),
        declared: 100,
      },
    ]);
    await refused(liar, XLSX_TYPE, 400, m.unsafeXlsx);
  }, 60_000);

  it('an account without a booking has no identity document for its rows', async () => {
    const before = await batchCount(ids.c);
    const res = await upload(keys.c, csv([row(41)]));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.message).toBe(m.noIdentityDocument);
    expect(await batchCount(ids.c)).toBe(before);
  });
});

describe('the portal', () => {
  it('previews a file in the reader language without storing it, and remembers a mapping', async () => {
    const before = await batchCount(ids.b);
    const file = csv([row(51, { receiver_mobile: '' })], { ...EN, reference: 'Order no' });
    const base64 = file.toString('base64');
    const saved = await site(portal.b, 'POST', 'portal_batch_mapping_update', {
      mapping: { 'Order no': 'reference' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await site(portal.b, 'GET', 'portal_batch_mapping')).json().mapping).toEqual({
      'Order no': 'reference',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/website/portal_batch_check',
      headers: { cookie: portal.b, 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: JSON.stringify({ file: base64 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { preview } = res.json();
    expect(preview.mapping['Order no']).toBe('reference');
    expect(preview.counts).toEqual({ rows: 1, valid: 0, invalid: 1 });
    expect(preview.errors).toContainEqual({
      row: 2,
      column: 'Receiver mobile',
      message: ARABIC_MOBILE,
    });
    expect(preview.sample).toEqual([]);
    // A valid row is shown as it will be booked.
    const good = await site(portal.b, 'POST', 'portal_batch_check', {
      file: csv([row(53, { cod_amount: '7.5' }), row(54, { receiver_mobile: '' })]).toString(
        'base64',
      ),
    });
    expect(good.json().preview.sample).toEqual([
      {
        row: 2,
        reference: 'ORDER-53',
        receiver: 'Globex',
        city: 'New Delhi',
        weightKg: '1.5',
        pieces: '1',
        codKwd: '7.5',
      },
    ]);
    expect(await batchCount(ids.b)).toBe(before);
    const created = await site(portal.b, 'POST', 'portal_batch_create', {
      file: csv([row(52)]).toString('base64'),
    });
    expect(created.statusCode, created.body).toBe(200);
    await t.jobs.drain();
    const read = await site(portal.b, 'GET', 'portal_batch', { id: created.json().batch.id });
    expect(read.json().batch.counts.created).toBe(1);
  });
});

describe('two accounts', () => {
  it("never see or touch each other's batches, on any call", async () => {
    const own = await upload(keys.a, csv([row(61)]));
    const id = own.json().id as string;
    await t.jobs.drain();
    // Merchant API: the other account, and the same account's other mode.
    for (const key of [keys.b, keys.aTest]) {
      expect((await get(key, `/batches/${id}`)).statusCode).toBe(404);
      expect((await get(key, `/batches/${id}/labels?format=pdf`)).statusCode).toBe(404);
    }
    // The same file from another account is that account's own batch.
    const theirs = await upload(keys.b, csv([row(61)]));
    expect(theirs.json().id).not.toBe(id);
    // Portal: reading, labels, mapping.
    expect((await site(portal.b, 'GET', 'portal_batch', { id })).statusCode).toBe(404);
    expect((await site(portal.a, 'GET', 'portal_batch', { id })).statusCode).toBe(200);
    expect((await site(portal.b, 'GET', 'portal_batch_labels', { id })).statusCode).toBe(404);
    expect((await site(portal.a, 'GET', 'portal_batch_labels', { id })).statusCode).toBe(200);
    await site(portal.a, 'POST', 'portal_batch_mapping_update', { mapping: { Ref: 'reference' } });
    const theirMapping = (await site(portal.b, 'GET', 'portal_batch_mapping')).json().mapping;
    expect(theirMapping).not.toHaveProperty('Ref');
    // Portal check and create of the same file: b's own, a's batch untouched.
    const check = await site(portal.b, 'POST', 'portal_batch_check', {
      file: csv([row(61)]).toString('base64'),
    });
    expect(check.statusCode).toBe(200);
    const create = await site(portal.b, 'POST', 'portal_batch_create', {
      file: csv([row(61)]).toString('base64'),
    });
    expect(create.json().batch.id).not.toBe(id);
    const [mine] = await t.db.select().from(batches).where(eq(batches.publicId, id));
    expect(mine?.customerId).toBe(ids.a);
  });
});

describe('the template and roles', () => {
  it('downloads the template in English or Arabic headers, and reads it back whole', async () => {
    for (const [lang, headers] of [
      ['en', EN],
      ['ar', AR],
    ] as const) {
      const res = await site(portal.a, 'GET', 'portal_batch_template', { lang });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const line = res.body.replace(/^\uFEFF/, '').trim();
      expect(line.split(',')).toContain(headers.receiver_mobile);
      // The template with one row: every column is mapped by its header.
      const file = Buffer.from(`${res.body}${row(71).reference}\r\n`);
      const check = await site(portal.a, 'POST', 'portal_batch_check', {
        file: file.toString('base64'),
      });
      expect(check.statusCode, check.body).toBe(200);
      expect(Object.keys(check.json().preview.mapping)).toHaveLength(line.split(',').length);
    }
  });

  it('lets a viewer read but not upload', async () => {
    const email = 'bulk-viewer@example.com';
    const invited = await site(portal.a, 'POST', 'portal_user_invite', { email, role: 'viewer' });
    expect(invited.statusCode, invited.body).toBe(200);
    await t.drainJobs();
    const token = await invitationTokenIn(t.config.dataDir, email);
    const accepted = await t.post('user_invitation_accept', {
      token,
      name: 'Viewer',
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.cookies.find((c) => c.name === 'courier_session');
    const viewer = `courier_session=${session!.value}`;
    const file = csv([row(81)]).toString('base64');
    for (const call of ['portal_batch_check', 'portal_batch_create', 'portal_batch_mapping_update'])
      expect(
        (await site(viewer, 'POST', call, { file, mapping: { Ref: 'reference' } })).statusCode,
        call,
      ).toBe(403);
    expect((await site(viewer, 'GET', 'portal_batch_mapping')).statusCode).toBe(200);
  });
});
