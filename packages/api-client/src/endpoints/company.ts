import { z } from 'zod';
import { COUNTER_VALUE, isMapEmbedUrl } from '@courier/domain/content/contentSchema';
import type { FigureKind } from '@courier/domain/content/contentTypes';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { urlSchema } from '../wire.ts';

/**
 * The company's own details and the marketing figures (edited in the back office, no
 * longer in the site's code). The header, footer and several pages read them on every route.
 */

/** A link the back office may leave empty (a social network the company is not on, no map). */
const optionalUrl = z.string();

const companyProfileSchema = z.object({
  name: z.string().min(1),
  address: z.string().min(1),
  salesPhone: z.string().min(1),
  generalPhone: z.string().min(1),
  /** WhatsApp chat numbers: digits with the country code, no plus sign. */
  whatsappNumber: z.string().min(1),
  generalWhatsappNumber: z.string().min(1),
  email: z.string().min(1),
  externalPortalUrl: urlSchema,
  /** The airway bill number is appended to it. */
  externalTrackingUrl: urlSchema,
  companyProfilePdf: urlSchema,
  mapEmbedUrl: optionalUrl,
  social: z.object({
    facebook: optionalUrl,
    twitter: optionalUrl,
    linkedin: optionalUrl,
    instagram: optionalUrl,
  }),
  regionalOffices: z.array(z.string().min(1)),
  /** The company's own history (spec 1, About Us); the marketing figures are the network's. */
  history: z.object({
    since: z.number().int(),
    incorporated: z.number().int(),
    headOffice: z.string().min(1),
    franchiseOffices: z.number().int().nonnegative(),
  }),
});
export type CompanyProfile = z.output<typeof companyProfileSchema>;

const marketingFigureSchema = z.object({
  /** Stable name the site finds a figure by (network_countries, since_year, ...). */
  key: z.string().min(1),
  value: z.string().min(1),
  label: z.string().min(1),
});
export type MarketingFigure = z.output<typeof marketingFigureSchema>;

/** A home counter (Our Network): a figure of kind 'counter', counting up to a whole number. */
const homeCounterSchema = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  target: z.number().int().nonnegative(),
});
export type HomeCounter = z.output<typeof homeCounterSchema>;

/** A marketing_figures row as stored (published ones, in their order). */
export interface StoredFigure {
  key: string;
  kind: FigureKind;
  value: string;
  label: string;
}

/**
 * The published rows split as the site shows them: the counters (their value read as the number
 * they count up to) and the figures written as they are. The back office lets only digits into a
 * counter; a hand-made row that is not a whole number is left out rather than shown as 0.
 */
export function figuresFromStored(rows: readonly StoredFigure[]): {
  figures: MarketingFigure[];
  counters: HomeCounter[];
} {
  const figures: MarketingFigure[] = [];
  const counters: HomeCounter[] = [];
  for (const { key, kind, value, label } of rows) {
    if (kind === 'figure') figures.push({ key, value, label });
    else if (COUNTER_VALUE.test(value)) counters.push({ key, label, target: Number(value) });
  }
  return { figures, counters };
}

/** The profile as stored (company_profile's columns, English values): the API's row, the mock's fixture. */
export interface StoredCompanyProfile {
  name: string;
  address: string;
  salesPhone: string;
  generalPhone: string;
  whatsappNumber: string;
  generalWhatsappNumber: string;
  email: string;
  externalPortalUrl: string;
  externalTrackingUrl: string;
  profilePdfUrl: string;
  mapEmbedUrl: string;
  facebookUrl: string;
  twitterUrl: string;
  linkedinUrl: string;
  instagramUrl: string;
  /** One office per line. */
  regionalOffices: string;
  historySince: number;
  incorporated: number;
  headOffice: string;
  franchiseOffices: number;
}

/** The wire shape of a stored profile, so the API and the mock answer alike. */
export function companyProfileFromStored(stored: StoredCompanyProfile): CompanyProfile {
  return {
    name: stored.name,
    address: stored.address,
    salesPhone: stored.salesPhone,
    generalPhone: stored.generalPhone,
    whatsappNumber: stored.whatsappNumber,
    generalWhatsappNumber: stored.generalWhatsappNumber,
    email: stored.email,
    externalPortalUrl: stored.externalPortalUrl,
    externalTrackingUrl: stored.externalTrackingUrl,
    companyProfilePdf: stored.profilePdfUrl,
    // A map saved before the allow-list existed is served only if it is an allowed embed.
    mapEmbedUrl: isMapEmbedUrl(stored.mapEmbedUrl) ? stored.mapEmbedUrl : '',
    social: {
      facebook: stored.facebookUrl,
      twitter: stored.twitterUrl,
      linkedin: stored.linkedinUrl,
      instagram: stored.instagramUrl,
    },
    regionalOffices: stored.regionalOffices
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    history: {
      since: stored.historySince,
      incorporated: stored.incorporated,
      headOffice: stored.headOffice,
      franchiseOffices: stored.franchiseOffices,
    },
  };
}

/** The profile, the published figures and the published home counters, each in their order. */
export const companyProfileResponse = envelope({
  company: companyProfileSchema,
  figures: z.array(marketingFigureSchema),
  counters: z.array(homeCounterSchema),
});
export const companyProfile = defineEndpoint({
  method: 'GET',
  path: 'company_profile',
  request: noPayloadSchema,
  success: companyProfileResponse,
  failure: envelopeFailure,
});
