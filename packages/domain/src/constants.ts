/**
 * Business constants of spec section 9 (and the few of sections 2-4 that are plain numbers or
 * fixed words). Every screen, the API and the tests import them from here: never retype one.
 */

/* Toasts (react-hot-toast style notifications). */
export const TOAST_DISPLAY_MS = 5000;
export const TOAST_EXTENDED_MS = 1000;
export const TOAST_EASE_MS = 300;
export const TOAST_POSITION = 'top-right';
export const TOAST_CLOSE_ON_TAP = true;

/*
 * The spec's home network counters. The site shows the counters kept in the database (content management:
 * figures of kind 'counter', edited in the back office); these are the demo seed's first values.
 * Each animates from zero to its target in about 50 steps every 30 ms.
 */
export const HOME_COUNTERS = {
  offices: 1300,
  pickupPoints: 2142,
  countries: 229,
  employees: 9850,
} as const;
export const COUNTER_STEPS = 50;
export const COUNTER_STEP_MS = 30;

/* Animations: entrance delay grows by 100 ms per card; sidebar highlight after 500 ms. */
const ANIMATION_DELAY_STEP_MS = 100;
export const HIGHLIGHT_DELAY_MS = 500;

/** Entrance delay of the card at `index` (0-based): 100 ms times the index. */
export function animationDelayMs(index: number): number {
  if (!Number.isInteger(index) || index < 0) return 0;
  return index * ANIMATION_DELAY_STEP_MS;
}

/* Sliders: 2 items, 3 on wide screens, 1 on small ones. */
export const SLIDER_ITEMS_SMALL = 1;
export const SLIDER_ITEMS_DEFAULT = 2;
export const SLIDER_ITEMS_WIDE = 3;

/* Maps. The spec gives zooms for the domestic and international maps but no centres: we centre
 * the domestic map on Kuwait City and the international one on the whole world (docs/domain.md). */
export interface MapView {
  readonly center: { readonly lat: number; readonly lng: number };
  readonly zoom: number;
}
export const DOMESTIC_MAP_ZOOM = 4;
export const INTERNATIONAL_MAP_ZOOM = 1;
export const DOMESTIC_MAP: MapView = {
  center: { lat: 29.3759, lng: 47.9774 },
  zoom: DOMESTIC_MAP_ZOOM,
};
export const INTERNATIONAL_MAP: MapView = {
  center: { lat: 20, lng: 0 },
  zoom: INTERNATIONAL_MAP_ZOOM,
};
export const FIND_LOCATION_MAP: MapView = { center: { lat: 22.87, lng: 79.18 }, zoom: 3 };
export const DEFAULT_FIND_LOCATION_COUNTRY_ID = 131;

/**
 * The fixed comment label of every card in the blog's category, tag and search grids (spec 2,
 * Blog: "a fixed label '3 comments'"), worded by the catalogues' plural message.
 */
export const BLOG_GRID_COMMENT_COUNT = 3;

/* Units. */
export const RATE_UNIT = 'KG';
export const RATE_UNITS = [RATE_UNIT] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const LINE_ITEM_UNIT = 'Pieces';
export const WEIGHT_UNIT = 'Kg';
export const DIMENSION_UNIT = 'cm';

/* Currency: amounts are kept in fils (3 minor digits) and shown in KWD with 2 decimals. */
export const CURRENCY_CODE = 'KWD';
export const CURRENCY_MINOR_DIGITS = 3;
export const CURRENCY_DISPLAY_DECIMALS = 2;
/**
 * The dinar on Arabic pages: 'د.ك' after the amount ('12.50 د.ك'), as Kuwait's shops, banks and
 * invoices write it in Arabic (CLDR's symbol without its closing dot). English keeps the code.
 */
export const CURRENCY_SYMBOL_AR = 'د.ك';

/* Shipment numbers. */
export const VOLUMETRIC_DIVISOR = 5000;
export const ITEM_NUMBER_DECIMALS = 2;
export const STREET_MAX_LENGTH = 80;

/* Collection time slots: every 30 minutes from 09:00 to 22:00, 27 values (see timeSlots.ts). */
export const FIRST_TIME_SLOT = '09:00';
export const LAST_TIME_SLOT = '22:00';
export const TIME_SLOT_STEP_MINUTES = 30;
export const TIME_SLOT_COUNT = 27;

/* Card payment fields: exact digit counts. */
export const CARD_NUMBER_LENGTH = 16;
export const CARD_EXPIRY_MONTH_LENGTH = 2;
export const CARD_EXPIRY_YEAR_LENGTH = 4;
export const CARD_CVV_LENGTH = 3;

/* Shipment types. */
export const COLLECTION_SHIPMENT_TYPES = ['Document', 'Non Document'] as const;
export type CollectionShipmentType = (typeof COLLECTION_SHIPMENT_TYPES)[number];
/** Public booking wizard: the type field takes docs or non-docs. */
export const BOOKING_TYPES = ['docs', 'non-docs'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
/** Customer wizard: the same choice is sent as DOX (docs) or SPX (everything else). */
export const CUSTOMER_BOOKING_TYPES = ['DOX', 'SPX'] as const;
export type CustomerBookingType = (typeof CUSTOMER_BOOKING_TYPES)[number];
/** Shipper kind: a company must upload an invoice, an individual must not. */
export const SHIPPER_TYPES = ['company', 'individual'] as const;
export type ShipperType = (typeof SHIPPER_TYPES)[number];
/** Shipment_Type sent to the courier booking call. */
export const COURIER_SHIPMENT_TYPE = 'COMMERCIAL';
/** Content set by the docs type choice. */
export const DOCUMENT_CONTENT = 'document';

/* Vehicles and KYC documents (seed values of vehicle_list and kyc_list). */
export const VEHICLE_TYPES = [
  { value: 'van', description: 'heavy weight vehicle' },
  { value: 'bike', description: 'light weight vehicle' },
] as const;
/* Identity documents in list order: Kuwait's first; which are offered is identityDocuments.ts. */
export const KYC_TYPES = [
  'civilid',
  'passport',
  'commerciallicence',
  'voterid',
  'aadharcard',
  'pancard',
] as const;
export type KycType = (typeof KYC_TYPES)[number];

/* Payment. The customer wizard defaults to cash (section 4). */
export const PAYMENT_TYPES = ['cash', 'online'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'cash';
/**
 * How an online payment is made, always on the payment gateway's hosted page (never a card field
 * on ours): KNET, Kuwait's debit network (every Kuwaiti bank's card), or a credit card (Visa,
 * Mastercard). KNET first: most payers in Kuwait use it (docs/payments.md).
 */
export const PAYMENT_METHODS = ['knet', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'knet';

/* Image uploads are compressed in the browser to JPEG within 1905 x 800 at quality 0.7. */
export const IMAGE_MAX_WIDTH = 1905;
export const IMAGE_MAX_HEIGHT = 800;
export const IMAGE_JPEG_QUALITY = 0.7;
export const IMAGE_OUTPUT_TYPE = 'image/jpeg';

/* Terms and conditions modal body: fixed height, scrolling. */
export const TERMS_MODAL_BODY_HEIGHT_PX = 350;

/* Static content menu ids, encoded as the site links them. */
export const STATIC_MENU_IDS = { terms: 'NA==', privacy: 'NQ==', refund: 'Ng==' } as const;

/* The Sunday rule's note is the catalogue's `note.sunday` (messages.ts noteMessages). */

/*
 * The spec's marketing figures (the worldwide network's). The site shows the figures kept in the
 * database (edited in the back office); these are the demo seed's first values.
 */
export const MARKETING_FIGURES = {
  networkCountries: '209+',
  sinceYear: 1972,
  years: '50+',
  clients: '1850+',
  airProjects: '10500+',
  seaProjects: '4800+',
  courierProjects: '6400+',
  estimateWorkingDays: '6 to 7',
} as const;

/* Browser storage keys. */
export const STORAGE_KEYS = {
  /** Home rate form values, read by check-rate. */
  interFromCountry: 'inter_from_country',
  interToCountry: 'inter_to_country',
  interWeight: 'inter_weight',
  interUnit: 'inter_unit',
  originCountryId: 'originCountryId',
  destinationCountryId: 'destinationCountryId',
  totalWeight: 'totalWeight',
  weightUnit: 'weightUnit',
  /** Create-shipment response ids kept locally (section 3); names chosen by us. */
  orderId: 'orderId',
  shipmentId: 'shipmentId',
} as const;

/* Time zone of every date and time unless a field says otherwise. */
export const TIMEZONE = 'Asia/Kuwait';

/**
 * The courier's own country: the public wizard's sender starts here, and so does an account's
 * sender (accounts are opened for addresses in Kuwait; the account record names no country).
 */
export const HOME_COUNTRY_NAME = 'Kuwait';
/** Its ISO 3166-1 alpha-2 code: how a list in any language names it. */
export const HOME_COUNTRY_CODE = 'KW';

/**
 * VAT as Kuwait's law charges it today: none. Quotes, bookings and invoices keep their VAT line
 * (spec 4) at this rate until staff set another in the back office settings.
 */
export const DEFAULT_VAT_PERCENT = 0;

/* Multi-tracking accepts at most this many numbers at once (spec silent; docs/domain.md). */
export const MAX_TRACKING_NUMBERS = 25;

/* Platform defaults, not used in product screens. */
export const PLATFORM_LOCALE = 'en-US';
export const PLATFORM_CURRENCY = 'USD';
