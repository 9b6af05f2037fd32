import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayDate } from '@courier/domain/formats';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { pdfPagesToPng } from '../labels/documentImages.testSupport.ts';
import { serviceId } from '../shipments/booking.testSupport.ts';
import { assignStop, bookToSalmiya, courierOf, receiverToken } from './courierRun.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * A courier's run sheet (docs/courier.md): every stop in the run's order, the receiver's choice in
 * force on its row (another address with its Kuwaiti parts, a neighbour or safe place with the
 * note, a branch), in the staff member's language. Read back with poppler's pdftotext.
 */
const run = promisify(execFile);
/** The first page of each sheet, kept beside the other screenshots, to be looked at. */
const SHOTS = resolve(import.meta.dirname, '../../../../out/screenshots/run-sheet');
let t: TestApp;
let service: string;
let ops = '';
let courierId = 0;

async function pdfToText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'courier-run-sheet-'));
  try {
    await writeFile(join(dir, 'sheet.pdf'), pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'sheet.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await startTestApp();
  service = await serviceId(t, 'Domestic Next Day');
  ops = await staffCookie(t, 'operations', 'sheet-ops');
  courierId = (await courierOf(t, 'sheet-courier')).id;
}, 120_000);
afterAll(async () => t?.close());

let bookings = 0;
async function book(receiver: string): Promise<string> {
  bookings += 1;
  return bookToSalmiya(t, service, {
    special_instruction: `Ring twice ${bookings}`,
    receiver_attention: receiver,
    receiver_email: 'sheet@example.com',
  });
}

async function choose(awb: string, choice: Record<string, unknown>) {
  const token = receiverToken(awb);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/delivery_choice',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token, idempotency_key: `sheet-${awb}-key`, choice }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function sheet(date: string, lang: 'en' | 'ar'): Promise<string> {
  const res = await adminCall(
    t,
    'admin_courier_run_sheet',
    { courierId, date },
    `${ops}; lang=${lang}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const { dataUrl, fileName } = res.json() as { dataUrl: string; fileName: string };
  expect(fileName).toBe(`run-sheet-sheet-courier-${date}.pdf`);
  const pdf = Buffer.from(dataUrl.replace(/^data:application\/pdf;base64,/, ''), 'base64');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const [page] = await pdfPagesToPng(pdf, 100);
  await mkdir(SHOTS, { recursive: true });
  await writeFile(join(SHOTS, `run-sheet-${lang}.png`), page!);
  return pdfToText(pdf);
}

describe('the run sheet', () => {
  let date = '';
  const awbs = { address: '', neighbour: '', branch: '', plain: '' };
  let branchName = '';

  beforeAll(async () => {
    for (const kind of Object.keys(awbs) as (keyof typeof awbs)[]) {
      awbs[kind] = await book(`Receiver ${kind}`);
      date = (await assignStop(t, ops, courierId, awbs[kind])).date;
    }
    await choose(awbs.address, {
      kind: 'address',
      address: { area: 'Jabriya', block: '10', street: '5', house: '22', floor: '2', flat: '7' },
    });
    await choose(awbs.neighbour, {
      kind: 'neighbour',
      place: 'neighbour',
      note: 'Flat 4, Um Ahmad',
    });
    const branches = await t.app.inject({
      method: 'POST',
      url: '/api/website/delivery_link',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        token: receiverToken(awbs.branch),
      }),
    });
    const branch = (branches.json() as { options: { branches: { id: number; name: string }[] } })
      .options.branches[0]!;
    branchName = branch.name;
    await choose(awbs.branch, { kind: 'branch', branchId: branch.id });
  }, 120_000);

  it('in English: each stop in order, the receiver’s choice and note on its row', async () => {
    const text = await sheet(date, 'en');
    expect(text).toContain(`Run sheet - sheet-courier - ${formatDayDate(date, 'en')}`);
    expect(text).toContain('Stops: 4.');
    for (const heading of ['Stop', 'Contact', 'Address', 'Receiver’s choice', 'Signature'])
      expect(text).toContain(heading);
    // The stops in the run's order.
    const at = Object.values(awbs).map((awb) => text.indexOf(awb));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Another address: the choice and the Kuwaiti parts on the address.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Deliver to another address: Jabriya, Block 10, Street 5, House 22,');
    expect(flat).toContain('Floor 2, Flat 7');
    // Its row shows the new address only, not the booked line.
    const row = flat.slice(flat.indexOf(awbs.address), flat.indexOf(awbs.neighbour));
    expect(row).not.toContain('Block 3, Street 12');
    // A neighbour with the note.
    expect(text).toContain('Leave with a neighbour (Flat 4, Um Ahmad)');
    // Once: not again among the notes.
    expect(flat.split('Um Ahmad')).toHaveLength(2);
    expect(text).toContain('Notes: Ring twice');
    // Hold at a branch.
    expect(text).toContain(`Hold at branch: ${branchName}`);
    expect(text).toContain('Receiver plain');
  }, 60_000);

  it('in Arabic: the sheet’s words and the choices in Arabic', async () => {
    const text = await sheet(date, 'ar');
    // Words without the lam-alef ligature, which pdftotext reads back in another order.
    for (const words of ['كشف الجولة', 'اختيار المستلم', 'التوقيع', 'تسليم', 'قطعة', 'شقة'])
      expect(text).toContain(words);
    expect(text).toContain('الفرع');
    expect(text).toContain('عنوان آخر');
    expect(text).toContain('لدى');
    expect(text).toContain('Flat 4, Um Ahmad');
    for (const awb of Object.values(awbs)) expect(text).toContain(awb);
  }, 60_000);

  it('refuses a staff id that is not a courier', async () => {
    const res = await adminCall(t, 'admin_courier_run_sheet', { courierId: 999_999, date }, ops);
    expect(res.statusCode).toBe(404);
  });
});
