import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@courier/api-client/admin';
import { trackedShipments } from '@courier/demo-data/shipments';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { adminCall, staffCookie } from './adminTestSupport.ts';

/**
 * The seeded demo shipments carry only what tracking reads (no parties, lines or type): the back
 * office must still open each one, with its history and working document links.
 */
let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await startTestApp();
  ops = await staffCookie(t, 'operations');
});
afterAll(async () => t?.close());

describe('demo shipments in the back office', () => {
  it('opens the detail of every seeded shipment, and each of its document links', async () => {
    const list = adminEndpoints.admin_shipments.success.parse(
      (await adminCall(t, 'admin_shipments', { pageSize: 100 }, ops)).json(),
    );
    const awbs = list.rows.map((row) => row.awb);
    expect(awbs).toEqual(expect.arrayContaining(trackedShipments.map((s) => s.awb)));
    for (const row of list.rows) {
      const res = await adminCall(t, 'admin_shipment', { shipmentNo: row.shipmentNo }, ops);
      expect(res.statusCode, `${row.shipmentNo}: ${res.body}`).toBe(200);
      const { shipment } = adminEndpoints.admin_shipment.success.parse(res.json());
      // A shipment the carrier has numbered has its scans; one still waiting for its airway bill
      // (the demo customer's unconfirmed booking) has none yet.
      if (row.awb) expect(shipment.history.length, row.shipmentNo).toBeGreaterThan(0);
      else expect(shipment.history, row.shipmentNo).toEqual([]);
      for (const link of shipment.labelLinks) {
        const url = new URL(link.url, 'https://courier.test');
        const doc = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
        expect(doc.statusCode, `${row.shipmentNo} ${link.label}: ${doc.body.slice(0, 200)}`).toBe(
          200,
        );
      }
    }
  });
});
