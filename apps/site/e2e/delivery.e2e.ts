/**
 * The receiver's delivery page: a shipment to Kuwait is booked (through the API, in the journey's
 * language), the receiver opens the link from the e-mail in the outbox on a phone, sees the
 * shipment, moves the delivery to the next working day and sees it confirmed; the confirmation
 * e-mail follows. Another pays the cash-on-delivery amount online from the link. Screenshots of
 * the page, each choice's form and the payment at 390 and 1280 px.
 */
import { formatDayDate, formatKuwaitTime } from '@courier/domain/formats';
import { axeViolations } from './support/axe.ts';
import { baseUrl, DESKTOP, expect, PHONE, screenshot, test } from './support/browser.ts';
import { deliveryLinkTo, mailsToMentioning } from './support/outbox.ts';
import { tick } from './support/ui.ts';
import { bookToKuwait } from './support/kuwaitBooking.ts';
import { createAccount } from './support/accounts.ts';

test('a receiver opens the e-mailed link on a phone and moves the delivery to the next working day', async ({
  page,
  errors,
  w,
}) => {
  test.slow();
  const words = w.site.delivery;
  const email = `receiver-${Date.now().toString(36)}@example.com`;
  const awb = await bookToKuwait(baseUrl(), w.language, email);
  const link = await deliveryLinkTo(email, awb);
  expect(link.startsWith(w.language === 'ar' ? '/ar/delivery#' : '/delivery#')).toBe(true);

  await page.setViewportSize(PHONE);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
  await expect(page.getByText(awb).first()).toBeVisible();
  const form = page.getByRole('form', { name: words.changeHeading });
  await expect(form).toBeVisible();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `delivery page at ${viewport.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshot(page, 'delivery/page');
  }

  // Each choice's form, looked at on both sizes.
  for (const kind of ['branch', 'neighbour', 'address', 'reschedule'] as const) {
    await tick(form.getByRole('radio', { name: words.kinds[kind] }));
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `${kind} at ${viewport.width} px`).toEqual([]);
      await screenshot(page, `delivery/choice-${kind}`);
    }
  }

  // The first working day offered is the next one; the phone confirms it.
  const day = form.getByRole('radiogroup', { name: words.day }).getByRole('radio').first();
  const dayName = (await day.getAttribute('value')) ?? '';
  // The next working day: tomorrow unless it is a Friday or a holiday.
  expect(dayName > new Date().toISOString().slice(0, 10)).toBe(true);
  await tick(day);
  await form.getByRole('button', { name: words.confirm }).click();
  const current = page.getByTestId('current-choice');
  await expect(current).toContainText(words.confirmed);
  const shown = formatDayDate(dayName, w.language);
  await expect(current).toContainText(words.current.reschedule({ date: shown }));
  expect(await axeViolations(page), 'confirmed at 390 px').toEqual([]);
  await screenshot(page, 'delivery/confirmed');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'delivery/confirmed');

  // The confirmation e-mail follows the booking e-mail; the page shows the choice after a reload.
  await expect
    .poll(() => mailsToMentioning(email, awb), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);
  await page.reload();
  await expect(page.getByTestId('current-choice')).toContainText(shown);
  expect(errors).toEqual([]);
});

test('on the morning of delivery the receiver sees when the courier is expected, in Kuwait time', async ({
  page,
  errors,
  w,
}) => {
  const words = w.site.delivery;
  const email = `window-${Date.now().toString(36)}@example.com`;
  const awb = await bookToKuwait(baseUrl(), w.language, email);
  const link = await deliveryLinkTo(email, awb);
  // The run is the API's (receiver/deliveryWindow.test.ts): here the answer carries a window of
  // 10:00 to 12:00 Kuwait time, as it does once the shipment is on today's run.
  const window = { from: '2026-12-01T07:00:00.000Z', to: '2026-12-01T09:00:00.000Z' };
  await page.route('**/api/website/delivery_link', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, window } });
  });
  await page.setViewportSize(PHONE);
  await page.goto(link);
  const shown = page.getByTestId('delivery-window');
  await expect(shown).toHaveText(
    words.window({
      from: formatKuwaitTime(window.from, w.language),
      to: formatKuwaitTime(window.to, w.language),
    }),
  );
  await expect(shown).toContainText('10:00');
  await expect(shown).toContainText('12:00');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `window at ${viewport.width} px`).toEqual([]);
    await screenshot(page, 'delivery/window');
  }
  expect(errors).toEqual([]);
});

test('a receiver pays the cash-on-delivery amount online from the link, and nothing is due at the door', async ({
  page,
  errors,
  w,
}) => {
  test.slow();
  const pay = w.receiverPay;
  const p = w.ui.onlinePayment;
  const account = await createAccount('codlink', { address1: 'Block 2, Street 8, Shop 3' });
  const email = `cod-${Date.now().toString(36)}@example.com`;
  const awb = await bookToKuwait(baseUrl(), w.language, email, { account, codKwd: '12.5' });
  const link = await deliveryLinkTo(email, awb);

  await page.setViewportSize(PHONE);
  await page.goto(link);
  const due = page.getByTestId('cod-due');
  const amount = w.kwd('12.50');
  await expect(due).toContainText(pay.due({ amount }));
  const form = page.getByRole('form', { name: p.form });
  await expect(form.getByRole('radio', { name: p.knet, exact: true })).toBeChecked();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `COD due at ${viewport.width} px`).toEqual([]);
    await screenshot(page, 'delivery/cod-due');
  }

  // Pay: the gateway's hosted page (the sandbox), then back on the delivery page.
  await page.setViewportSize(PHONE);
  await form.getByRole('button', { name: p.pay({ amount }), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/api/sandbox-gateway/pay');
  await expect(page.getByTestId('gateway-amount')).toHaveText(amount);
  await page.locator('button[name="action"][value="pay"]').click();
  await page.waitForURL((url) => w.isAt(url, '/delivery') && url.search === '?payment=cod');
  const paid = page.getByTestId('cod-paid');
  await expect(paid).toContainText(pay.received);
  await expect(paid).toContainText(pay.paidOnline({ amount }));
  await expect(page.getByTestId('cod-due')).toHaveCount(0);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `COD paid at ${viewport.width} px`).toEqual([]);
    await screenshot(page, 'delivery/cod-paid');
  }
  // The shipment's history shows the payment; the receiver's confirmation e-mail follows.
  await expect(page.getByText(w.msg((m) => m.receiver.remark.cod_paid)).first()).toBeVisible();
  await expect
    .poll(() => mailsToMentioning(email, awb), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});
