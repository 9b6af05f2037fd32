import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, earliestCollectionDate, weekdayOf } from '@courier/domain/collectionDate';
import { formatMonthYear } from '@courier/domain/formats';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { monthInKuwait } from '@courier/domain/statements';
import { noAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { fillDate } from './dates';
import { baseUrl, freshCode, login, rememberSecret, signIn, STAFF, STAFF_PASSWORD } from './staff';

// A whole 2x2 photo: uploads are judged by decoding them, so a header alone is refused.
const JPEG = `data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIwAf//Z`;
/** Screenshots of the English run in admin/, of the Arabic run in admin-ar/. */
const shotsOf = (language: string) =>
  new URL(`../../../out/screenshots/${language === 'ar' ? 'admin-ar' : 'admin'}/`, import.meta.url)
    .pathname;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let bookings = 0;

/** A public booking Kuwait -> India through the website API (each one different: identical bookings count as one): answers its AWB. */
async function bookShipment(
  request: APIRequestContext,
  vehicleType: 'bike' | 'van' = 'bike',
): Promise<string> {
  const services = (await (await request.get(`${baseUrl()}/api/website/service_list`)).json()) as {
    serviceList: { id: number; service_name: string }[];
  };
  const service = String(services.serviceList.find((s) => s.service_name === 'Express Parcel')!.id);
  const res = await request.post(`${baseUrl()}/api/website/create_shipment`, {
    data: {
      id: '',
      sender_consignor: 'Acme Trading',
      sender_contact_person: 'Amal',
      sender_street_name_number: 'Block 1, Street 2',
      sender_zip_code: '13001',
      sender_country: '117',
      sender_city: 'Kuwait City',
      sender_telephone: '+96522223333',
      sender_email: 'amal@example.com',
      receiver_company_name: 'Globex',
      receiver_attention: 'Ravi',
      receiver_street_name_number: '12 MG Road',
      receiver_city: 'New Delhi',
      receiver_zip_code: '110001',
      receiver_country: '101',
      receiver_telephone: '+911122223333',
      receiver_mobile: '+919999988888',
      service,
      currency: { currency_code: 'KWD', currency_name: 'Kuwaiti Dinar' },
      type: 'non-docs',
      value: '21',
      content: 'Shoes',
      shipment_items: [
        {
          weight: '2.5',
          length: '50',
          width: '40',
          height: '30',
          volume_weight: '12',
          description: 'Shoes',
          qty: '2',
          unit: 'Pieces',
          item_value: '10.5',
          item_total_value: '21',
        },
      ],
      collection_date: earliestCollectionDate(new Date()),
      collection_ready_time: '10:00',
      collection_close_time: '17:00',
      vehicle_type: vehicleType,
      special_instruction: `Call before pickup (${++bookings})`,
      kyc_type: 'pancard',
      kyc_document: JPEG,
      shipment_type: 'individual',
      invoice_document: '',
      payment_type: 'cash',
      accept_terms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  // A public booking gets its airway bill at once; it is also its shipment number.
  const awb = ((await res.json()) as { shipment_no: string }).shipment_no;
  expect(awb).toMatch(/^\d{11}$/);
  return awb;
}

test('operations scans three airway bills (one unknown) by keyboard alone, and the public tracking page shows the new status', async ({
  page,
  w,
}) => {
  const [a, b] = [await bookShipment(page.request), await bookShipment(page.request)];
  const inTransit = w.portal.status.in_transit;
  await signIn(page, 'operations');
  await page.getByRole('link', { name: w.t.nav.scans }).click();
  await page.getByRole('heading', { level: 1, name: w.t.scans.title }).waitFor();
  // A scanner desk has a keyboard and a wedge scanner, no mouse: status, location and scans by keys.
  const status = page.getByRole('button', { name: new RegExp(escapeRegExp(w.t.scans.status)) });
  await status.focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // Down the list to the status (a browser's typing in Arabic letters is text input, not the
  // key presses a list's type-ahead reads), then Enter.
  const option = listbox.getByRole('option', { name: inTransit, exact: true });
  for (let presses = 0; presses < 12; presses += 1) {
    if (await option.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(status).toContainText(inTransit);
  // The closed list gives focus back to its button in the next frame: Tab goes on from there.
  // Pressed before that frame (a busy machine), Tab started from the page instead.
  await expect(status).toBeFocused();
  await page.keyboard.press('Tab');
  const location = page.getByRole('textbox', { name: w.t.scans.location });
  await expect(location).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Shuwaikh Hub');
  await page.keyboard.press('Tab');
  const input = page.getByRole('textbox', { name: w.t.scans.awb });
  await expect(input).toBeFocused();
  for (const number of [a, '12345678901', b]) {
    await page.keyboard.type(number);
    await page.keyboard.press('Enter');
  }
  const results = page.getByRole('listitem').filter({ hasText: /\d{11}/ });
  await expect(results).toHaveCount(3);
  await expect(results.filter({ hasText: '12345678901' })).toContainText(
    w.msg('No shipment has this airway bill number.'),
  );
  await expect(results.filter({ hasText: a })).toContainText(inTransit);
  await expect(results.filter({ hasText: b })).toContainText(inTransit);
  await expect(input).toBeFocused();
  await noAxeViolations(page);
  // What a customer sees: the website's tracking page (in English: the receiver's language is
  // not the staff member's) for the scanned number.
  await page.goto(`${baseUrl()}/order-tracking?tracking_number=${a}`);
  await expect(page.getByTestId('tracking-status')).toHaveText('In Transit');
  await expect(page.getByText('Shuwaikh Hub').first()).toBeVisible();
});

/** The run planning screen of the courier every run of the journeys has (globalSetup). */
async function courierId(request: APIRequestContext): Promise<number> {
  const answer = await request.get(`${baseUrl()}/api/admin/couriers`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { couriers } = (await answer.json()) as { couriers: { id: number; username: string }[] };
  return couriers.find((c) => c.username === STAFF.courier)!.id;
}

test('operations plan a courier run: two stops, reordered, a suggestion accepted, kept after a reload', async ({
  page,
  w,
}) => {
  const [a, b] = [await bookShipment(page.request), await bookShipment(page.request)];
  await signIn(page, 'operations');
  await page.getByRole('link', { name: w.t.nav.runs }).click();
  await page.getByRole('heading', { level: 1, name: w.t.runs.title }).waitFor();
  await page.getByRole('button', { name: new RegExp(escapeRegExp(w.t.runs.courier)) }).click();
  await page.getByRole('option', { name: STAFF.courier }).click();
  const form = page.getByRole('form', { name: w.t.runs.addTitle });
  const awb = form.getByRole('textbox', { name: w.t.runs.awb });
  const kinds = form.getByRole('radiogroup', { name: w.t.runs.kind });
  const add = form.getByRole('button', { name: w.t.runs.add });
  // The contract's schema checks the form; the server's refusals sit on their fields.
  await add.click();
  await expect(awb).toHaveAccessibleDescription(w.msg('Enter the airway bill number.'));
  await expect(awb).toBeFocused();
  await awb.fill('12345678901');
  await add.click();
  await expect(awb).toHaveAccessibleDescription(w.msg('No shipment has this airway bill number.'));
  await expect(awb).toBeFocused();
  const grid = page.getByRole('grid', { name: w.t.runs.listLabel });
  const order = async () =>
    (await grid.getByRole('row').allTextContents()).map((text) =>
      text.includes(a) ? 'a' : text.includes(b) ? 'b' : '?',
    );
  await awb.fill(a);
  await kinds.getByText(w.t.runs.kinds.pickup, { exact: true }).click();
  await add.click();
  await expect(page.getByText(w.msg('Added to the run.'))).toBeVisible();
  await expect(awb).toHaveValue('');
  await awb.fill(b);
  await kinds.getByText(w.t.runs.kinds.delivery, { exact: true }).click();
  await add.click();
  await expect.poll(order).toEqual(['a', 'b']);
  // A second pickup of the same shipment that day: 409, on the kind.
  await awb.fill(a);
  await kinds.getByText(w.t.runs.kinds.pickup, { exact: true }).click();
  await add.click();
  await expect(kinds).toContainText(
    w.msg('This shipment already has a stop of this kind on a run that day.'),
  );
  await expect(grid.getByRole('row')).toHaveCount(2);
  // The keyboard's way, as a keyboard reaches it: into the list (a row takes the focus), down to
  // the second stop, across to its Up button, Enter; then its Down and Up again (the focus stays
  // on the stop's buttons). Each new order is saved at once, with every stop id.
  const nameOf = (kind: 'pickup' | 'delivery', number: string) =>
    w.t.runs.stopName({ kind: w.t.runs.kinds[kind], awb: number });
  const move = (step: 'moveUp' | 'moveDown') =>
    grid.getByRole('button', { name: w.content.sortable[step]({ name: nameOf('delivery', b) }) });
  const rowOfB = grid.getByRole('row').filter({ hasText: b });
  const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
  await grid.getByRole('row').first().focus();
  for (let presses = 0; presses < 3 && !(await isFocused(rowOfB)); presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(rowOfB).toBeFocused();
  for (let presses = 0; presses < 4 && !(await isFocused(move('moveUp'))); presses += 1)
    await page.keyboard.press(w.language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  await expect(move('moveUp')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(w.msg('The stops were reordered.'))).toBeVisible();
  await expect.poll(order).toEqual(['b', 'a']);
  await expect(move('moveDown')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['a', 'b']);
  await expect(move('moveUp')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['b', 'a']);
  await page.reload();
  await expect.poll(order).toEqual(['b', 'a']);
  // The suggestion groups by place: Kuwait City (the pickup) before New Delhi (the delivery).
  await page.getByRole('button', { name: w.t.runs.suggest }).click();
  const suggestion = page.getByRole('region', { name: w.t.runs.suggestionTitle });
  await expect(suggestion.getByRole('listitem')).toHaveCount(2);
  await expect(suggestion.getByRole('listitem').first()).toContainText(a);
  await expect(suggestion.getByRole('listitem').last()).toContainText(b);
  await noAxeViolations(page);
  await suggestion.getByRole('button', { name: w.t.runs.accept }).click();
  await expect(suggestion).toHaveCount(0);
  await expect.poll(order).toEqual(['a', 'b']);
  await page.reload();
  await expect.poll(order).toEqual(['a', 'b']);
  // The server holds that order too (the screen opened on today, in Kuwait).
  const run = (await (
    await page.request.get(
      `${baseUrl()}/api/admin/courier_run?courierId=${await courierId(page.request)}&date=${todayInKuwait(new Date())}`,
    )
  ).json()) as { stops: { awb: string; position: number }[] };
  expect(run.stops.map((stop) => stop.awb)).toEqual([a, b]);
  // The courier's sheet of the day, printed from the screen: a PDF.
  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: w.t.runs.runSheet }).click();
  const file = await (await sheet).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('an operations user turns on two-factor login and then logs in with a code', async ({
  page,
  w,
}) => {
  await login(page, 'operations');
  await page.getByRole('link', { name: w.t.nav.account }).click();
  await expect(page.getByText(w.t.account.off)).toBeVisible();
  await page.getByRole('button', { name: w.t.account.start }).click();
  const secret = (await page.locator('code').textContent())!.trim();
  rememberSecret(STAFF.operations, secret);
  const code = page.getByRole('textbox', { name: w.t.login.code });
  await code.fill('000000');
  await page.getByRole('button', { name: w.t.account.confirm }).click();
  await expect(
    page.getByText(w.msg('That code is not right. Enter the current 6-digit code.')),
  ).toBeVisible();
  await code.fill(await freshCode(STAFF.operations, secret));
  await page.getByRole('button', { name: w.t.account.confirm }).click();
  await expect(page.getByRole('status')).toHaveText(w.t.account.on);
  await noAxeViolations(page);
  // From now on the password alone is not enough.
  await page.getByRole('button', { name: w.t.nav.logout }).click();
  await page.getByRole('textbox', { name: w.t.login.username }).fill(STAFF.operations);
  await page.getByLabel(w.t.login.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: w.t.login.submit }).click();
  await code.fill(await freshCode(STAFF.operations, secret));
  await page.getByRole('button', { name: w.t.login.submit }).click();
  await page.getByRole('navigation', { name: w.t.nav.label }).waitFor();
});

test('customer service marks an enquiry handled', async ({ page, w }) => {
  const sent = await page.request.post(`${baseUrl()}/api/website/contact_us`, {
    data: {
      name: 'Mona E2E',
      email: 'mona@example.com',
      mobile: '+96560001111',
      subject: 'Callback',
      message: 'Please call me.',
    },
  });
  expect(sent.status()).toBe(200);
  await signIn(page, 'customer-service');
  await page.getByRole('link', { name: w.t.nav.enquiries }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Mona E2E' });
  await card.getByRole('button', { name: w.t.enquiries.markHandled }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Mona E2E' })).toHaveCount(0);
  await page.getByRole('button', { name: w.t.enquiries.states.handled, exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Mona E2E' })).toContainText(
    w.t.enquiries.states.handled,
  );
});

test('a content editor cannot open KYC documents', async ({ page, w }) => {
  const awb = await bookShipment(page.request);
  await signIn(page, 'content-editor');
  await page.getByRole('link', { name: w.t.nav.shipments }).click();
  await page.getByRole('textbox', { name: w.t.shipments.awb }).fill(awb);
  await page.getByRole('button', { name: w.adminUi.filters.search }).click();
  await page
    .getByRole('link', { name: /SHP|\d{11}/ })
    .first()
    .click();
  await expect(page.getByText(w.t.shipments.documentsHidden)).toBeVisible();
  await expect(page.getByRole('button', { name: w.t.shipments.viewKyc })).toHaveCount(0);
  const direct = await page.request.post(`${baseUrl()}/api/admin/shipment_document`, {
    data: { shipmentNo: awb, kind: 'kyc' },
  });
  expect(direct.status()).toBe(403);
});

test('an admin adds a holiday and check_collection_date refuses that date', async ({ page, w }) => {
  let date = addDays(earliestCollectionDate(new Date()), 10);
  while (weekdayOf(date) === 5) date = addDays(date, 1);
  await signIn(page, 'admin');
  await page.getByRole('link', { name: w.t.nav.settings }).click();
  await fillDate(page, w.t.settings.holidayDate, date);
  await page.getByRole('textbox', { name: w.t.settings.holidayName }).fill('E2E holiday');
  await page.getByRole('button', { name: w.t.settings.addHoliday }).click();
  await expect(page.getByRole('status')).toHaveText(w.msg('The holiday is added.'));
  // The website's call, asked in English: the spec's words.
  const check = await (
    await page.request.post(`${baseUrl()}/api/website/check_collection_date`, {
      data: { collection_date: date },
      headers: { 'accept-language': 'en' },
    })
  ).json();
  expect(check).toEqual({
    Status: 'Success',
    Message: 'No collections on this date (public holiday). Please select another date.',
  });
});

test('an admin sets when couriers’ runs start and the minutes a stop takes', async ({
  page,
  w,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: w.t.nav.settings }).click();
  const start = page.getByRole('textbox', { name: w.t.settings.runStart });
  const perStop = page.getByRole('textbox', { name: w.t.settings.minutesPerStop });
  await expect(start).toHaveValue('09:00');
  await start.fill('08:30');
  await perStop.fill('25');
  await page.getByRole('button', { name: w.t.settings.save }).click();
  await expect(page.getByRole('status')).toHaveText(w.msg('The settings are saved.'));
  await page.reload();
  await expect(start).toHaveValue('08:30');
  await expect(perStop).toHaveValue('25');
  // Put back what the other journeys expect.
  await start.fill('09:00');
  await perStop.fill('20');
  await page.getByRole('button', { name: w.t.settings.save }).click();
  await expect(page.getByRole('status')).toHaveText(w.msg('The settings are saved.'));
});

test('an admin makes the demo account’s statement of this month again and sees it listed', async ({
  page,
  w,
}) => {
  const month = monthInKuwait(new Date());
  await signIn(page, 'admin');
  await page.getByRole('link', { name: w.t.nav.remittances }).click();
  const section = page.getByRole('region', { name: w.t.statements.title });
  await section.getByRole('textbox', { name: w.t.statements.account }).fill('KWI-100214');
  await section.getByRole('textbox', { name: w.t.statements.month }).fill(month);
  await section.getByRole('button', { name: w.t.statements.regenerate }).click();
  await expect(section.getByRole('status')).toHaveText(w.msg('Statement made again'));
  const list = section.getByRole('table', {
    name: w.t.statements.listTitle({ account: 'KWI-100214' }),
  });
  await expect(list.getByRole('row').nth(1)).toContainText(
    formatMonthYear(`${month}-01`, w.language),
  );
  mkdirSync(shotsOf(w.language), { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways, `statements at ${width} px scrolls sideways`).toBe(false);
    if (process.env.E2E_SCREENSHOTS !== 'off')
      await section.screenshot({ path: `${shotsOf(w.language)}statements-${width}.png` });
  }
});

test('an empty list says so in words, with no pager counting zero rows', async ({ page, w }) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: w.t.nav.audit }).click();
  await page.getByRole('textbox', { name: w.t.audit.q }).fill('no-such-record-anywhere');
  await page.getByRole('button', { name: w.adminUi.filters.search, exact: true }).click();
  await expect(page.getByText(w.adminUi.dataTable.empty)).toBeVisible();
  await expect(
    page.getByText(w.adminUi.dataTable.page({ page: 1, pages: 1, total: 0 })),
  ).toHaveCount(0);
  await page.getByRole('link', { name: w.t.nav.collections }).click();
  await fillDate(page, w.t.collections.date, '2031-01-06');
  await expect(page.getByText(w.t.collections.none)).toBeVisible();
});

test('date fields read and take dd/mm/yyyy, whatever the browser locale', async ({
  browser,
  w,
  language,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.getByRole('link', { name: w.t.nav.collections }).click();
  const [year, month, day] = earliestCollectionDate(new Date()).split('-');
  await fillDate(page, w.t.collections.date, `${year}-${month}-${day}`);
  const segments = page
    .getByRole('group', { name: w.t.collections.date, exact: true })
    .getByRole('spinbutton');
  await expect(segments).toHaveText([day!, month!, year!]);
  await page.getByRole('link', { name: w.t.nav.shipments }).click();
  await expect(
    page.getByRole('group', { name: w.t.shipments.from, exact: true }).getByRole('spinbutton'),
  ).toHaveText(language === 'ar' ? ['يوم', 'شهر', 'سنة'] : ['dd', 'mm', 'yyyy']);
  await context.close();
});

test('a collection shows the vehicle type the booking asked for by its name', async ({
  page,
  w,
}) => {
  await bookShipment(page.request, 'van');
  await signIn(page, 'operations');
  await page.getByRole('link', { name: w.t.nav.collections }).click();
  await fillDate(page, w.t.collections.date, earliestCollectionDate(new Date()));
  const vehicles = page.getByRole('textbox', { name: w.t.collections.vehicle });
  await expect(vehicles.first()).toBeVisible();
  const values = await vehicles.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  expect(values).toContain(w.t.collections.vehicleTypes.van);
  expect(values).not.toContain('van');
});

test.describe('every admin screen: no axe violations at 1280 and 390 px, screenshots', () => {
  let awb = '';
  test.beforeAll(async ({ request, language }) => {
    mkdirSync(shotsOf(language), { recursive: true });
    awb = await bookShipment(request);
  });

  /**
   * What every screen must be at both widths: axe clean, no field listed as '-', no sideways
   * scroll; in Arabic also right to left, with what names things on it (headings, column
   * headers, field labels) in Arabic. The options of a native select inside a label are data,
   * such as rate cards' names, and left out.
   */
  async function checkBothWidths(page: Page, name: string, language: string) {
    if (language === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const names = await page.locator('main :is(h1, h2, th, label, legend)').evaluateAll((nodes) =>
        nodes
          .map((node) => {
            const copy = node.cloneNode(true) as HTMLElement;
            copy.querySelectorAll('select, option').forEach((inner) => inner.remove());
            return (copy.textContent ?? '').trim();
          })
          .filter(Boolean),
      );
      expect(
        names.filter((text) => !/[\u0600-\u06FF]/.test(text)),
        `${name}: names without Arabic`,
      ).toEqual([]);
    }
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(sideways, `${name} at ${width} px scrolls sideways`).toBe(false);
      await noAxeViolations(page);
      // A field the record left empty is left out, never listed as '-'.
      await expect(page.locator('dd').filter({ hasText: /^\s*-\s*$/ })).toHaveCount(0);
      if (process.env.E2E_SCREENSHOTS !== 'off')
        await page.screenshot({ path: `${shotsOf(language)}${name}-${width}.png`, fullPage: true });
    }
  }

  test('login', async ({ page, w, language }) => {
    await page.goto(`${baseUrl()}/admin/`);
    await page.getByRole('heading', { name: w.t.login.title }).waitFor();
    await checkBothWidths(page, 'login', language);
  });

  const screens: [string, (awb: string) => string][] = [
    ['dashboard', () => '/admin/'],
    ['shipments', () => '/admin/shipments'],
    ['shipment-detail', (number) => `/admin/shipments/${number}`],
    ['scans', () => '/admin/scans'],
    ['collections', () => '/admin/collections'],
    ['claims', () => '/admin/claims'],
    ['enquiries', () => '/admin/enquiries'],
    ['customers', () => '/admin/customers'],
    ['settings', () => '/admin/settings'],
    ['audit', () => '/admin/audit'],
    ['account', () => '/admin/account'],
    ['content', () => '/admin/content'],
    ['content-services', () => '/admin/content/services'],
    ['content-service-new', () => '/admin/content/services/new'],
    ['content-company', () => '/admin/content/company/1'],
  ];
  test('runs', async ({ page, w, language }) => {
    await signIn(page, 'admin');
    // A run of its own day (tomorrow), so the journeys' run of today is not changed: a delivery
    // (New Delhi) then a pickup (Kuwait City), which the suggestion puts the other way round.
    const courier = await courierId(page.request);
    const date = addDays(todayInKuwait(new Date()), 1);
    for (const kind of ['delivery', 'pickup'])
      expect(
        (
          await page.request.post(`${baseUrl()}/api/admin/courier_assign`, {
            data: { courierId: courier, awb, kind, date },
          })
        ).status(),
      ).toBe(201);
    await page.goto(`${baseUrl()}/admin/runs?courier=${courier}&date=${date}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: w.t.runs.suggest }).click();
    await page.getByRole('region', { name: w.t.runs.suggestionTitle }).waitFor();
    await checkBothWidths(page, 'runs', language);
  });

  for (const [name, path] of screens) {
    test(name, async ({ page, language }) => {
      await signIn(page, 'admin');
      await page.goto(`${baseUrl()}${path(awb)}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkBothWidths(page, name, language);
    });
  }
});

test('lists fit a phone: every column of a row in sight, changes as readable lines', async ({
  page,
  w,
}) => {
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 390, height: 900 });
  for (const [path, label] of [
    ['/admin/shipments', w.t.shipments.title],
    ['/admin/customers', w.t.customers.title],
    ['/admin/audit', w.t.audit.title],
  ] as const) {
    await page.goto(`${baseUrl()}${path}`);
    const region = page.getByRole('region', { name: label, exact: true });
    const table = region.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // No column is left out of sight: the list does not scroll sideways, and the last cell of
    // the first row lies inside the screen.
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth), path).toBe(true);
    const last = table.getByRole('row').nth(1).getByRole('cell').last();
    // Polled: a list that renders again (its words or rows arriving) has no box for a moment.
    await expect
      .poll(
        async () => {
          const box = await last.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= 390;
        },
        { message: path },
      )
      .toBe(true);
    // Keyboard reachable: the region takes focus.
    await region.focus();
    await expect(region).toBeFocused();
  }
  // The audit log shows a change as field: old → new, never raw JSON.
  await expect(page.getByRole('table').getByText(/^\{"|":"/)).toHaveCount(0);
  await expect(page.getByRole('table').getByText('role', { exact: true }).first()).toBeVisible();
  await noAxeViolations(page);
});
