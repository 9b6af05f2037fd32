import type { ShipmentDetails } from '@courier/api-client/endpoints/shipments';
import { blogPosts, blogTags } from './fixtures/blog.ts';
import { collectionCalendar } from './fixtures/calendar.ts';
import { companyProfile, marketingFigures } from './fixtures/company.ts';
import { careers } from './fixtures/careers.ts';
import { faqs, homeSlides, people } from './fixtures/content.ts';
import { customerAccounts } from './fixtures/customers.ts';
import { countries } from './fixtures/geography.ts';
import { locations } from './fixtures/locations.ts';
import { news } from './fixtures/news.ts';
import { pages } from './fixtures/pages.ts';
import { rateCards, rateServices, VAT_PERCENT } from './fixtures/rates.ts';
import {
  carrierCountries,
  currencies,
  kycTypes,
  shipmentServices,
  vehicles,
} from './fixtures/reference.ts';
import { services } from './fixtures/services.ts';
import { trackedShipments, type TrackedShipment } from './fixtures/shipments.ts';
import { teamMembers } from './fixtures/team.ts';

/** A shipment recorded by create_shipment. */
export interface RecordedShipment {
  shipmentId: string;
  orderId: string;
  variant: 'public' | 'customer';
  userId: string | null;
  accountCode: string;
  details: ShipmentDetails;
  labelUrl: string;
  /** Set once booked with the carrier (public: at once; customer: create_skynet_shipment). */
  awb: string | null;
  /** Online bookings: paid (the mock's hosted page approves at once) and how. */
  paid?: boolean;
  paymentMethod?: 'knet' | 'card';
}

/** Something a visitor sent that the mock keeps so tests can see it arrived. */
interface Inbox {
  kind: 'contact' | 'member' | 'franchise' | 'career' | 'collection';
  body: Record<string, unknown>;
}

export interface MockDbOptions {
  /** The clock of date rules (collection dates); tests pin it. */
  now?: () => Date;
}

function seed() {
  return {
    services,
    news,
    blogPosts: blogPosts,
    blogTags,
    team: teamMembers,
    careers,
    faqs,
    people,
    homeSlides,
    companyProfile,
    marketingFigures,
    pages,
    countries,
    locations,
    rateServices,
    rateCards,
    vatPercent: VAT_PERCENT,
    shipmentServices,
    vehicles,
    kycTypes,
    currencies,
    carrierCountries,
    customerAccounts,
    calendar: collectionCalendar,
  };
}

/**
 * The mock API's in-memory database: a fresh deep copy of the fixtures plus what visitors create
 * while it runs. Each test (or each Storybook story) can take its own.
 */
export function createMockDb(options: MockDbOptions = {}) {
  const fixtures = structuredClone(seed());
  return {
    ...fixtures,
    now: options.now ?? (() => new Date()),
    tracked: new Map<string, TrackedShipment>(
      structuredClone(trackedShipments).map((s) => [s.awb, s]),
    ),
    shipments: new Map<string, RecordedShipment>(),
    payments: new Map<string, { amount: string; currency: string; cardLast4: string }>(),
    sessions: new Map<string, string>(),
    inbox: [] as Inbox[],
    counters: { awbSerial: 7001234600, collection: 1000, order: 5000, payment: 100 },
  };
}

export type MockDb = ReturnType<typeof createMockDb>;
