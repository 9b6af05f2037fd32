/**
 * Step 2 of the booking wizards offers only the services that can carry the parcel and says why
 * when none can; a service the server refuses brings the wizard back to step 2 with the refusal
 * on the Service field. One shipment shows one currency, KWD, from the customer wizard's step 2
 * to its result; a value declared in another currency says so.
 */
import { formatDeclaredValue, formatKwd, tryParseKwd } from '@courier/domain/money';
import { QUOTE_MESSAGES } from '@courier/domain/rateQuote';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/browser.ts';
import { DEMO, logIn } from './support/portal.ts';
import { apiAnswer, pickSelectOption, selectTrigger, tick } from './support/ui.ts';
import {
  fillCollectionStep,
  fillCustomerStep1,
  fillPublicStep1,
  fillShippingStep,
} from './support/wizard.ts';
import { wordsNow } from './support/words.ts';

/** The names a Select lists when opened; closes it again. */
async function optionNames(page: Page, form: Locator, label: string): Promise<string[]> {
  await selectTrigger(form, label).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const names = (await listbox.getByRole('option').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
  return names;
}

test('public wizard: step 2 offers only what carries the parcel, says why when nothing does, and shows a refusal on the Service field', async ({
  page,
}) => {
  const w = wordsNow();
  const wz = w.ui.wizard;
  await page.goto(w.path('/book-shipment'));
  const parties = await fillPublicStep1(page, 'services@example.com');
  const form = page.getByRole('form', { name: wz.shipping });
  await tick(form.getByRole('radio', { name: wz.nonDocs, exact: true }));
  const weight = form.getByTestId('line-1').getByLabel(wz.weight, { exact: true });
  await weight.fill('2');
  // The demo tariff's services, named as the page's language names them.
  const named = w.ref;
  const offered = await optionNames(page, form, wz.service);
  expect(offered).toContain(named('Express Parcel'));
  expect(offered, 'a parcel is never offered a documents-only service').not.toContain(
    named('Express Documents'),
  );

  // Heavier than any service carries to India: the field says why, in the page's language.
  await weight.fill('400');
  await expect(form.getByTestId('total-chargeable-weight')).toHaveText('400');
  await expect(
    form.getByText(
      wz.noService({
        weight: '400',
        type: wz.nonDocs,
        origin: parties.senderCountry,
        destination: parties.receiverCountry,
      }),
    ),
  ).toBeVisible();
  await weight.fill('');
  await page.goto(w.path('/book-shipment'));

  // A service the server refuses at Submit: back on step 2, the refusal on the Service field.
  await fillPublicStep1(page, 'services@example.com');
  await fillShippingStep(page);
  await fillCollectionStep(page, 'cash');
  const services = (await (await page.request.get('/api/website/service_list')).json()) as {
    serviceList: { id: number; service_name: string }[];
  };
  // This request carries no page language: the list may be in either.
  const documents = services.serviceList.find((s) =>
    [named('Express Documents'), 'Express Documents'].includes(s.service_name),
  )!;
  // The booking as sent, with its service swapped for one that carries documents only.
  await page.route('**/api/website/create_shipment', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, service: String(documents.id) }) });
  });
  const refused = apiAnswer(page, 'create_shipment');
  await page
    .getByRole('form', { name: wz.collectionForm })
    .getByRole('button', { name: w.ui.common.submit, exact: true })
    .click();
  expect((await refused).status).toBe(422);
  await expect(form).toBeVisible();
  await expect(form.getByText(w.msg(() => QUOTE_MESSAGES.documentsOnly))).toBeVisible();
});

// The customer wizard lists the carrier's services (by our names in the page's language where the
// ids are ours) and prices them with our own service ids (ourServiceId.ts), so its amount shows on
// Arabic pages too.
test('customer wizard: the sender starts in Kuwait and every amount of the shipment is in KWD', async ({
  page,
}) => {
  const w = wordsNow();
  const wz = w.ui.wizard;
  await logIn(page, DEMO.userId, DEMO.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/customer-login'));
  await page.goto(w.path('/create-shipment'));
  await fillCustomerStep1(page);
  await fillShippingStep(page);
  // Back to step 2 (what was typed is kept) to read its amount and declare in dollars.
  await page
    .getByRole('form', { name: wz.collectionForm })
    .getByRole('button', { name: w.ui.common.back, exact: true })
    .click();
  const form = page.getByRole('form', { name: wz.shipping });
  // A domestic parcel: the carrier's services, named in the page's language.
  expect(await optionNames(page, form, wz.service)).toContain(w.ref('Domestic Next Day'));
  const amount = form.getByTestId('total-amount');
  await expect(amount).not.toHaveText(/^\D*0\.00\D*$/);
  const kwd = w.language === 'ar' ? 'د.ك' : 'KWD';
  await expect(amount).toContainText(kwd);
  await expect(amount).not.toContainText('₹');
  const currency = await pickSelectOption(form, wz.currency, 'US Dollar');
  await expect(
    form.getByText(
      wz.declaredIn({ currency, amount: formatDeclaredValue('15', 'USD', w.language)! }),
    ),
  ).toBeVisible();
  await form.getByRole('button', { name: w.ui.common.next, exact: true }).click();
  await fillCollectionStep(page, null);
  const created = apiAnswer(page, 'create_shipment');
  await page
    .getByRole('form', { name: wz.collectionForm })
    .getByRole('button', { name: w.ui.common.submit, exact: true })
    .click();
  const record = await created;
  expect(record.status).toBe(200);
  const total = (record.body.shipmentDetails as { total_amount: number }).total_amount;
  const modal = page.getByRole('dialog', { name: w.ui.result.confirmationTitle });
  await modal.getByRole('button', { name: w.ui.common.ok }).click();
  await modal.waitFor({ state: 'hidden' });
  await expect(page.getByText(formatKwd(tryParseKwd(total) ?? 0, w.language))).toBeVisible();
  await expect(page.getByText('₹')).toHaveCount(0);
});
