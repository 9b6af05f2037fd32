import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, earliestCollectionDate, weekdayOf } from '@courier/domain/collectionDate';
import { noAxeViolations } from './axe';
import { baseUrl, login, rememberSecret, STAFF, STAFF_PASSWORD, totp } from './staff';

const JPEG = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]), Buffer.alloc(200, 7)]).toString('base64')}`;
const SHOTS = new URL('../../../out/screenshots/admin/', import.meta.url).pathname;

let bookings = 0;

/** A public booking Kuwait -> India through the website API (each one different: identical bookings count as one): answers its AWB. */
async function bookShipment(request: APIRequestContext): Promise<string> {
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
      vehicle_type: 'bike',
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
}) => {
  const [a, b] = [await bookShipment(page.request), await bookShipment(page.request)];
  await login(page, 'operations');
  await page.getByRole('link', { name: 'Scans' }).click();
  await page.getByRole('heading', { level: 1, name: 'Scans' }).waitFor();
  // A scanner desk has a keyboard and a wedge scanner, no mouse: status, location and scans by keys.
  const status = page.getByRole('button', { name: /New status/ });
  await status.focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await page.keyboard.type('In Transit');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(status).toContainText('In Transit');
  // The closed list gives focus back to its button in the next frame: Tab goes on from there.
  // Pressed before that frame (a busy machine), Tab started from the page instead.
  await expect(status).toBeFocused();
  await page.keyboard.press('Tab');
  const location = page.getByRole('textbox', { name: 'Location' });
  await expect(location).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Shuwaikh Hub');
  await page.keyboard.press('Tab');
  const input = page.getByRole('textbox', { name: 'Airway bill number' });
  await expect(input).toBeFocused();
  for (const number of [a, '12345678901', b]) {
    await page.keyboard.type(number);
    await page.keyboard.press('Enter');
  }
  const results = page.getByRole('listitem').filter({ hasText: /\d{11}/ });
  await expect(results).toHaveCount(3);
  await expect(results.filter({ hasText: '12345678901' })).toContainText(
    'No shipment has this airway bill number.',
  );
  await expect(results.filter({ hasText: a })).toContainText('In Transit');
  await expect(results.filter({ hasText: b })).toContainText('In Transit');
  await expect(input).toBeFocused();
  await noAxeViolations(page);
  // What a customer sees: the website's tracking page for the scanned number.
  await page.goto(`${baseUrl()}/order-tracking?tracking_number=${a}`);
  await expect(page.getByTestId('tracking-status')).toHaveText('In Transit');
  await expect(page.getByText('Shuwaikh Hub').first()).toBeVisible();
});

test('an operations user turns on two-factor login and then logs in with a code', async ({
  page,
}) => {
  await login(page, 'operations');
  await page.getByRole('link', { name: 'Two-factor login' }).click();
  await expect(page.getByText('Two-factor login is off.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor login' }).click();
  const secret = (await page.locator('code').textContent())!.trim();
  rememberSecret(STAFF.operations, secret);
  await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill('000000');
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(
    page.getByText('That code is not right. Enter the current 6-digit code.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByRole('status')).toHaveText(/Two-factor login is on/);
  await noAxeViolations(page);
  // From now on the password alone is not enough.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('textbox', { name: 'User name' }).fill(STAFF.operations);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const code = page.getByRole('textbox', { name: 'Code from your authenticator app' });
  await code.fill(totp(secret));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
});

test('customer service marks an enquiry handled', async ({ page }) => {
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
  await login(page, 'customer-service');
  await page.getByRole('link', { name: 'Enquiries' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Mona E2E' });
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Mona E2E' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Mona E2E' })).toContainText('Handled');
});

test('a content editor cannot open KYC documents', async ({ page }) => {
  const awb = await bookShipment(page.request);
  await login(page, 'content-editor');
  await page.getByRole('link', { name: 'Shipments' }).click();
  await page.getByRole('textbox', { name: 'Airway bill' }).fill(awb);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('link', { name: /SHP|\d{11}/ })
    .first()
    .click();
  await expect(
    page.getByText('KYC and invoice are shown to operations and administrators only.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'View KYC document' })).toHaveCount(0);
  const direct = await page.request.post(`${baseUrl()}/api/admin/shipment_document`, {
    data: { shipmentNo: awb, kind: 'kyc' },
  });
  expect(direct.status()).toBe(403);
});

test('an admin adds a holiday and check_collection_date refuses that date', async ({ page }) => {
  let date = addDays(earliestCollectionDate(new Date()), 10);
  while (weekdayOf(date) === 5) date = addDays(date, 1);
  await login(page, 'admin');
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('textbox', { name: 'Date' }).fill(date);
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E holiday');
  await page.getByRole('button', { name: 'Add holiday' }).click();
  await expect(page.getByRole('status')).toHaveText('The holiday is added.');
  const check = await (
    await page.request.post(`${baseUrl()}/api/website/check_collection_date`, {
      data: { collection_date: date },
    })
  ).json();
  expect(check).toEqual({
    Status: 'Success',
    Message: 'No collections on this date (public holiday). Please select another date.',
  });
});

test.describe('every admin screen: no axe violations at 1280 and 390 px, screenshots', () => {
  let awb = '';
  test.beforeAll(async ({ request }) => {
    mkdirSync(SHOTS, { recursive: true });
    awb = await bookShipment(request);
  });

  async function checkBothWidths(page: Page, name: string) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await noAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: true });
    }
  }

  test('login', async ({ page }) => {
    await page.goto(`${baseUrl()}/admin/`);
    await page.getByRole('heading', { name: 'Staff login' }).waitFor();
    await checkBothWidths(page, 'login');
  });

  const screens: [string, (awb: string) => string][] = [
    ['dashboard', () => '/admin/'],
    ['shipments', () => '/admin/shipments'],
    ['shipment-detail', (number) => `/admin/shipments/${number}`],
    ['scans', () => '/admin/scans'],
    ['collections', () => '/admin/collections'],
    ['enquiries', () => '/admin/enquiries'],
    ['customers', () => '/admin/customers'],
    ['settings', () => '/admin/settings'],
    ['audit', () => '/admin/audit'],
    ['account', () => '/admin/account'],
  ];
  for (const [name, path] of screens) {
    test(name, async ({ page }) => {
      await login(page, 'admin');
      await page.goto(`${baseUrl()}${path(awb)}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkBothWidths(page, name);
    });
  }
});
