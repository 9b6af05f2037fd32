import { describe, expect, it } from 'vitest';
import {
  BATCH_FIELDS,
  bookingFormOfRow,
  checkBatchRow,
  columnOfField,
  mappingFor,
  mapRow,
  templateHeaders,
  type BatchDefaults,
  type BatchHeaders,
} from './batchRows.ts';
import { i18nOf } from './catalogI18n.ts';
import { messageCatalogAr } from './i18n/ar.ts';
import { messageCatalogEn } from './i18n/en.ts';
import { inMessagesOf, messageCatalog } from './messageWords.ts';
import { bookingStep1Messages } from './schemas/bookingStep1.ts';
import { mondayNoon } from './schemas/bookingFixtures.test-data.ts';

const arabic = i18nOf('ar', [{ namespace: messageCatalog.namespace, tree: messageCatalogAr }]);
const EN: BatchHeaders = messageCatalogEn.batch.columns;
const AR: BatchHeaders = messageCatalogAr.batch.columns as BatchHeaders;

const defaults: BatchDefaults = {
  sender: {
    company: 'Acme Trading',
    contact: 'Amal',
    street: 'Block 3, Street 5',
    city: 'Kuwait City',
    country: '117',
    phone: '+96522223333',
    email: 'amal@example.com',
  },
  kycType: 'civilid',
  kycDocument: 'data:image/jpeg;base64,/9j/4AAQ',
  noInstructions: 'No instructions',
};

const good = {
  reference: 'ORDER-1',
  service: '3',
  type: 'SPX',
  receiver_company: 'Globex',
  receiver_attention: 'Ravi',
  receiver_street: '12 MG Road',
  receiver_city: 'New Delhi',
  receiver_postal_code: '110001',
  receiver_country: '99',
  receiver_phone: '+911122223333',
  receiver_mobile: '+919999988888',
  weight_kg: '2.5',
  length_cm: '50',
  width_cm: '40',
  height_cm: '30',
  quantity: '2',
  description: 'Shoes',
  item_value: '10.5',
  collection_date: '2026-11-24',
  ready_time: '10:00',
  close_time: '17:00',
  vehicle_type: 'bike',
  cod_amount: '12.5',
};

describe('batch rows', () => {
  it('has a header in English and Arabic for every column', () => {
    expect(templateHeaders(EN)).toHaveLength(BATCH_FIELDS.length);
    expect(new Set(templateHeaders(AR)).size).toBe(BATCH_FIELDS.length);
  });

  it('maps headers by key, English or Arabic header, and a remembered mapping first', () => {
    const headers = ['Receiver company', 'اسم المستلم', 'weight_kg', 'Kundenref', 'Weight (kg)'];
    expect(mappingFor(headers, [EN, AR], { Kundenref: 'reference' })).toEqual({
      'Receiver company': 'receiver_company',
      'اسم المستلم': 'receiver_attention',
      weight_kg: 'weight_kg',
      Kundenref: 'reference',
    });
  });

  it('turns a good row into the wizard form the schema accepts, with defaults filled', () => {
    const headers = Object.keys(good);
    const row = mapRow(headers, Object.values(good), mappingFor(headers, [EN]));
    const form = bookingFormOfRow(row, defaults);
    expect(form.value).toBe('21');
    expect(form.content).toBe('Shoes');
    expect(form.sender_consignor).toBe('Acme Trading');
    const checked = checkBatchRow(form, 2, (f) => EN[f], mondayNoon);
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
  });

  it("refuses each bad cell with the wizard's message, in English and in Arabic", () => {
    const bad = { ...good, receiver_mobile: '', weight_kg: 'abc' };
    const form = bookingFormOfRow(bad, defaults);
    const headerOf = (f: (typeof BATCH_FIELDS)[number]) => EN[f];
    const english = checkBatchRow(form, 7, headerOf, mondayNoon);
    expect(english.ok).toBe(false);
    if (english.ok) return;
    const mobile = english.errors.find((e) => e.field === 'receiver_mobile');
    expect(mobile).toEqual({
      row: 7,
      column: 'Receiver mobile',
      field: 'receiver_mobile',
      message: bookingStep1Messages.receiver_mobile,
    });
    expect(english.errors.some((e) => e.column === 'Weight (kg)')).toBe(true);
    const inArabic = inMessagesOf(arabic, () => checkBatchRow(form, 7, headerOf, mondayNoon));
    expect(inArabic.ok).toBe(false);
    if (inArabic.ok) return;
    const arabicMobile = inArabic.errors.find((e) => e.field === 'receiver_mobile');
    expect(arabicMobile?.message).toBe(messageCatalogAr.bookingStep1.receiver_mobile);
    expect(arabicMobile?.message).not.toBe(mobile?.message);
  });

  it('names the column of nested wizard fields', () => {
    expect(columnOfField('shipment_items.0.weight')).toBe('weight_kg');
    expect(columnOfField('currency.currency_code')).toBe('currency');
    expect(columnOfField('kyc_document')).toBeNull();
  });
});
