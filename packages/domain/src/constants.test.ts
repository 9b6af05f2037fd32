import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('constants of spec section 9', () => {
  it('toasts show 5000 ms, extend 1000 ms, ease 300 ms, top-right, close on tap', () => {
    expect([c.TOAST_DISPLAY_MS, c.TOAST_EXTENDED_MS, c.TOAST_EASE_MS]).toEqual([5000, 1000, 300]);
    expect(c.TOAST_POSITION).toBe('top-right');
    expect(c.TOAST_CLOSE_ON_TAP).toBe(true);
  });

  it('home counters: 1300 offices, 2142 pick-up points, 229 countries, 9850 employees', () => {
    expect(c.HOME_COUNTERS).toEqual({
      offices: 1300,
      pickupPoints: 2142,
      countries: 229,
      employees: 9850,
    });
    expect([c.COUNTER_STEPS, c.COUNTER_STEP_MS]).toEqual([50, 30]);
  });

  it('animation delay is 100 ms times the index; highlight after 500 ms', () => {
    expect(c.animationDelayMs(0)).toBe(0);
    expect(c.animationDelayMs(3)).toBe(300);
    expect(c.animationDelayMs(-1)).toBe(0);
    expect(c.animationDelayMs(1.5)).toBe(0);
    expect(c.HIGHLIGHT_DELAY_MS).toBe(500);
  });

  it('sliders show 1, 2 or 3 items', () => {
    expect([c.SLIDER_ITEMS_SMALL, c.SLIDER_ITEMS_DEFAULT, c.SLIDER_ITEMS_WIDE]).toEqual([1, 2, 3]);
  });

  it('maps: domestic zoom 4, international zoom 1, find-location 22.87, 79.18 at zoom 3', () => {
    expect(c.DOMESTIC_MAP.zoom).toBe(4);
    expect(c.DOMESTIC_MAP_ZOOM).toBe(4);
    expect(c.INTERNATIONAL_MAP.zoom).toBe(1);
    expect(c.INTERNATIONAL_MAP_ZOOM).toBe(1);
    expect(c.FIND_LOCATION_MAP).toEqual({ center: { lat: 22.87, lng: 79.18 }, zoom: 3 });
    expect(c.DEFAULT_FIND_LOCATION_COUNTRY_ID).toBe(131);
  });

  it("blog category, tag and search cards: the fixed label '3 comments'", () => {
    expect(c.BLOG_GRID_COMMENT_COUNT).toBe(3);
  });

  it('units and currency', () => {
    expect(c.RATE_UNIT).toBe('KG');
    expect(c.RATE_UNITS).toEqual(['KG']);
    expect(c.LINE_ITEM_UNIT).toBe('Pieces');
    expect([c.WEIGHT_UNIT, c.DIMENSION_UNIT]).toEqual(['Kg', 'cm']);
    expect([c.CURRENCY_CODE, c.CURRENCY_MINOR_DIGITS, c.CURRENCY_DISPLAY_DECIMALS]).toEqual([
      'KWD',
      3,
      2,
    ]);
  });

  it('shipment numbers and limits', () => {
    expect(c.VOLUMETRIC_DIVISOR).toBe(5000);
    expect(c.ITEM_NUMBER_DECIMALS).toBe(2);
    expect(c.STREET_MAX_LENGTH).toBe(80);
    expect([
      c.FIRST_TIME_SLOT,
      c.LAST_TIME_SLOT,
      c.TIME_SLOT_STEP_MINUTES,
      c.TIME_SLOT_COUNT,
    ]).toEqual(['09:00', '22:00', 30, 27]);
    expect([
      c.CARD_NUMBER_LENGTH,
      c.CARD_EXPIRY_MONTH_LENGTH,
      c.CARD_EXPIRY_YEAR_LENGTH,
      c.CARD_CVV_LENGTH,
    ]).toEqual([16, 2, 4, 3]);
    expect(c.MAX_TRACKING_NUMBERS).toBe(25);
  });

  it('shipment, vehicle, KYC and payment types', () => {
    expect(c.COLLECTION_SHIPMENT_TYPES).toEqual(['Document', 'Non Document']);
    expect(c.BOOKING_TYPES).toEqual(['docs', 'non-docs']);
    expect(c.CUSTOMER_BOOKING_TYPES).toEqual(['DOX', 'SPX']);
    expect(c.SHIPPER_TYPES).toEqual(['company', 'individual']);
    expect(c.COURIER_SHIPMENT_TYPE).toBe('COMMERCIAL');
    expect(c.DOCUMENT_CONTENT).toBe('document');
    expect(c.VEHICLE_TYPES).toEqual([
      { value: 'van', description: 'heavy weight vehicle' },
      { value: 'bike', description: 'light weight vehicle' },
    ]);
    expect(c.KYC_TYPES).toEqual([
      'civilid',
      'passport',
      'commerciallicence',
      'voterid',
      'aadharcard',
      'pancard',
    ]);
    expect(c.PAYMENT_TYPES).toEqual(['cash', 'online']);
    expect(c.DEFAULT_PAYMENT_TYPE).toBe('cash');
  });

  it('image compression, terms modal, menu ids', () => {
    expect([c.IMAGE_MAX_WIDTH, c.IMAGE_MAX_HEIGHT, c.IMAGE_JPEG_QUALITY]).toEqual([1905, 800, 0.7]);
    expect(c.IMAGE_OUTPUT_TYPE).toBe('image/jpeg');
    expect(c.TERMS_MODAL_BODY_HEIGHT_PX).toBe(350);
    expect(c.STATIC_MENU_IDS).toEqual({ terms: 'NA==', privacy: 'NQ==', refund: 'Ng==' });
  });

  it('marketing figures', () => {
    expect(c.MARKETING_FIGURES).toEqual({
      networkCountries: '209+',
      sinceYear: 1972,
      years: '50+',
      clients: '1850+',
      airProjects: '10500+',
      seaProjects: '4800+',
      courierProjects: '6400+',
      estimateWorkingDays: '6 to 7',
    });
  });

  it('browser storage keys, time zone, defaults', () => {
    expect(c.STORAGE_KEYS).toMatchObject({
      interFromCountry: 'inter_from_country',
      interToCountry: 'inter_to_country',
      interWeight: 'inter_weight',
      interUnit: 'inter_unit',
      originCountryId: 'originCountryId',
      destinationCountryId: 'destinationCountryId',
      totalWeight: 'totalWeight',
      weightUnit: 'weightUnit',
    });
    expect(c.TIMEZONE).toBe('Asia/Kuwait');
    expect(c.HOME_COUNTRY_NAME).toBe('Kuwait');
    // Kuwait charges no VAT today (staff change the rate in the settings when the law does).
    expect(c.DEFAULT_VAT_PERCENT).toBe(0);
    expect([c.PLATFORM_LOCALE, c.PLATFORM_CURRENCY]).toEqual(['en-US', 'USD']);
  });
});
