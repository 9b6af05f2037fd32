/**
 * Journey (e): every form's empty submit shows the spec's messages (imported from
 * @courier/domain, never retyped), tied to their fields; the contact, franchise, member and career
 * forms send and reset; find-location shows the list and the map.
 */
import assert from 'node:assert/strict';
import {
  bookingStep1Messages,
  bookingStep2Messages,
  bookingStep3Messages,
} from '@courier/domain/schemas/booking';
import { cardMessages } from '@courier/domain/schemas/card';
import { careerMessages } from '@courier/domain/schemas/career';
import { collectionMessages } from '@courier/domain/schemas/collection';
import { contactMessages } from '@courier/domain/schemas/contact';
import { franchiseMessages } from '@courier/domain/schemas/franchise';
import { loginMessages } from '@courier/domain/schemas/login';
import { memberContactMessages } from '@courier/domain/schemas/memberContact';
import { rateMessages } from '@courier/domain/schemas/rate';
import { trackingMessages } from '@courier/domain/schemas/tracking';
import { DEFAULT_FIND_LOCATION_COUNTRY_ID } from '@courier/domain/constants';
import type { Locator, Page } from '@playwright/test';
import { seededIds } from './support/apiData.ts';
import { expect, openPage, PHONE, test } from './support/browser.ts';
import {
  apiAnswer,
  chooseFile,
  fieldByLabel,
  fieldError,
  pickComboOption,
  tick,
  toast,
} from './support/ui.ts';
import {
  fillCollectionStep,
  fillCustomerStep1,
  fillPublicStep1,
  fillShippingStep,
  PDF_FILE,
} from './support/wizard.ts';

let ids: Awaited<ReturnType<typeof seededIds>>;
test.beforeAll(async () => {
  ids = await seededIds();
});

/**
 * Presses the form's submit button with every field empty and checks each field's message, read
 * through the field's aria-describedby (so it is tied to the field, not just somewhere on the page).
 * Spec 5: no message shows before the submit attempt.
 */
async function expectEmptySubmit(
  form: Locator,
  button: string,
  expected: Record<string, string>,
  loose: string[] = [],
): Promise<void> {
  await expect(form).toBeVisible();
  for (const label of Object.keys(expected)) {
    expect(
      await fieldError(fieldByLabel(form, label)),
      `no message for ${label} before submitting`,
    ).toBe('');
  }
  await form.getByRole('button', { name: button, exact: true }).click();
  for (const [label, message] of Object.entries(expected)) {
    const field = fieldByLabel(form, label);
    await expect.poll(() => fieldError(field), `${label}: '${message}'`).toBe(message);
    // A field with a message is marked invalid; one without (a computed field) is not.
    // (react-aria marks an invalid Select, DatePicker or upload on its wrapper, not the control.)
    if (/^(select|date|file):/.test(label)) continue;
    if (message) await expect(field, `${label} is invalid`).toHaveAttribute('aria-invalid', 'true');
    else await expect(field, `${label} is not invalid`).not.toHaveAttribute('aria-invalid', 'true');
  }
  // Messages of radio groups, check boxes and uploads, shown inside the form.
  for (const message of loose) {
    await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
  }
}

const messageFields = (
  m: { name: string; email: string; mobile: string; message: string },
  subject?: string,
) => ({
  Name: m.name,
  Email: m.email,
  Mobile: m.mobile,
  ...(subject ? { Subject: subject } : {}),
  Message: m.message,
});

test.describe('empty submits show the spec messages', () => {
  test('home: rate card and both tracking inputs', async ({ page, errors }) => {
    await page.goto('/');
    await expectEmptySubmit(page.getByRole('region', { name: 'Rate Inquiry' }), 'CHECK RATES', {
      'From Country': rateMessages.fromCountry,
      'To Country': rateMessages.toCountry,
      Weight: rateMessages.weight,
    });
    await expectEmptySubmit(
      page.getByRole('search', { name: 'Tracking Number' }).first(),
      'TRACK',
      { 'Tracking Number': trackingMessages.required },
    );
    await expectEmptySubmit(
      page.getByRole('search', { name: 'Tracking Numbers' }).first(),
      'TRACK ALL',
      { 'Tracking Numbers': trackingMessages.required },
    );
    assert.equal(new URL(page.url()).pathname, '/', 'nothing was submitted');
    expect(errors).toEqual([]);
  });

  test('check-rate, rate-enquiry and the tracking pages', async ({ page, errors }) => {
    const rate = {
      'From Country': rateMessages.fromCountry,
      'To Country': rateMessages.toCountry,
      'From State/City': rateMessages.fromCity,
      'To State/City': rateMessages.toCity,
      Weight: rateMessages.weight,
    };
    for (const path of ['/check-rate', '/rate-enquiry']) {
      await page.goto(path);
      await expectEmptySubmit(page.getByRole('form', { name: 'Rate form' }), 'Check Rate', rate);
    }
    await page.goto('/order-tracking?tracking_number=');
    // The separate tracking box: 'Please enter a tracking number.' when blank after trimming.
    const box = page.getByRole('search', { name: 'Tracking Number' });
    await box.getByLabel('Tracking Number').fill('   ');
    await box.getByRole('button', { name: 'TRACK' }).click();
    await expect(box.getByLabel('Tracking Number')).toHaveAttribute('aria-invalid', 'true');
    await expect
      .poll(() => fieldError(box.getByLabel('Tracking Number')))
      .toBe(trackingMessages.box);
    await page.goto('/multi-tracking?tracking_number=');
    await expectEmptySubmit(page.getByRole('search', { name: 'Tracking Numbers' }), 'TRACK ALL', {
      'Tracking Numbers': trackingMessages.required,
    });
    expect(errors).toEqual([]);
  });

  test('login, and the phone rendering of the callback form', async ({ browser, page, errors }) => {
    await page.goto('/customer-login');
    await expectEmptySubmit(page.getByRole('form', { name: 'Customer Login' }), 'Login', {
      'User ID': loginMessages.Userid,
      Password: loginMessages.Password,
    });
    expect(errors).toEqual([]);

    // The phone-width rendering of the callback form words the phone message its own way.
    const phone = await openPage(browser, PHONE);
    await phone.page.goto('/contact-us');
    await expectEmptySubmit(
      phone.page
        .getByTestId('contact-form-mobile')
        .getByRole('form', { name: 'Request a Callback' }),
      'Send Message',
      {
        ...messageFields(contactMessages),
        Mobile: contactMessages.mobileOnMobilePage,
      },
    );
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  test('book-collection', async ({ page, errors }) => {
    await page.goto('/book-collection');
    await expectEmptySubmit(page.getByRole('form', { name: 'Book Collection' }), 'Submit', {
      'Contact Person': collectionMessages.contact_person,
      'Company Name': collectionMessages.company_name,
      'Street Name/Number': collectionMessages.address,
      Country: collectionMessages.country,
      City: collectionMessages.city,
      'Telephone/Mobile': collectionMessages.mobile_number,
      'select:Shipment Type': collectionMessages.shipment_type,
      'Collection Date': collectionMessages.collection_date,
      'select:Collection Ready Time': collectionMessages.collection_ready_time,
      'select:Collection Closing Time': collectionMessages.collection_closing_time,
      'select:Vehicle Type': collectionMessages.vehicle_type,
      'All shipment: Total Weight': collectionMessages.total_weight,
    });
    expect(errors).toEqual([]);
  });

  test('book-shipment: every step and the card step', async ({ page, errors }) => {
    await page.goto('/book-shipment');
    const m1 = bookingStep1Messages;
    await expectEmptySubmit(
      page.getByRole('form', { name: 'Sender and Receiver details' }),
      'Next',
      {
        Consignor: m1.sender_consignor,
        'Contact Person': m1.sender_contact_person,
        'Zip Code': m1.sender_zip_code,
        Country: m1.sender_country,
        City: m1.sender_city,
        Telephone: m1.sender_telephone,
        Email: m1.sender_email,
        'Company Name': m1.receiver_company_name,
        Attention: m1.receiver_attention,
        'Receiver Street Name/Number': m1.receiver_street_name_number,
        'Receiver Country': m1.receiver_country,
        'Receiver City': m1.receiver_city,
        'Receiver Zip Code': m1.receiver_zip_code,
        'Receiver Telephone': m1.receiver_telephone,
        'Receiver Mobile': m1.receiver_mobile,
      },
    );
    await fillPublicStep1(page, 'forms.sender@example.com');
    const m2 = bookingStep2Messages;
    await expectEmptySubmit(
      page.getByRole('form', { name: 'Shipping Details' }),
      'Next',
      {
        'select:Service': m2.service,
        'select:Currency': m2.currency,
        Contents: m2.content,
        'line-1 › Weight (Kg)': m2.weight,
        'line-1 › Length (cm)': m2.length,
        'line-1 › Width (cm)': m2.width,
        'line-1 › Height (cm)': m2.height,
        'line-1 › Qty': m2.qty,
        'line-1 › Item Value': m2.item_value,
        'line-1 › Description': m2.description,
        // Issue 18.13: computed, read-only fields never show a message.
        'Declared Value': '',
        'line-1 › Volumetric Weight': '',
        'line-1 › Item Total': '',
      },
      [m2.type],
    );
    await fillShippingStep(page);
    const m3 = bookingStep3Messages;
    await expectEmptySubmit(
      page.getByRole('form', { name: 'Collection, Documents and Payment' }),
      'Submit',
      {
        'date:Collection Date': m3.collection_date,
        'select:Collection Time': m3.collection_ready_time,
        'select:Cutoff/Closing Time': m3.collection_close_time,
        'select:Vehicle Type': m3.vehicle_type,
        'Special Instruction': m3.special_instruction,
        'select:KYC Type': m3.kyc_type,
        'file:KYC Document': m3.kyc_document,
      },
      [m3.shipment_type, m3.payment_type, m3.accept_terms],
    );
    // A company shipper needs an invoice.
    const step3 = page.getByRole('form', { name: 'Collection, Documents and Payment' });
    await tick(step3.getByRole('radio', { name: 'Company', exact: true }));
    await step3.getByRole('button', { name: 'Submit', exact: true }).click();
    await step3.getByText(m3.invoice_document, { exact: true }).waitFor();

    await fillCollectionStep(page, 'Pay Online');
    await tick(step3.getByRole('radio', { name: 'Company', exact: true }));
    await chooseFile(step3, 'Company Invoice', { ...PDF_FILE, name: 'invoice.pdf' });
    await step3.getByRole('button', { name: 'Next', exact: true }).click();
    await expectEmptySubmit(page.getByRole('form', { name: 'Online card payment' }), 'Submit', {
      'Name on Card': cardMessages.name_of_card,
      'Card Number': cardMessages.card_number,
      'select:Card Type': cardMessages.card_type,
      'Expiry Month (MM)': cardMessages.card_expiry_month,
      'Expiry Year (YYYY)': cardMessages.card_expiry_year,
      CVV: cardMessages.card_cvv_number,
    });
    expect(errors).toEqual([]);
  });

  test('create-shipment: the customer street, then step 3 with the privacy policy', async ({
    page,
    errors,
  }) => {
    await page.goto('/customer-login');
    const login = page.getByRole('form', { name: 'Customer Login' });
    await login.getByLabel('User ID', { exact: true }).fill('demo');
    await login.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/create-shipment');
    const step1 = page.getByRole('form', { name: 'Sender and Receiver details' });
    // The customer variant requires the sender street too (the account fills it; clear it).
    const street = step1.getByLabel('Street Name/Number', { exact: true });
    await expect(street).not.toHaveValue('');
    const accountStreet = await street.inputValue();
    await street.fill('');
    await step1.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect
      .poll(() => fieldError(street))
      .toBe(bookingStep1Messages.sender_street_name_number);
    await expect
      .poll(() =>
        fieldError(step1.getByRole('combobox', { name: 'Receiver Country', exact: true })),
      )
      .toBe(bookingStep1Messages.receiver_country);
    await street.fill(accountStreet);
    await fillCustomerStep1(page);
    await fillShippingStep(page);
    const m3 = bookingStep3Messages;
    await expectEmptySubmit(
      page.getByRole('form', { name: 'Collection, Documents and Payment' }),
      'Submit',
      {
        'date:Collection Date': m3.collection_date,
        'select:Collection Time': m3.collection_ready_time,
        'select:Cutoff/Closing Time': m3.collection_close_time,
        'select:Vehicle Type': m3.vehicle_type,
        'Special Instruction': m3.special_instruction,
        'select:KYC Type': m3.kyc_type,
        'file:KYC Document': m3.kyc_document,
      },
      [m3.shipment_type, m3.accept_terms, m3.accept_privacy],
    );
    expect(errors).toEqual([]);
  });
});

/** Fills a contact-style form, sends it and checks the answer's Message toast and the reset. */
async function sendAndReset(
  page: Page,
  form: Locator,
  endpoint: string,
  values: Record<string, string>,
  button: string,
): Promise<void> {
  await expect(form).toBeVisible();
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  const answer = apiAnswer(page, endpoint);
  const submit = form.getByRole('button', { name: button, exact: true });
  await submit.click();
  const { status, Message } = await answer;
  assert.equal(status, 200, Message);
  assert.ok(Message, `${endpoint} answered a Message`);
  await toast(page, Message).first().waitFor();
  // Spec 4: success resets the form and the button returns to its label.
  for (const label of Object.keys(values)) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await expect(form.getByRole('button', { name: button, exact: true })).toBeEnabled();
  await expect(form.locator('[aria-invalid="true"]'), 'no messages after the reset').toHaveCount(0);
}

test.describe('enquiry forms: empty submit, then send and reset', () => {
  const person = { Name: 'Maryam Al-Kandari', Email: 'maryam@example.com', Mobile: '+96566112233' };

  test('contact-us, franchise and member Contact Me', async ({ page, errors }) => {
    await page.goto('/contact-us');
    const callback = page
      .getByTestId('contact-form-desktop')
      .getByRole('form', { name: 'Request a Callback' });
    await expectEmptySubmit(callback, 'Send Message', messageFields(contactMessages));
    await sendAndReset(
      page,
      callback,
      'contact_us',
      { ...person, Message: 'Please call me about weekly shipments to Dubai.' },
      'Send Message',
    );

    await page.goto('/franchise');
    const franchise = page.getByRole('form', { name: 'Franchise Enquiry' });
    await expectEmptySubmit(
      franchise,
      'Send Message',
      messageFields(franchiseMessages, franchiseMessages.subject),
    );
    await sendAndReset(
      page,
      franchise,
      'send_contact_message',
      {
        ...person,
        Subject: 'Franchise in Jahra',
        Message: 'I would like to open a franchise office.',
      },
      'Send Message',
    );

    await page.goto(`/member-details?member_id=${ids.memberId}`);
    const member = page.getByRole('form', { name: 'Contact Me' });
    await expectEmptySubmit(
      member,
      'Send Message',
      messageFields(memberContactMessages, memberContactMessages.subject),
    );
    await sendAndReset(
      page,
      member,
      'send_contact_message',
      {
        ...person,
        Mobile: '96566112233',
        Subject: 'Customs question',
        Message: 'Which documents does a gift parcel need?',
      },
      'Send Message',
    );
    expect(errors).toEqual([]);
  });

  test('career application with a resume', async ({ page, errors }) => {
    await page.goto(`/career-details?career_id=${ids.careerId}`);
    const form = page.getByRole('form', { name: 'Submit Your Details' });
    await expectEmptySubmit(form, 'Submit', {
      Name: careerMessages.name,
      Email: careerMessages.email,
      Mobile: careerMessages.mobile,
      Message: careerMessages.message,
      'file:Resume': careerMessages.resume_content,
    });
    await chooseFile(form, 'Resume', { ...PDF_FILE, name: 'resume.pdf' });
    await sendAndReset(
      page,
      form,
      'career_apply',
      {
        Name: 'Omar Haddad',
        Email: 'omar@example.com',
        Mobile: '96599001122',
        Message: 'Five years of courier operations.',
      },
      'Submit',
    );
    const resume = form.getByRole('group', { name: 'Resume', exact: true });
    await expect(resume.getByText('No file chosen'), 'the upload is cleared').toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('find-location', () => {
  test('shows the list and the map with markers', async ({ page, errors }) => {
    await page.goto('/find-location');
    const form = page.getByRole('form', { name: 'Find locations' });
    const country = form.getByRole('combobox', { name: 'Country', exact: true });
    await expect(country, 'the countries have loaded').not.toHaveAttribute('aria-busy', 'true');
    // Spec 4's default country 131 (Malaysia in the seeded list), by name in the box, by id on the wire.
    await expect(
      form.locator('input[type="hidden"][name="country_id"]'),
      'the default country',
    ).toHaveValue(String(DEFAULT_FIND_LOCATION_COUNTRY_ID));
    await expect(country).toHaveValue('Malaysia');
    await form.getByRole('button', { name: 'Find Locations' }).click();
    const list = page.getByRole('grid', { name: 'Locations' });
    for (const header of ['City', 'Address', 'Mobile', 'Email']) {
      await expect(
        list.getByRole('columnheader', { name: header, exact: true }),
        header,
      ).toHaveCount(1);
    }
    // A header row and at least one office.
    await expect(list.getByRole('row').nth(1), 'at least one office listed').toBeVisible();

    // The list shows only when there are results.
    await pickComboOption(form, 'Country', 'Afghanistan');
    let points = apiAnswer(page, 'google_map_by_country');
    await form.getByRole('button', { name: 'Find Locations' }).click();
    await points;
    await expect(list).toHaveCount(0);

    // Another country reloads its locations and the list.
    await pickComboOption(form, 'Country', 'Kuwait');
    points = apiAnswer(page, 'google_map_by_country');
    await form.getByRole('button', { name: 'Find Locations' }).click();
    const kuwait = ((await points).body.googleMapList as { address: string }[] | undefined) ?? [];
    assert.ok(kuwait.length > 0, 'Kuwait has offices');
    await list.getByRole('row').filter({ hasText: kuwait[0]!.address }).waitFor();
    await page.getByRole('tab', { name: 'Map View' }).click();
    const map = page.locator('.leaflet-container');
    // Offices are circle markers: SVG paths in the overlay pane.
    const marker = map.locator('.leaflet-overlay-pane path.leaflet-interactive');
    await expect(marker, 'one marker per office').toHaveCount(kuwait.length);
    expect(errors).toEqual([]);
  });
});

test.describe('combo boxes', () => {
  // A react-aria combo box closes its list when the page scrolls under it. With smooth scrolling
  // on the page, focusing a field below the fold started a scroll animation of several hundred
  // milliseconds, and a list opened meanwhile (the city right after its country) shut at once.
  test('a list opened as its field is focused from far above stays open', async ({ page }) => {
    await page.goto('/book-shipment');
    const form = page.getByRole('form', { name: 'Sender and Receiver details' });
    await pickComboOption(form, 'Receiver Country', 'India');
    const city = form.getByRole('combobox', { name: 'Receiver City', exact: true });
    await expect(city).not.toHaveAttribute('aria-busy', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await city.focus();
    await city.press('ArrowDown');
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    // Whatever scrolling the focus caused has ended (300 ms without a scroll event).
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          let timer = 0;
          const quiet = () => {
            window.clearTimeout(timer);
            timer = window.setTimeout(done, 300);
          };
          window.addEventListener('scroll', quiet, true);
          quiet();
        }),
    );
    await expect(city, 'the list is still open').toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  });
});
