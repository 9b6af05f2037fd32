/**
 * Journey (d): the demo customer logs in, creates a shipment through the three steps, sees the
 * 'Shipment Confirmation Details' modal with the airway bill number, downloads the label PDF,
 * logs out, and is sent to customer-login when opening create-shipment again.
 */
import assert from 'node:assert/strict';
import { noteMessages } from '@courier/domain/messages';
import { MESSAGES } from '@courier/domain/messages';
import { USER_DATA_KEY, USER_ID_KEY } from '../src/session/customerSession.ts';
import { expect, test } from './support/browser.ts';
import { DEMO, logIn } from './support/portal.ts';
import { apiAnswer, toast } from './support/ui.ts';
import { fillCollectionStep, fillCustomerStep1, fillShippingStep } from './support/wizard.ts';

test.describe('customer portal', () => {
  test('a wrong password shows the login failure and stays on customer-login', async ({
    page,
    errors,
    w,
  }) => {
    await logIn(page, DEMO.userId, 'not-the-password');
    await toast(
      page,
      w.msg(() => MESSAGES.loginFailed),
    )
      .first()
      .waitFor();
    await expect(page).toHaveURL((url) => w.isAt(url, '/customer-login'));
    expect(await page.evaluate(() => localStorage.length), 'nothing stored').toBe(0);
    expect(errors).toEqual([]);
  });

  test("step 3 with the privacy box unticked: no booking, the spec's message on the box", async ({
    page,
    errors,
    w,
  }) => {
    await logIn(page, DEMO.userId, DEMO.password);
    await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    await fillCustomerStep1(page);
    await fillShippingStep(page);
    await fillCollectionStep(page, null);
    const form = page.getByRole('form', { name: w.ui.wizard.collectionForm });
    const privacy = form.getByRole('checkbox', { name: w.ui.wizard.accept_privacy });
    await privacy.locator('xpath=ancestor::label[1]').click();
    await expect(privacy).not.toBeChecked();
    let booked = false;
    page.on('request', (request) => {
      if (/create_shipment/.test(request.url())) booked = true;
    });
    await form.getByRole('button', { name: w.ui.common.submit, exact: true }).click();
    await expect(
      form.getByText(
        w.msg((m) => m.bookingStep3.accept_privacy),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(privacy).toHaveAttribute('aria-describedby', /.+/);
    expect(booked, 'nothing was booked').toBe(false);
    expect(errors).toEqual([]);
  });

  test('logs in, creates a shipment in three steps, downloads the label, logs out', async ({
    context,
    page,
    errors,
    w,
  }) => {
    await logIn(page, DEMO.userId, DEMO.password);
    await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    // The header names the contact person and offers Logout.
    const logout = page.getByRole('button', { name: w.ui.header.logout });
    await logout.waitFor();
    // Only display data is kept in the browser; the session is an httpOnly cookie.
    const cookies = await context.cookies();
    assert.ok(
      cookies.length > 0 && cookies.every((c) => c.httpOnly),
      'the session cookie is httpOnly',
    );
    const storedUser = () =>
      page.evaluate(
        (keys) => keys.map((k) => localStorage.getItem(k)),
        [USER_ID_KEY, USER_DATA_KEY],
      );
    const [userId, userData] = await storedUser();
    assert.equal(userId, DEMO.userId);
    assert.ok(userData && JSON.parse(userData)[0]?.ContactPerson, 'the display data is stored');
    await page.getByRole('link', { name: JSON.parse(userData)[0].ContactPerson }).waitFor();
    assert.ok(
      !JSON.stringify(await page.evaluate(() => ({ ...localStorage }))).includes(DEMO.password),
      'no password stored',
    );

    await fillCustomerStep1(page);
    await fillShippingStep(page);
    const step3 = page.getByRole('form', { name: w.ui.wizard.collectionForm });
    // Spec 4: payment defaults to cash; the online option is hidden in the customer wizard.
    await expect(step3.getByRole('radio', { name: w.ui.wizard.cash, exact: true })).toBeChecked();
    await expect(step3.getByRole('radio', { name: w.ui.wizard.online })).toHaveCount(0);
    await fillCollectionStep(page, null);
    const courier = apiAnswer(page, 'create_skynet_shipment');
    await step3.getByRole('button', { name: w.ui.common.submit, exact: true }).click();
    const booked = await courier;
    assert.equal(booked.status, 200);

    await toast(
      page,
      w.msg(() => MESSAGES.shipmentBooked),
    )
      .first()
      .waitFor();
    const modal = page.getByRole('dialog', { name: w.ui.result.confirmationTitle });
    const awb = (booked.body.Data as { Awbno?: string } | undefined)?.Awbno ?? '';
    expect(awb, 'an 11-digit airway bill number').toMatch(/^\d{11}$/);
    await expect(modal.getByTestId('awb-number')).toHaveText(awb);
    const labelImage = modal.getByRole('img', { name: new RegExp(awb) });
    // The label image has loaded (a broken image has no natural width).
    await expect(labelImage).toHaveJSProperty('complete', true);
    await expect
      .poll(() => labelImage.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('link', { name: w.ui.result.downloadFile }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    assert.equal(pdf.subarray(0, 4).toString('latin1'), '%PDF', 'the label is a PDF');
    assert.ok(pdf.length > 500, 'a real document');

    await modal.getByRole('button', { name: w.ui.common.ok }).click();
    await modal.waitFor({ state: 'hidden' });
    const result = page.getByRole('region', { name: w.ui.result.yourShipmentDetails });
    await expect(result.getByTestId('shipment-no')).toHaveText(awb);
    await expect(result.getByText(w.msg(() => noteMessages.sunday))).toBeVisible();

    await logout.click();
    await page.waitForURL((url) => w.isAt(url, '/customer-login'));
    assert.deepEqual(
      await storedUser(),
      [null, null],
      'logout removed the stored user id and data',
    );
    await page.goto(w.path('/create-shipment'));
    await page.waitForURL((url) => w.isAt(url, '/customer-login'));
    // The server session is gone too, not only the browser's copy.
    const session = await page.evaluate(
      async () =>
        (
          await fetch('/api/website/customer_session', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
    );
    assert.notEqual(session, 200);
    expect(errors).toEqual([]);
  });
});
