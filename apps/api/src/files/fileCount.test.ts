import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXE_AS_JPEG,
  JPEG_DATA_URL,
  PDF_DATA_URL,
  publicBooking,
  serviceId,
} from '../shipments/booking.testSupport.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { storedIds } from './fileStore.testSupport.ts';
import { sweepOrphanFiles } from './sweepOrphanFiles.ts';

let t: TestApp;
let parcel: string;
beforeAll(async () => {
  t = await startTestApp();
  parcel = await serviceId(t, 'Express Parcel');
});
afterAll(async () => t?.close());

const files = () => storedIds(t.files);

/** Every file name a row points at. */
async function referenced(): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await t.db.execute(`
      select kyc_document_id as name from shipments where kyc_document_id is not null
      union all select invoice_document_id from shipments where invoice_document_id is not null
      union all select resume_file from career_applications`),
  );
  return rows.map((r) => r.name).sort();
}

// A real one-page PDF: uploads are parsed, not judged by their first bytes.
const pdf = Buffer.from(PDF_DATA_URL.slice(PDF_DATA_URL.indexOf(',') + 1), 'base64');
const apply = (note: string, resume: string) => ({
  name: 'Rana Saleh',
  email: 'rana@example.com',
  mobile: '96555512345',
  message: `Courier experience ${note}`,
  resume_content: resume,
});

describe('no orphan files', () => {
  it('after refused and accepted submissions, the files are exactly the ones rows reference', async () => {
    const company = { shipment_type: 'company', invoice_document: EXE_AS_JPEG };
    // A valid KYC with a refused invoice: nothing may be kept.
    expect((await t.post('create_shipment', publicBooking(parcel, company))).statusCode).toBe(400);
    // Both files valid, then refused for the payment (after the files were written).
    const unpaid = publicBooking(parcel, {
      shipment_type: 'company',
      invoice_document: PDF_DATA_URL,
      payment_type: 'online',
      payment_id: 'no-such-payment',
    });
    expect((await t.post('create_shipment', unpaid)).statusCode).toBe(402);
    // A refused résumé, then an accepted one and its double submit.
    expect((await t.post('career_apply', apply('bad', EXE_AS_JPEG))).statusCode).toBe(400);
    const good = apply('good', `data:application/pdf;base64,${pdf.toString('base64')}`);
    expect((await t.post('career_apply', good)).statusCode).toBe(200);
    expect((await t.post('career_apply', good)).statusCode).toBe(200);
    // And one accepted booking with both documents.
    const booked = publicBooking(parcel, {
      shipment_type: 'company',
      invoice_document: PDF_DATA_URL,
      kyc_document: JPEG_DATA_URL,
    });
    expect((await t.post('create_shipment', booked)).statusCode).toBe(200);

    const names = await files();
    expect(names).toEqual(await referenced());
    expect(names).toHaveLength(3);
  });

  it('the sweeper removes unreferenced files older than an hour, and nothing else', async () => {
    const before = await files();
    const orphan = await t.files.put(pdf, 'application/pdf');
    // Just written: it may belong to a request still on its way to committing its row.
    expect(await sweepOrphanFiles(t.db, t.files)).toBe(0);
    expect(await files()).toEqual([...before, orphan].sort());
    // Two hours on, the orphan goes and every referenced file (as old by then) stays.
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(await sweepOrphanFiles(t.db, t.files, later)).toBe(1);
    expect(await files()).toEqual(before);
  });
});
