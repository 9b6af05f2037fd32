/**
 * Journey: paying a public booking online. The payment step offers KNET and credit cards and
 * takes no card data; Pay sends the visitor to the gateway's hosted page (the sandbox's
 * simulator, served by the API); paying there brings them back to the booking, paid. A declined
 * payment leaves the booking waiting, and paying again (by card) pays it. The stepper counts
 * four steps from the first to the last. Screenshots of the payment step and the hosted page at
 * 390 and 1280 px in out/screenshots/payment/ (<language>-<name>-<width>.png).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, expect, PHONE, screenshotDir, test } from './support/browser.ts';
import { fillCollectionStep, fillPublicStep1, fillShippingStep } from './support/wizard.ts';
import type { PageWords } from './support/words.ts';

/** The hosted page's address (apps/api payments/SandboxPaymentProvider.ts). */
const GATEWAY_PATH = '/api/sandbox-gateway/pay';
const STEPS = 4;

/** The stepper's step on screen: its number and the total it counts. */
async function expectStep(page: Page, w: PageWords, current: number): Promise<void> {
  const stepper = page.getByRole('navigation', { name: w.ui.common.steps });
  await expect(stepper.getByRole('listitem')).toHaveCount(STEPS);
  await expect(stepper.locator('[aria-current="step"]')).toContainText(
    w.ui.common.stepOf({ current, total: STEPS }),
  );
}

/** No field on the page takes a card: no number, no CVV, no expiry, nothing cc-*. */
async function expectNoCardFields(page: Page): Promise<void> {
  await expect(
    page.locator(
      'input[autocomplete^="cc-"], input[name*="card" i], input[name*="cvv" i], input[inputmode="numeric"][maxlength="3"]',
    ),
  ).toHaveCount(0);
}

async function shoot(page: Page, w: PageWords, name: string): Promise<void> {
  const dir = resolve(screenshotDir, 'payment');
  mkdirSync(dir, { recursive: true });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({
      path: resolve(dir, `${w.language}-${name}-${viewport.width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(DESKTOP);
}

/** The wizard up to the payment step, checking the step counter on every step. */
async function toPaymentStep(page: Page, w: PageWords, email: string): Promise<Locator> {
  await page.goto(w.path('/book-shipment'));
  await expectStep(page, w, 1);
  await fillPublicStep1(page, email);
  await expectStep(page, w, 2);
  await fillShippingStep(page);
  await expectStep(page, w, 3);
  await fillCollectionStep(page, 'online');
  const step3 = page.getByRole('form', { name: w.ui.wizard.collectionForm });
  await step3.getByRole('button', { name: w.ui.common.next, exact: true }).click();
  const payment = page.getByRole('form', { name: w.ui.onlinePayment.form });
  await expect(payment).toBeVisible();
  await expectStep(page, w, 4);
  return payment;
}

/** The simulator's Pay button (its name carries the amount in the page's format). */
const gatewayPay = (page: Page) => page.locator('button[name="action"][value="pay"]').click();

/** The booking's state as the API records it (not as the page says). */
async function paymentStatus(page: Page, shipmentId: string) {
  const answer = await page.request.post('/api/website/payment_status', {
    data: { shipmentId },
  });
  return (await answer.json()) as { payment_status: string; last_attempt: string | null };
}

test.describe('online payment on the hosted page', () => {
  // Each journey is the whole wizard, two visits to the gateway's page, axe and screenshots at
  // two widths: room for twice the default on a loaded machine.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('pays by KNET on the hosted page and comes back to a paid booking', async ({
    page,
    errors,
    w,
  }) => {
    const p = w.ui.onlinePayment;
    const payment = await toPaymentStep(page, w, 'knet.payer@example.com');
    // KNET first, a credit card beside it; no field asks for the card on our page.
    await expect(payment.getByRole('radio', { name: p.knet, exact: true })).toBeChecked();
    await expect(payment.getByRole('radio', { name: p.card, exact: true })).not.toBeChecked();
    await expect(payment.getByRole('textbox')).toHaveCount(0);
    await expectNoCardFields(page);
    await expect(payment.getByRole('heading', { name: p.secureTitle })).toBeVisible();
    const amount = (await payment.getByTestId('pay-amount').textContent())!.trim();
    expect(amount).toMatch(w.kwdPattern);
    expect(amount).not.toBe(w.kwd('0.00'));
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, w, 'step');

    // Pay: the booking is recorded, then the gateway's page opens.
    await payment.getByRole('button', { name: p.pay({ amount }), exact: true }).click();
    await page.waitForURL((url) => url.pathname === GATEWAY_PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', w.language);
    await expect(page.getByTestId('gateway-amount')).toHaveText(amount);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, w, 'hosted-page');

    // The simulator's Pay (the bank's answer: approved, its default).
    await gatewayPay(page);
    await page.waitForURL(
      (url) => w.isAt(url, '/book-shipment') && url.searchParams.has('payment'),
    );
    const shipmentId = new URL(page.url()).searchParams.get('payment')!;
    const received = page.getByTestId('payment-received');
    await expect(received).toContainText(w.site.payment.received);
    await expect(received).toContainText(w.site.payment.receivedText({ amount, method: p.knet }));
    const result = page.getByRole('region', { name: w.ui.result.shipmentDetails, exact: true });
    await expect(result.getByTestId('shipment-no')).toHaveText(/^\s*\d{11}\s*$/);
    await expect(result.getByTestId('label-link')).toHaveAttribute('href', /.+/);
    await expectNoCardFields(page);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, w, 'paid');
    expect(await paymentStatus(page, shipmentId)).toMatchObject({
      payment_status: 'paid',
      last_attempt: 'approved',
    });

    // Coming back again (a reload of the return) pays nothing twice and shows the same.
    await page.reload();
    await expect(page.getByTestId('payment-received')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a declined payment keeps the booking; paying again by card pays it', async ({
    page,
    errors,
    w,
  }) => {
    const p = w.ui.onlinePayment;
    const payment = await toPaymentStep(page, w, 'declined.payer@example.com');
    const amount = (await payment.getByTestId('pay-amount').textContent())!.trim();
    await payment.getByRole('button', { name: p.pay({ amount }), exact: true }).click();
    await page.waitForURL((url) => url.pathname === GATEWAY_PATH);
    // The bank says no.
    await page.locator('input[name="outcome"][value="declined"]').check();
    await gatewayPay(page);
    await page.waitForURL(
      (url) => w.isAt(url, '/book-shipment') && url.searchParams.has('payment'),
    );
    const shipmentId = new URL(page.url()).searchParams.get('payment')!;
    const notice = page.getByRole('alert').filter({ hasText: w.site.payment.notCompleted });
    await expect(notice).toContainText(w.site.payment.declinedText);
    await expectStep(page, w, 4);
    await expectNoCardFields(page);
    expect(await paymentStatus(page, shipmentId)).toMatchObject({
      payment_status: 'awaiting',
      last_attempt: 'declined',
    });
    await shoot(page, w, 'declined');

    const again = page.getByRole('form', { name: p.form });
    await again.getByText(p.card, { exact: true }).click();
    await expect(again.getByRole('radio', { name: p.card, exact: true })).toBeChecked();
    await again.getByRole('button', { name: p.pay({ amount }), exact: true }).click();
    await page.waitForURL((url) => url.pathname === GATEWAY_PATH);
    await shoot(page, w, 'hosted-page-card');
    await gatewayPay(page);
    await page.waitForURL((url) => w.isAt(url, '/book-shipment'));
    await expect(page.getByTestId('payment-received')).toContainText(
      w.site.payment.receivedText({ amount, method: p.card }),
    );
    expect(await paymentStatus(page, shipmentId)).toMatchObject({ payment_status: 'paid' });
    expect(errors).toEqual([]);
  });
});
