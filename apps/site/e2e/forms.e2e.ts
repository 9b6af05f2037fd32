/**
 * Journey (e): every form's empty submit shows the spec's messages (imported from
 * @courier/domain, never retyped), tied to their fields; the contact, franchise, member and career
 * forms send and reset; find-location shows the list and the map.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bookingStep1Messages, bookingStep2Messages, bookingStep3Messages } from '@courier/domain/schemas/booking';
import { cardMessages } from '@courier/domain/schemas/card';
import { careerMessages } from '@courier/domain/schemas/career';
import { collectionMessages } from '@courier/domain/schemas/collection';
import { contactMessages } from '@courier/domain/schemas/contact';
import { franchiseMessages } from '@courier/domain/schemas/franchise';
import { loginMessages } from '@courier/domain/schemas/login';
import { memberContactMessages } from '@courier/domain/schemas/memberContact';
import { rateMessages } from '@courier/domain/schemas/rate';
import { trackingMessages } from '@courier/domain/schemas/tracking';
import type { Browser, Locator, Page } from 'playwright-core';
import { seededIds } from './support/apiData.ts';
import { finish, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { apiAnswer, fieldError, toast } from './support/ui.ts';
import { fillCollectionStep, fillCustomerStep1, fillPublicStep1, fillShippingStep, PDF_FILE } from './support/wizard.ts';

let browser: Browser;
let ids: Awaited<ReturnType<typeof seededIds>>;
before(async () => {
  browser = await launchBrowser();
  ids = await seededIds();
});
after(() => finish(browser));

/**
 * Presses the form's submit button with every field empty and checks each field's message, read
 * through the field's aria-describedby (so it is tied to the field, not just somewhere on the page).
 * Spec 5: no message shows before the submit attempt.
 */
async function expectEmptySubmit(form: Locator, button: string, expected: Record<string, string>, loose: string[] = []): Promise<void> {
  await form.waitFor();
  for (const label of Object.keys(expected)) {
    assert.equal(await fieldError(form.getByLabel(label, { exact: true }).first()), '', `no message for ${label} before submitting`);
  }
  await form.getByRole('button', { name: button, exact: true }).click();
  for (const [label, message] of Object.entries(expected)) {
    const field = form.getByLabel(label, { exact: true }).first();
    await form.page().waitForFunction((el) => el?.getAttribute('aria-invalid') === 'true', await field.elementHandle());
    assert.equal(await fieldError(field), message, `${label}: '${message}'`);
  }
  // Messages of radio groups, check boxes and uploads, shown inside the form.
  for (const message of loose) {
    await form.getByText(message, { exact: true }).first().waitFor();
  }
}

const messageFields = (m: { name: string; email: string; mobile: string; message: string }, subject?: string) => ({
  Name: m.name,
  Email: m.email,
  Mobile: m.mobile,
  ...(subject ? { Subject: subject } : {}),
  Message: m.message,
});

describe('empty submits show the spec messages', () => {
  it('home: rate card and both tracking inputs', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/');
    await expectEmptySubmit(page.getByRole('region', { name: 'Rate Inquiry' }), 'CHECK RATES', {
      'From Country': rateMessages.fromCountry,
      'To Country': rateMessages.toCountry,
      Weight: rateMessages.weight,
    });
    await expectEmptySubmit(page.getByRole('search', { name: 'Tracking Number' }).first(), 'TRACK', { 'Tracking Number': trackingMessages.required });
    await expectEmptySubmit(page.getByRole('search', { name: 'Tracking Numbers' }).first(), 'TRACK ALL', { 'Tracking Numbers': trackingMessages.required });
    assert.equal(new URL(page.url()).pathname, '/', 'nothing was submitted');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('check-rate, rate-enquiry and the tracking pages', async () => {
    const { context, page, errors } = await openPage(browser);
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
    await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]') !== null);
    assert.equal(await fieldError(box.getByLabel('Tracking Number')), trackingMessages.box);
    await page.goto('/multi-tracking?tracking_number=');
    await expectEmptySubmit(page.getByRole('search', { name: 'Tracking Numbers' }), 'TRACK ALL', { 'Tracking Numbers': trackingMessages.required });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('login, and the phone rendering of the callback form', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/customer-login');
    await expectEmptySubmit(page.getByRole('form', { name: 'Customer Login' }), 'Login', { 'User ID': loginMessages.Userid, Password: loginMessages.Password });
    assert.deepEqual(errors, []);
    await context.close();

    // The phone-width rendering of the callback form words the phone message its own way.
    const phone = await openPage(browser, PHONE);
    await phone.page.goto('/contact-us');
    await expectEmptySubmit(phone.page.getByTestId('contact-form-mobile').getByRole('form', { name: 'Request a Callback' }), 'Send Message', {
      ...messageFields(contactMessages),
      Mobile: contactMessages.mobileOnMobilePage,
    });
    assert.deepEqual(phone.errors, []);
    await phone.context.close();
  });

  it('book-collection', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/book-collection');
    await expectEmptySubmit(page.getByRole('form', { name: 'Book Collection' }), 'Submit', {
      'Contact Person': collectionMessages.contact_person,
      'Company Name': collectionMessages.company_name,
      'Street Name/Number': collectionMessages.address,
      Country: collectionMessages.country,
      City: collectionMessages.city,
      'Telephone/Mobile': collectionMessages.mobile_number,
      'Shipment Type': collectionMessages.shipment_type,
      'Collection Date': collectionMessages.collection_date,
      'Collection Ready Time': collectionMessages.collection_ready_time,
      'Collection Closing Time': collectionMessages.collection_closing_time,
      'Vehicle Type': collectionMessages.vehicle_type,
      'All shipment: Total Weight': collectionMessages.total_weight,
    });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('book-shipment: every step and the card step', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/book-shipment');
    const m1 = bookingStep1Messages;
    await expectEmptySubmit(page.getByRole('form', { name: 'Sender and Receiver details' }), 'Next', {
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
    });
    await fillPublicStep1(page, 'forms.sender@example.com');
    const m2 = bookingStep2Messages;
    await expectEmptySubmit(
      page.getByRole('form', { name: 'Shipping Details' }),
      'Next',
      {
        Service: m2.service,
        Currency: m2.currency,
        'Declared Value': m2.value,
        Contents: m2.content,
        'Weight (Kg) 1': m2.weight,
        'Length (cm) 1': m2.length,
        'Width (cm) 1': m2.width,
        'Height (cm) 1': m2.height,
        'Quantity 1': m2.qty,
        'Item Value 1': m2.item_value,
        'Description 1': m2.description,
      },
      [m2.type],
    );
    await fillShippingStep(page, { nonDocs: 'Non-Docs' });
    const m3 = bookingStep3Messages;
    await expectEmptySubmit(
      page.getByRole('form', { name: 'Collection, Documents and Payment' }),
      'Submit',
      {
        'Collection Date': m3.collection_date,
        'Collection Time': m3.collection_ready_time,
        'Cutoff/Closing Time': m3.collection_close_time,
        'Vehicle Type': m3.vehicle_type,
        'Special Instruction': m3.special_instruction,
        'KYC Type': m3.kyc_type,
        'KYC Document': m3.kyc_document,
      },
      [m3.shipment_type, m3.payment_type, m3.accept_terms],
    );
    // A company shipper needs an invoice.
    const step3 = page.getByRole('form', { name: 'Collection, Documents and Payment' });
    await step3.getByRole('radio', { name: 'Company', exact: true }).check();
    await step3.getByRole('button', { name: 'Submit', exact: true }).click();
    await step3.getByText(m3.invoice_document, { exact: true }).waitFor();

    await fillCollectionStep(page, 'Pay Online');
    await step3.getByRole('radio', { name: 'Company', exact: true }).check();
    await step3.getByLabel('Company Invoice', { exact: true }).setInputFiles(PDF_FILE);
    await step3.getByRole('button', { name: 'Next', exact: true }).click();
    await expectEmptySubmit(page.getByRole('form', { name: 'Online card payment' }), 'Submit', {
      'Name on Card': cardMessages.name_of_card,
      'Card Number': cardMessages.card_number,
      'Card Type': cardMessages.card_type,
      'Expiry Month (MM)': cardMessages.card_expiry_month,
      'Expiry Year (YYYY)': cardMessages.card_expiry_year,
      CVV: cardMessages.card_cvv_number,
    });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('create-shipment: the customer street, then step 3 with the privacy policy', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/customer-login');
    const login = page.getByRole('form', { name: 'Customer Login' });
    await login.getByLabel('User ID', { exact: true }).fill('demo');
    await login.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/create-shipment');
    const step1 = page.getByRole('form', { name: 'Sender and Receiver details' });
    await step1.waitFor();
    // The customer variant requires the sender street too (the account fills it; clear it).
    const street = step1.getByLabel('Street Name/Number', { exact: true });
    const accountStreet = await street.inputValue();
    await street.fill('');
    await step1.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]') !== null);
    assert.equal(await fieldError(street), bookingStep1Messages.sender_street_name_number);
    assert.equal(await fieldError(step1.getByRole('combobox', { name: 'Receiver Country', exact: true })), bookingStep1Messages.receiver_country);
    await street.fill(accountStreet);
    await fillCustomerStep1(page);
    await fillShippingStep(page, { nonDocs: 'Non-Docs (SPX)' });
    const m3 = bookingStep3Messages;
    await expectEmptySubmit(
      page.getByRole('form', { name: 'Collection, Documents and Payment' }),
      'Submit',
      {
        'Collection Date': m3.collection_date,
        'Collection Time': m3.collection_ready_time,
        'Cutoff/Closing Time': m3.collection_close_time,
        'Vehicle Type': m3.vehicle_type,
        'Special Instruction': m3.special_instruction,
        'KYC Type': m3.kyc_type,
        'KYC Document': m3.kyc_document,
      },
      [m3.shipment_type, m3.accept_privacy],
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** Fills a contact-style form, sends it and checks the answer's Message toast and the reset. */
async function sendAndReset(page: Page, form: Locator, endpoint: string, values: Record<string, string>, button: string): Promise<void> {
  await form.waitFor();
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
    await page.waitForFunction((el) => (el as HTMLInputElement).value === '', await form.getByLabel(label, { exact: true }).elementHandle());
  }
  await form.getByRole('button', { name: button, exact: true }).waitFor();
  assert.equal(await form.getByRole('button', { name: button, exact: true }).isEnabled(), true);
  assert.equal(await form.locator('[aria-invalid="true"]').count(), 0, 'no messages after the reset');
}

describe('enquiry forms: empty submit, then send and reset', () => {
  const person = { Name: 'Maryam Al-Kandari', Email: 'maryam@example.com', Mobile: '+96566112233' };

  it('contact-us, franchise and member Contact Me', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/contact-us');
    const callback = page.getByTestId('contact-form-desktop').getByRole('form', { name: 'Request a Callback' });
    await expectEmptySubmit(callback, 'Send Message', messageFields(contactMessages));
    await sendAndReset(page, callback, 'contact_us', { ...person, Message: 'Please call me about weekly shipments to Dubai.' }, 'Send Message');

    await page.goto('/franchise');
    const franchise = page.getByRole('form', { name: 'Franchise Enquiry' });
    await expectEmptySubmit(franchise, 'Send Message', messageFields(franchiseMessages, franchiseMessages.subject));
    await sendAndReset(page, franchise, 'send_contact_message', { ...person, Subject: 'Franchise in Jahra', Message: 'I would like to open a franchise office.' }, 'Send Message');

    await page.goto(`/member-details?member_id=${ids.memberId}`);
    const member = page.getByRole('form', { name: 'Contact Me' });
    await expectEmptySubmit(member, 'Send Message', messageFields(memberContactMessages, memberContactMessages.subject));
    await sendAndReset(page, member, 'send_contact_message', { ...person, Mobile: '96566112233', Subject: 'Customs question', Message: 'Which documents does a gift parcel need?' }, 'Send Message');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('career application with a resume', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`/career-details?career_id=${ids.careerId}`);
    const form = page.getByRole('form', { name: 'Submit Your Details' });
    await expectEmptySubmit(form, 'Submit', {
      Name: careerMessages.name,
      Email: careerMessages.email,
      Mobile: careerMessages.mobile,
      Message: careerMessages.message,
      Resume: careerMessages.resume_content,
    });
    await form.getByLabel('Resume', { exact: true }).setInputFiles({ ...PDF_FILE, name: 'resume.pdf' });
    await sendAndReset(page, form, 'career_apply', { Name: 'Omar Haddad', Email: 'omar@example.com', Mobile: '96599001122', Message: 'Five years of courier operations.' }, 'Submit');
    assert.equal(await form.getByLabel('Resume', { exact: true }).inputValue(), '', 'the file input is cleared');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('find-location', () => {
  it('shows the list and the map with markers', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/find-location');
    const form = page.getByRole('form', { name: 'Find locations' });
    const country = form.getByLabel('Country', { exact: true });
    await page.waitForFunction((el) => (el as HTMLSelectElement).options.length > 1, await country.elementHandle());
    assert.equal(await country.inputValue(), '131', 'the default country');
    await form.getByRole('button', { name: 'Find Locations' }).click();
    const list = page.getByRole('grid', { name: 'Locations' });
    await list.waitFor();
    for (const header of ['City', 'Address', 'Mobile', 'Email']) {
      assert.equal(await list.getByRole('columnheader', { name: header, exact: true }).count(), 1, header);
    }
    const rows = (await list.getByRole('row').count()) - 1;
    assert.ok(rows >= 1, 'at least one office listed');

    // The list shows only when there are results.
    await country.selectOption({ label: 'Afghanistan' });
    let points = apiAnswer(page, 'google_map_by_country');
    await form.getByRole('button', { name: 'Find Locations' }).click();
    await points;
    await list.waitFor({ state: 'detached' });

    // Another country reloads its locations and the list.
    await country.selectOption({ label: 'Kuwait' });
    points = apiAnswer(page, 'google_map_by_country');
    await form.getByRole('button', { name: 'Find Locations' }).click();
    const kuwait = ((await points).body.googleMapList as { address: string }[] | undefined) ?? [];
    assert.ok(kuwait.length > 0, 'Kuwait has offices');
    await list.getByRole('row').filter({ hasText: kuwait[0]!.address }).waitFor();
    await page.getByRole('tab', { name: 'Map View' }).click();
    const map = page.locator('.leaflet-container');
    await map.waitFor();
    // Offices are circle markers: SVG paths in the overlay pane.
    const marker = map.locator('.leaflet-overlay-pane path.leaflet-interactive');
    await marker.first().waitFor();
    const markers = await marker.count();
    assert.equal(markers, kuwait.length, 'one marker per office');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
