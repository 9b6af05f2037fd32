import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { trackedShipments } from '@courier/demo-data/shipments';
import { bookingStep2Messages } from '@courier/domain/schemas/bookingStep2';
import { decodeBarcodes, pdfPagesToPng } from '../labels/documentImages.testSupport.ts';
import { signLabelToken } from '../tokens/labelToken.ts';
import { pdfText } from '../labels/pdfText.testSupport.ts';
import { line, publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { LABEL_EXPIRED, LABEL_NOT_FOUND } from './labels.ts';

const SECRET = 'documents-test-secret-0123456789abcdef';
let t: TestApp;
let parcel: string;
beforeAll(async () => {
  t = await startTestApp({ shipping: { ...loadShippingConfig({}), labelTokenSecret: SECRET } });
  parcel = await serviceId(t, 'Express Parcel');
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function book(overrides: Record<string, unknown> = {}) {
  const res = await t.post('create_shipment', publicBooking(parcel, overrides));
  expect(res.statusCode).toBe(200);
  return endpoints.create_shipment.success.parse(res.json());
}

describe('shipping documents of a booking', () => {
  it('links A4, 4x6, ZPL and the commercial invoice of a Kuwait -> India parcel, expiring', async () => {
    const booked = await book({
      receiver_city: 'Maharashtra',
      shipment_items: [
        { ...line({ weight: '2.5' }), hs_code: '6403.99', country_of_origin: 'in' },
        line({ weight: '4', description: 'Shirts' }),
      ],
    });
    const docs = booked.documents!;
    expect(docs.commercial_invoice_url).toBeDefined();
    const days = (Date.parse(docs.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    const awb = booked.shipment_no;

    const a4 = await get(docs.label_a4_url);
    expect([a4.statusCode, a4.headers['content-type'], a4.headers['cache-control']]).toEqual([
      200,
      'application/pdf',
      'private, no-store',
    ]);
    expect(pages(a4.rawPayload)).toBe(2); // one sheet per piece, the label filling it

    const label = await get(docs.label_4x6_url);
    expect(pages(label.rawPayload)).toBe(2);
    const text = pdfText(label.rawPayload);
    expect(text).toContain('Express Parcel'); // the service's name, not its id
    expect(text).toContain('BOM'); // Maharashtra's airport
    expect(text).toContain('KWI');
    expect(text).toContain('2 of 2');
    const [first] = await pdfPagesToPng(label.rawPayload, 200);
    expect((await decodeBarcodes(first!)).map((b) => b.text)).toEqual(
      expect.arrayContaining([awb, `${awb}001`, `${awb}|001/002|BOM|2.50KG`]),
    );

    const zpl = await get(docs.label_zpl_url);
    expect([zpl.statusCode, zpl.headers['content-type']]).toEqual([
      200,
      'application/zpl; charset=utf-8',
    ]);
    expect(zpl.headers['content-disposition']).toContain('attachment');
    expect(zpl.body.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.body).toContain(`^FD${awb}002^FS`);

    const invoice = await get(docs.commercial_invoice_url!);
    expect(invoice.statusCode).toBe(200);
    expect(pages(invoice.rawPayload)).toBe(3);
    const invoiceText = pdfText(invoice.rawPayload);
    expect(invoiceText).toContain('COMMERCIAL INVOICE');
    // The line's customs fields, kept in the record, printed on the invoice.
    expect(booked.shipmentDetails.shipment_items[0]).toMatchObject({
      hs_code: '6403.99',
      country_of_origin: 'IN',
    });
    expect(booked.shipmentDetails.shipment_items[1]).not.toHaveProperty('hs_code');
    // Each copy's first item line reads description, HS code, origin in that order (one text run
    // per cell); the second line has neither, so the shipper is told to write them in.
    const firstLine = invoiceText.match(/^Shoes\n6403\.99\nIN\n/gm) ?? [];
    expect(firstLine).toHaveLength(3);
    expect(invoiceText).not.toMatch(/^Shirts\n(6403\.99|IN)\n/m);
    expect(invoiceText).toContain('where blank, the shipper writes them in');
  }, 60_000);

  it('refuses a malformed HS code or origin with the domain messages, by line', async () => {
    const res = await t.post(
      'create_shipment',
      publicBooking(parcel, {
        shipment_items: [line(), { ...line(), hs_code: '64039', country_of_origin: 'India' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'shipment_items.1.hs_code': bookingStep2Messages.hs_code,
      'shipment_items.1.country_of_origin': bookingStep2Messages.country_of_origin,
    });
  });

  it('has no commercial invoice for documents', async () => {
    const booked = await book({ type: 'docs', content: 'Documents' });
    expect(booked.documents?.commercial_invoice_url).toBeUndefined();
    const invoiceUrl = booked.documents!.label_a4_url.replace('?size=A4', '?document=invoice');
    expect((await get(invoiceUrl)).statusCode).toBe(404);
  });

  it('a demo shipment seeded for tracking only: its barcode, and no label or invoice (404, not 500)', async () => {
    const awb = trackedShipments[0]!.awb;
    const token = signLabelToken(awb, SECRET, new Date(Date.now() + 60_000));
    expect((await get(`/api/website/label/${token}.png`)).statusCode).toBe(200);
    for (const path of [
      `${token}.pdf`,
      `${token}.pdf?size=4x6`,
      `${token}.zpl`,
      `${token}.pdf?document=invoice`,
    ]) {
      const res = await get(`/api/website/label/${path}`);
      expect([path, res.statusCode, res.json().Message]).toEqual([path, 404, LABEL_NOT_FOUND]);
    }
  });

  it('refuses an expired link with 410 (the portal re-issues), a forged one with 404', async () => {
    const booked = await book();
    const expired = signLabelToken(booked.shipment_no, SECRET, new Date(Date.now() - 1000));
    const res = await get(`/api/website/label/${expired}.zpl`);
    expect([res.statusCode, res.json().Message]).toEqual([410, LABEL_EXPIRED]);
    const forged = await get(`/api/website/label/${expired.slice(0, -2)}xx.zpl`);
    expect([forged.statusCode, forged.json().Message]).toEqual([404, LABEL_NOT_FOUND]);
  });
});
