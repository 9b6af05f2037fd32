import type { EndpointName, RequestOf } from '@courier/api-client/endpoints';
import { endpointNames } from '@courier/api-client/endpoints';
import { DEMO_CUSTOMER } from '@courier/demo-data/customers';
import { addDays, isCollectionDay } from '@courier/domain/collectionDate';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from './node.ts';
import { createTestClient } from './testing.ts';

const { db, server } = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The next collection day from tomorrow on (the schemas need a date from today on). */
function nextCollectionDate(): string {
  let day = addDays(todayInKuwait(new Date()), 1);
  while (!isCollectionDay(day, db.calendar)) day = addDays(day, 1);
  return day;
}

const pdf = 'data:application/pdf;base64,JVBERi0xLjQK';

function booking(type: 'non-docs' | 'SPX'): RequestOf<'create_shipment'> {
  const common = {
    sender_consignor: 'Gulf Traders WLL',
    sender_contact_person: 'Ahmed Hassan',
    sender_street_name_number: 'Block 3, Street 12',
    sender_zip_code: '13001',
    sender_country: '117',
    sender_city: 'Kuwait City',
    sender_telephone: '+96522001122',
    sender_email: 'ahmed@example.com',
    receiver_company_name: 'Mehta Exports',
    receiver_attention: 'R. Mehta',
    receiver_street_name_number: '12 Marine Drive',
    receiver_city: 'Mumbai',
    receiver_zip_code: '400002',
    receiver_country: '101',
    receiver_telephone: '+912222001122',
    receiver_mobile: '+919800001122',
    service: '2',
    currency: { currency_code: 'KWD', currency_name: 'Kuwaiti Dinar' },
    type,
    value: '40',
    content: 'Garments',
    total_amount: '1.000',
    shipment_items: [
      {
        weight: '2',
        length: '30',
        width: '20',
        height: '10',
        volume_weight: '1.2',
        description: 'Shirts',
        qty: '2',
        unit: 'Pieces' as const,
        item_value: '20',
        item_total_value: '40',
      },
    ],
    collection_date: nextCollectionDate(),
    collection_ready_time: '09:00',
    collection_close_time: '17:00',
    vehicle_type: 'bike',
    special_instruction: 'Call before pickup',
    kyc_type: 'pancard',
    kyc_document: pdf,
    shipment_type: 'individual',
    payment_type: 'cash',
  };
  return type === 'SPX'
    ? { ...common, accept_terms: true, accept_privacy: true }
    : { ...common, accept_terms: true };
}

/** A valid request for every call: the record type makes a forgotten call a type error. */
const samples: { [N in EndpointName]: RequestOf<N> } = {
  our_service_list: {},
  get_our_service_details: { id: 'MQ==' },
  home_slides: {},
  faq_list: {},
  people_list: {},
  company_profile: {},
  blog_list: {},
  blog_by_category: { blog_cat_id: 'MQ==' },
  blog_by_tag: { blog_tag_id: 'MQ==' },
  blog_search: { search_key_word: 'customs' },
  blog_details: { blog_id: 'MQ==' },
  team_member_list: {},
  team_member_details: { member_id: 'Mg==' },
  news_list: {},
  news_details: { news_id: 'MQ==' },
  career_list: {},
  career_details: { career_id: 'MQ==' },
  career_apply: {
    career_id: 'MQ==',
    name: 'Anil Kumar',
    email: 'anil@example.com',
    mobile: '96550001122',
    message: 'Five years of van driving',
    resume_content: pdf,
  },
  dynamic_menu_list: {},
  get_page_content: { menu_id: 'NA==' },
  get_dynamic_page_content: { menu_id: 'NQ==' },
  country_list: {},
  origin_country: {},
  destination_country: { origin_country_id: '117' },
  origin_city: { origin_country_id: '117' },
  destination_city: { destination_country_id: '101' },
  mobile_code_by_country: { country_id: 101 },
  vehicle_list: {},
  service_list: {},
  currency_list: {},
  kyc_list: {},
  domestic_branch: {},
  international_branch: {},
  location_list: { country_id: '131' },
  google_map_by_country: { country_id: '117', location_id: '' },
  price_calculation: {
    origin_country_id: '117',
    destination_country_id: '101',
    origin_city_id: '1',
    destination_city_id: '11',
    weight: '2.5',
    unit: 'KG',
  },
  invoice_price_calculation: {
    origin_country_id: 117,
    destination_country_id: 101,
    service_id: 2,
    total_chargeable_weight: '2',
  },
  contact_us: {
    name: 'Sara',
    email: 'sara@example.com',
    mobile: '+96550001122',
    message: 'Please call me back',
  },
  send_contact_message: {
    name: 'Sara',
    email: 'sara@example.com',
    subject: 'Franchise',
    mobile: '+96550001122',
    message: 'Details please',
  },
  create_shipment_collection: {
    contact_person: 'Ahmed Hassan',
    company_name: 'Gulf Traders WLL',
    address: 'Block 3, Street 12',
    country: 'Kuwait',
    city: 'Kuwait City',
    mobile_number: '+96522001122',
    shipment_type: 'Non Document',
    collection_date: nextCollectionDate(),
    collection_ready_time: '10:00',
    collection_closing_time: '16:00',
    vehicle_type: 'van',
    total_weight: '12.5',
  },
  check_collection_date: { collection_date: nextCollectionDate() },
  make_online_payment: {
    name_of_card: 'Ahmed Hassan',
    card_type: 'visa',
    card_number: '4111111111111111',
    card_expiry_month: '12',
    card_expiry_year: '2030',
    card_cvv_number: '123',
    total_amount: '14.91',
    email_id: 'ahmed@example.com',
    currency: 'KWD',
  },
  create_shipment: booking('non-docs'),
  create_skynet_shipment: { shipmentId: 'set-in-test' },
  label_links: { shipmentId: 'set-in-test' },
  start_online_payment: { shipmentId: 'nobodys', payment_method: 'knet' },
  payment_status: { shipmentId: 'nobodys' },
  customer_login: { Userid: 'demo', Password: 'Demo@12345' },
  customer_logout: {},
  customer_session: {},
  country_list_from_api: {},
  city_list_from_api: { country_name: 'INDIA' },
  service_list_from_api: {},
  portal_dashboard: {},
  portal_shipments: {
    q: 'REF-1',
    status: 'in_transit',
    from: '2026-01-01',
    to: '2026-12-31',
    page: 1,
    page_size: 20,
  },
  portal_shipment: { shipmentId: 'shipment-id' },
  portal_ship_again: { shipmentId: 'shipment-id' },
  portal_addresses: { kind: 'receiver', q: 'Gulf' },
  portal_address_create: {
    kind: 'receiver',
    receiver_company_name: 'Gulf Traders WLL',
    receiver_attention: 'Ahmed Hassan',
    receiver_street_name_number: 'Block 3, Street 12',
    receiver_city: 'Mumbai',
    receiver_zip_code: '400001',
    receiver_country: 'IN',
    receiver_telephone: '+912222001122',
    receiver_mobile: '+919820001122',
  },
  portal_address_update: {
    addressId: 'address-id',
    kind: 'sender',
    sender_consignor: 'Demo Trading Co.',
    sender_contact_person: 'Demo User',
    sender_street_name_number: 'Block 1, Street 2',
    sender_zip_code: '13001',
    sender_country: 'KW',
    sender_city: 'Kuwait City',
    sender_telephone: '+96522001122',
    sender_email: 'demo@example.com',
  },
  portal_address_delete: { addressId: 'address-id' },
  portal_collections: { page: 1 },
  portal_collection_book: {
    shipmentIds: ['shipment-id'],
    collection_date: nextCollectionDate(),
    collection_ready_time: '10:00',
    collection_close_time: '16:00',
    vehicle_type: 'van',
  },
  portal_profile: {},
  // The demo's own details: the db is shared by this file's tests, which log in as the demo.
  portal_profile_update: {
    COMP_NAME: DEMO_CUSTOMER.profile.COMP_NAME,
    ContactPerson: DEMO_CUSTOMER.profile.ContactPerson,
    CITY: DEMO_CUSTOMER.profile.CITY,
    PH_NO: DEMO_CUSTOMER.profile.PH_NO,
    E_MAIL: DEMO_CUSTOMER.profile.E_MAIL,
    Add1: DEMO_CUSTOMER.profile.Add1,
    Add2: DEMO_CUSTOMER.profile.Add2,
    Location_Area: DEMO_CUSTOMER.profile.Location_Area,
  },
  portal_password_change: {
    current_password: 'Not-the-password',
    new_password: 'Demo@67890',
    confirm_password: 'Demo@67890',
  },
  portal_notifications_update: { notify_email: true, notify_sms: false },
  portal_cod_ledger: {},
  portal_cod_remittance: { id: 'rem_nothing' },
  portal_statements: {},
  portal_batch_check: { file: 'UmVmZXJlbmNlCk9SREVSLTEK' },
  portal_batch_create: { file: 'UmVmZXJlbmNlCk9SREVSLTEK' },
  portal_batch: { id: 'bat_nobody' },
  portal_batch_mapping: {},
  portal_batch_mapping_update: { mapping: { Kundenref: 'reference' } },
  portal_shipment_return: { shipmentId: 'nobody' },
  portal_return_link: { shipmentId: 'nobody' },
  portal_webhook_endpoints: {},
  portal_webhook_endpoint_create: {
    url: 'https://hooks.example.com/courier',
    events: ['shipment.status_changed'],
  },
  portal_webhook_endpoint_delete: { endpointId: 'we_nobody' },
  portal_webhook_deliveries: { endpointId: 'we_nobody' },
  portal_webhook_resend: { deliveryId: 'whd_nobody' },
  portal_api_keys: {},
  portal_api_key_create: { name: 'Web shop', mode: 'test' },
  portal_api_key_revoke: { keyId: 'key_mock1' },
  portal_users: {},
  portal_user_invite: { email: 'colleague@example.com', role: 'shipper' },
  portal_user_role: { userId: 'usr_nobody', role: 'viewer' },
  portal_user_remove: { userId: 'usr_nobody' },
  portal_invitation_revoke: { invitationId: 'inv_nobody' },
  user_invitation: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  user_invitation_accept: {
    token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    name: 'Noura',
    password: 'Welcome@2026',
    confirm_password: 'Welcome@2026',
  },
  delivery_link: { token: 'x.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  return_link: { token: 'x.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  return_create: { token: 'x.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  delivery_choice: {
    token: 'x.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    idempotency_key: 'choice-0001',
    choice: { kind: 'reschedule', date: '2026-12-01' },
  },
  delivery_cod_payment: {
    token: 'x.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    payment_method: 'knet',
  },
  delivery_claim: { token: 'x.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  delivery_claim_file: {
    token: 'x.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    idempotency_key: 'claim-0001',
    claim: { kind: 'loss', description: 'Never arrived', valueFils: 1000 },
  },
  delivery_claim_answer: {
    token: 'x.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    claim_id: 'nobody',
    answer: { note: 'More words' },
  },
  portal_claim: { shipmentId: 'nobody' },
  portal_claim_file: {
    shipmentId: 'nobody',
    idempotency_key: 'claim-0002',
    claim: { kind: 'loss', description: 'Never arrived', valueFils: 1000 },
  },
  portal_claim_answer: { shipmentId: 'nobody', claim_id: 'nobody', answer: { note: 'More' } },
  tracks: { AWBNO: '70012345012' },
  tracking_data: { AWBNO: '70012345012,70012345023' },
};

/** Calls whose sample is answered with a refusal on purpose (the contract's other branch). */
const refusedByDesign: EndpointName[] = [
  'check_collection_date',
  'customer_session',
  'create_skynet_shipment',
  'label_links',
  'start_online_payment',
  'payment_status',
  // Ids that are nobody's: the portal's 404.
  'portal_shipment',
  'portal_ship_again',
  'portal_address_update',
  'portal_address_delete',
  'portal_collection_book',
  'portal_webhook_endpoint_delete',
  'portal_webhook_deliveries',
  'portal_webhook_resend',
  'portal_user_role',
  'portal_user_remove',
  'portal_invitation_revoke',
  // A token that is nobody's invitation.
  'user_invitation',
  'user_invitation_accept',
  'delivery_link',
  'delivery_choice',
  'delivery_cod_payment',
  'delivery_claim',
  'delivery_claim_file',
  'delivery_claim_answer',
  'portal_claim',
  'portal_claim_file',
  'portal_claim_answer',
  // The mock's ledger is empty: the sample's remittance is nobody's.
  'portal_cod_remittance',
  // The mock reads no files (its account has no booking's identity document); no batch is anyone's.
  'portal_batch_check',
  'portal_batch_create',
  'portal_batch',
  // The mock delivers nothing and signs no return links.
  'portal_shipment_return',
  'portal_return_link',
  'return_link',
  'return_create',
  // A wrong current password, so the shared demo account keeps its own.
  'portal_password_change',
];

describe('MSW handlers', () => {
  it('serve every call of the contract with an answer that parses', async () => {
    const { client } = createTestClient();
    for (const name of endpointNames) {
      // The portal answers a logged-in customer only (customer_logout ran before).
      if (name === 'portal_dashboard') await client.call('customer_login', samples.customer_login);
      const result = await client.call(name, samples[name]);
      if (refusedByDesign.includes(name)) {
        expect(!result.ok && result.error.kind, name).toBe('rejected');
      } else {
        expect(result.ok ? 'ok' : `${result.error.kind}: ${result.error.message}`, name).toBe('ok');
      }
    }
    await client.call('customer_logout');
  });

  it('answer a refusal carrying the domain field messages for an invalid form', async () => {
    const { client } = createTestClient();
    // Sent past the client's own check, as a hand-made request would be.
    const response = await fetch('http://mock.test/api/website/contact_us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '', email: 'nope', mobile: '12', message: 'hi' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      Status: 'Error',
      Message: 'Enter your name.',
      errors: { name: 'Enter your name.', email: 'Enter valid email id.' },
    });
    const unknownCall = await fetch('http://mock.test/api/website/no_such_call');
    expect([unknownCall.status, await unknownCall.json()]).toEqual([
      404,
      { Status: 'Error', Message: 'Unknown call.' },
    ]);
    const unknown = await client.call('blog_details', { blog_id: 'bm9uZQ==' });
    expect(!unknown.ok && [unknown.error.kind, unknown.error.status]).toEqual(['rejected', 404]);
  });
});

describe('mock behaviour', () => {
  it('prices from the fixture tariff: Kuwait to India, 2.5 kg Express Parcel', async () => {
    const { client } = createTestClient();
    const result = await client.call('price_calculation', {
      ...samples.price_calculation,
      service_id: '2',
    });
    expect(result.ok && result.data).toMatchObject({
      originCountryName: 'Kuwait',
      destinationCountryName: 'India',
      // South Asia: 7.000 for the first 0.5 kg + 4 x 1.800; VAT at the default, 0 % (Kuwait's law).
      totalPrice: 14.2,
      vatPercentage: 0,
      vatAmount: 0,
      netPrice: 14.2,
      service_id: 2,
    });
    const economy = await client.call('price_calculation', {
      ...samples.price_calculation,
      service_id: '3',
    });
    expect(economy.ok && economy.data.totalPrice).toBe(10.2);
  });

  it('offers only the domestic services inside Kuwait', async () => {
    const { client } = createTestClient();
    const result = await client.call('price_calculation', {
      ...samples.price_calculation,
      destination_country_id: '117',
      destination_city_id: '3',
    });
    expect(result.ok && result.data.serviceList.map((s) => s.service_name)).toEqual([
      'Domestic Same Day',
      'Domestic Next Day',
    ]);
  });

  it('books a public shipment with an airway bill number that tracking then knows', async () => {
    const { client } = createTestClient();
    const booked = await client.call('create_shipment', samples.create_shipment);
    if (!booked.ok) throw booked.error;
    expect(booked.data.shipment_no).toMatch(/^\d{11}$/);
    expect(booked.data.shipmentDetails).toMatchObject({
      total_weight: 2,
      total_volume_weight: 1.2,
      total_chargeable_weight: 2,
      total_amount: 12.4,
    });
    // 2 kg Express Parcel to South Asia: 7.000 + 3 x 1.800 = 12.400, VAT 0 %; not the form's 1.000.
    const tracked = await client.call('tracks', { AWBNO: booked.data.shipment_no });
    expect(tracked.ok && tracked.data.data.shipmentHistory.map((e) => e.shipmentStatus)).toEqual([
      'Booked',
    ]);
  });

  it('sends an online booking without a payment to the hosted page; books one paid first', async () => {
    const { client } = createTestClient();
    const hosted = await client.call('create_shipment', {
      ...samples.create_shipment,
      payment_type: 'online',
      payment_method: 'knet',
    });
    if (!hosted.ok) throw hosted.error;
    expect(hosted.data.paymentLink).toBe(`/book-shipment?payment=${hosted.data.shipmentId}`);
    const status = await client.call('payment_status', { shipmentId: hosted.data.shipmentId });
    expect(status.ok && [status.data.payment_status, status.data.payment_method]).toEqual([
      'paid',
      'knet',
    ]);
    const again = await client.call('start_online_payment', {
      shipmentId: hosted.data.shipmentId,
      payment_method: 'card',
    });
    expect(!again.ok && again.error.message).toBe('This shipment is already paid.');
    const paid = await client.call('make_online_payment', samples.make_online_payment);
    if (!paid.ok) throw paid.error;
    const booked = await client.call('create_shipment', {
      ...samples.create_shipment,
      payment_type: 'online',
      payment_id: paid.data.paymentId,
    });
    expect(booked.ok).toBe(true);
    expect([...db.payments.values()].map((p) => p.cardLast4)).toContain('1111');
    const declined = await client.call('make_online_payment', {
      ...samples.make_online_payment,
      card_number: '4000000000000002',
    });
    expect(!declined.ok && declined.error.kind).toBe('rejected');
  });

  it('logs in the demo customer, keeps the session and books through the carrier call', async () => {
    const { client } = createTestClient();
    const wrong = await client.call('customer_login', { Userid: 'demo', Password: 'wrong' });
    expect(!wrong.ok && wrong.error.message).toBe('Invalid Userid/Password. Please try again.');

    const anonymous = await client.call('create_shipment', booking('SPX'));
    expect(!anonymous.ok && anonymous.error.status).toBe(401);

    const login = await client.call('customer_login', samples.customer_login);
    expect(login.ok && login.data.Data[0]?.ContactPerson).toBe('Ahmed Hassan');
    const session = await client.call('customer_session');
    expect(session.ok && session.data.Userid).toBe('demo');

    const recorded = await client.call('create_shipment', booking('SPX'));
    if (!recorded.ok) throw recorded.error;
    expect(recorded.data.account_code).toBe('KWI-100214');
    const carrierBooking = await client.call('create_skynet_shipment', {
      shipmentId: recorded.data.shipmentId,
    });
    if (!carrierBooking.ok) throw carrierBooking.error;
    expect(carrierBooking.data.STATUS).toBe('AWB Generated Sucessfully');
    const rows = await client.call('tracking_data', { AWBNO: carrierBooking.data.Data.Awbno });
    expect(rows.ok && rows.data.Data.map((r) => r.Status)).toEqual(['Booked']);

    await client.call('customer_logout');
    const after = await client.call('customer_session');
    expect(!after.ok && after.error.kind).toBe('rejected');
  });

  it('tracks fixture shipments newest event first, and several numbers at once', async () => {
    const { client } = createTestClient();
    const one = await client.call('tracks', { AWBNO: '70012345012' });
    if (!one.ok) throw one.error;
    expect(one.data.data.statusDetails).toMatchObject({
      status: 'Delivered',
      deliveryDate: one.data.data.shipmentHistory[0]?.date,
    });
    expect(one.data.data.shipmentHistory[0]?.shipmentStatus).toBe('Delivered');
    const many = await client.call('tracking_data', {
      AWBNO: '70012345012, 70012345034, 99999999999',
    });
    expect(many.ok && many.data.Data.map((r) => [r.ShipmentNo, r.Status])).toEqual([
      ['70012345012', 'Delivered'],
      ['70012345034', 'At Customs'],
    ]);
    const none = await client.call('tracks', { AWBNO: '99999999999' });
    expect(!none.ok && none.error.message).toBe('No shipment found for this number.');
  });

  it('filters blog posts by category, tag and keyword', async () => {
    const { client } = createTestClient();
    const tips = await client.call('blog_by_category', { blog_cat_id: 'MQ==' });
    expect(tips.ok && tips.data.blog_list.map((p) => p.title)).toEqual([
      'How to pack fragile items for international shipping',
      'Volumetric weight explained',
      'Air freight or sea freight?',
      'What each tracking status means',
    ]);
    const airFreight = await client.call('blog_by_tag', { blog_tag_id: 'NA==' });
    expect(airFreight.ok && airFreight.data.blog_list).toHaveLength(2);
    const details = await client.call('blog_details', { blog_id: 'MQ==' });
    expect(details.ok && details.data.categoryList.reduce((sum, c) => sum + c.blog_count, 0)).toBe(
      9,
    );
  });

  it('answers check_collection_date the original way: Success means the date is taken', async () => {
    const { client } = createTestClient();
    const friday = (() => {
      let day = addDays(todayInKuwait(new Date()), 1);
      while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 5) day = addDays(day, 1);
      return day;
    })();
    const closed = await client.call('check_collection_date', { collection_date: friday });
    expect(closed.ok && closed.data.Message).toBe(
      'No collections on Fridays and public holidays. Please choose another date.',
    );
  });
});
