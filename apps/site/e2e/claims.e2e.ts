/**
 * Claims (docs/claims.md): a shipment to Kuwait is booked in the journey's language and scanned
 * delivered; the receiver opens the e-mailed link on a phone, files a damage claim with a photo
 * from the delivery page's "Report a problem", operations accept it through the back office's
 * calls, and the same link shows it accepted. Screenshots of the form, the claim filed and the
 * claim accepted at 390 and 1280 px.
 */
import { claimsCatalogAr } from '@courier/domain/i18n/claimsAr';
import { claimsCatalogEn } from '@courier/domain/i18n/claimsEn';
import { axeViolations } from './support/axe.ts';
import { baseUrl, DESKTOP, expect, PHONE, screenshot, test } from './support/browser.ts';
import { bookToKuwait } from './support/kuwaitBooking.ts';
import { deliveryLinkTo } from './support/outbox.ts';
import { decideClaim, markDelivered } from './support/staff.ts';

/** A small PNG, as a phone's photo would be chosen (the page turns it into a JPEG). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WwQkAQAzC+nU+V82AN0aPEugAIho7NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wd3I2Bb28uJywAAAABJRU5ErkJggg==',
  'base64',
);

test('a receiver files a damage claim with a photo; staff accept it; the link shows it accepted', async ({
  page,
  errors,
  w,
}) => {
  test.slow();
  const words = w.claims;
  const apiWords = w.language === 'ar' ? claimsCatalogAr : claimsCatalogEn;
  const submitted = apiWords.state.submitted;
  const accepted = apiWords.state.accepted;
  const email = `claimant-${Date.now().toString(36)}@example.com`;
  const awb = await bookToKuwait(baseUrl(), w.language, email);
  const link = await deliveryLinkTo(email, awb);
  await markDelivered('claims', [awb]);

  await page.setViewportSize(PHONE);
  await page.goto(link);
  const section = page.getByTestId('claim-section');
  await expect(section.getByRole('heading', { name: words.title })).toBeVisible();
  const form = section.getByTestId('claim-form');

  // Sent empty: each field says what it needs, beside it.
  await form.getByRole('button', { name: words.submit }).click();
  await expect(form.getByText(words.errors.description)).toBeVisible();
  await expect(form.getByText(words.errors.photoRequired)).toBeVisible();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `claim form at ${viewport.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshot(page, 'claims/form-errors');
  }
  await page.setViewportSize(PHONE);

  await form.getByRole('textbox', { name: words.description }).fill('The box arrived crushed.');
  await form.getByRole('textbox', { name: words.value }).fill('12.500');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(
    form.getByRole('button', { name: words.removePhoto({ name: 'damage.jpg' }) }),
  ).toBeVisible();
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await screenshot(page, 'claims/form');
  }
  await form.getByRole('button', { name: words.submit }).click();
  const state = section.getByTestId('claim-state');
  await expect(state).toHaveText(submitted);
  await expect(section.getByRole('status')).toHaveText(apiWords.filed);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `claim filed at ${viewport.width} px`).toEqual([]);
    await screenshot(page, 'claims/filed');
  }

  await decideClaim('claims', awb, 'accept');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('claim-state')).toHaveText(accepted);
  await expect(page.getByTestId('claim-form')).toHaveCount(0);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `claim accepted at ${viewport.width} px`).toEqual([]);
    await screenshot(page, 'claims/accepted');
  }
  expect(errors).toEqual([]);
});
