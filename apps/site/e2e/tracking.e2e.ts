/**
 * Order tracking as a receiver reads it, in English and Arabic, on a phone and a desktop: the
 * summary leads (status, the delivery made or expected, where the shipment is now), the timeline
 * lists every scan newest first with its line on the start side, empty fields are left out, and
 * our own airway bill is no forwarder's outside link. Screenshots of both languages at 390 and
 * 1280 px in out/screenshots/tracking/ (<shipment>-<language>-<width>.png).
 */
import type { Page } from '@playwright/test';
import { DEMO_DELIVERED_AWB } from './support/apiData.ts';
import { DESKTOP, PHONE, expect, screenshot, test } from './support/browser.ts';

/** The demo shipment to London (@courier/demo-data/shipments): in transit, no service named. */
const IN_TRANSIT_TO_LONDON = '70012345023';

/**
 * Before this layout (a 12-field table with dashes and the history as stacked cards) the phone
 * page of the delivered demo shipment was 4,093 px long, its main part 2,674 px; now about 2,850
 * and 1,430. The bound leaves room for wording, not for the old layout to come back.
 */
const PHONE_MAIN_MAX_PX = 1_700;

async function shoot(page: Page, name: string, language: string): Promise<void> {
  await screenshot(page, `tracking/${name}-${language}`, { bothLanguages: true });
}

/** The x of the centre of a box. */
const centreX = (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : NaN);

test.describe('order tracking, led by what a receiver asks', () => {
  test.use({ viewport: PHONE });

  test('a delivered shipment: status, delivery, place, a timeline of every scan, no empty field', async ({
    page,
    errors,
    w,
    language,
  }) => {
    const t = w.ui.trackingResult;
    await page.goto(w.path(`/order-tracking?tracking_number=${DEMO_DELIVERED_AWB}`));
    const summary = page.getByRole('region', { name: `${t.trackingNo} ${DEMO_DELIVERED_AWB}` });
    await expect(summary.getByTestId('tracking-status')).toHaveText(w.portal.status.delivered);
    // The delivery made, not an estimate.
    await expect(summary.getByTestId('tracking-delivered').locator('time')).toHaveAttribute(
      'datetime',
      '2026-03-04T14:20',
    );
    await expect(summary.getByText(t.deliveryDate, { exact: true })).toBeVisible();
    await expect(summary.getByTestId('tracking-expected')).toHaveCount(0);
    await expect(summary.getByTestId('tracking-where')).toHaveText('Andheri, Mumbai');

    // The timeline: an ordered list of days, each an ordered list of its scans, newest first.
    const timeline = page.getByRole('list', { name: t.history, exact: true });
    await expect(timeline).toBeVisible();
    const events = timeline.getByTestId('tracking-event');
    await expect(events).toHaveCount(7);
    const moments = await events
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(moments).toEqual([...moments].sort().reverse());
    expect(moments[0]).toBe('2026-03-04T14:20');
    await expect(events.first()).toContainText(w.portal.status.delivered);
    await expect(events.last()).toContainText(w.portal.status.booked);
    // The line and markers stand on the start side: left in English, right in Arabic.
    const marker = centreX(await events.first().locator('span[aria-hidden="true"]').boundingBox());
    const text = centreX(await events.first().locator('p').first().boundingBox());
    if (language === 'ar') expect(marker).toBeGreaterThan(text);
    else expect(marker).toBeLessThan(text);

    // Only fields with a value: no dash, no signer (the demo scan names none), no forwarder.
    const main = page.getByRole('main');
    for (const value of await main.locator('dd').allTextContents())
      expect(value.trim()).not.toMatch(/^-?$/);
    await expect(main.getByTestId('tracking-airway-bill-no')).toHaveText(DEMO_DELIVERED_AWB);
    await expect(main.getByTestId('tracking-consignee-name')).toHaveCount(0);
    await expect(main.getByText(t.consigneeName, { exact: true })).toHaveCount(0);
    // Our own airway bill under 'Forwarder No' is no forwarder: no row, no outside link.
    await expect(main.getByTestId('tracking-forwarder-no')).toHaveCount(0);
    await expect(main.getByText(t.forwarderNo, { exact: true })).toHaveCount(0);
    await expect(main.locator('a[target="_blank"]')).toHaveCount(0);

    // Much shorter on a phone than the old table; nothing wider than the screen.
    const height = await main.evaluate((element) => element.getBoundingClientRect().height);
    test.info().annotations.push({ type: 'phone main height', description: `${height} px` });
    expect(height).toBeLessThan(PHONE_MAIN_MAX_PX);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shoot(page, 'delivered', language);
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'delivered', language);
    expect(errors).toEqual([]);
  });

  test('a shipment on its way: the expected days, later than expected once they have passed', async ({
    page,
    errors,
    w,
    language,
  }) => {
    const t = w.ui.trackingResult;
    await page.goto(w.path(`/order-tracking?tracking_number=${IN_TRANSIT_TO_LONDON}`));
    const summary = page.getByRole('region', { name: `${t.trackingNo} ${IN_TRANSIT_TO_LONDON}` });
    await expect(summary.getByTestId('tracking-status')).toHaveText(w.portal.status.in_transit);
    await expect(summary.getByText(t.expectedDelivery, { exact: true })).toBeVisible();
    // Europe's 3-5 working days from the pickup on Thu 5 Mar 2026 (Friday a rest day).
    await expect(summary.getByTestId('tracking-expected').locator('time')).toHaveAttribute(
      'datetime',
      '2026-03-09',
    );
    await expect(summary.getByTestId('tracking-expected')).toContainText('11');
    await expect(summary.getByText(t.late, { exact: true })).toBeVisible();
    await expect(summary.getByText(t.estimateNote, { exact: true })).toBeVisible();
    await expect(summary.getByTestId('tracking-delivered')).toHaveCount(0);
    // On Arabic pages the place reads by the Arabic names the reference data has ('UAE').
    await expect(summary.getByTestId('tracking-where')).toHaveText(
      language === 'ar' ? '\u2068Dubai Gateway\u2069، الإمارات' : 'Dubai Gateway, UAE',
    );
    await expect(page.getByRole('list', { name: t.history, exact: true })).toBeVisible();
    await expect(page.getByTestId('tracking-event')).toHaveCount(4);
    await expect(page.getByRole('main').locator('a[target="_blank"]')).toHaveCount(0);
    await shoot(page, 'in-transit', language);
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'in-transit', language);
    expect(errors).toEqual([]);
  });
});
