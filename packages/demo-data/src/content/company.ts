import { HOME_COUNTERS, MARKETING_FIGURES } from '@courier/domain/constants';
import type { FigureKind } from '@courier/domain/content/contentTypes';

/**
 * The demo company's own details (staff edit them in the back office; the API seeds the
 * company_profile row from these once, and the mock API serves them). Column names of
 * company_profile, with the Arabic twins of its texts (the brand's name stays as it is).
 */
export const COMPANY_PROFILE = {
  name: 'Courier Express Kuwait',
  address: 'Office 12, Al Hamra Tower, Sharq, Kuwait City, Kuwait',
  addressAr: 'مكتب 12، برج الحمراء، شرق، مدينة الكويت، الكويت',
  salesPhone: '+965 2222 3333',
  generalPhone: '+965 2222 4444',
  /** WhatsApp chat numbers of the sales and general phones: digits with the country code. */
  whatsappNumber: '96522223333',
  generalWhatsappNumber: '96522224444',
  email: 'info@courierexpress.com.kw',
  externalPortalUrl: 'https://portal.courierexpress.com.kw/',
  /** The airway bill number is appended. */
  externalTrackingUrl: 'https://www.track-trace.com/aircargo?number=',
  /** Shipped with the site (apps/site/public, written by its scripts/makeCompanyProfile.ts). */
  profilePdfUrl: '/company-profile.pdf',
  facebookUrl: 'https://www.facebook.com/',
  twitterUrl: 'https://twitter.com/',
  linkedinUrl: 'https://www.linkedin.com/',
  instagramUrl: 'https://www.instagram.com/',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=47.96%2C29.36%2C48.01%2C29.39&layer=mapnik&marker=29.3759%2C47.9774',
  /** One office per line. */
  regionalOffices: [
    'Kuwait City - Sharq, Al Hamra Tower',
    'Farwaniya - Block 4, Street 60',
    'Ahmadi - Industrial Area, Block 2',
  ].join('\n'),
  regionalOfficesAr: [
    'مدينة الكويت - شرق، برج الحمراء',
    'الفروانية - قطعة 4، شارع 60',
    'الأحمدي - المنطقة الصناعية، قطعة 2',
  ].join('\n'),
  /**
   * The company's own history (spec 1, About Us). The spec's marketing figures (since 1972, 50+
   * years) are the worldwide network's, and are labelled so wherever they appear.
   */
  historySince: 1980,
  incorporated: 2019,
  headOffice: 'New Delhi',
  headOfficeAr: 'نيودلهي',
  franchiseOffices: 4,
} as const;

export interface DemoFigure {
  /** Stable name the site finds a figure by (it writes network_countries and estimate_working_days into sentences). */
  key: string;
  /** 'counter': the home's Our Network grid counts up to `value` (digits); 'figure': as written. */
  kind: FigureKind;
  value: string;
  label: string;
  /** The label's Arabic twin (label_ar). */
  labelAr: string;
}

/** The spec's home counters (packages/domain HOME_COUNTERS) with the labels the home page showed. */
export const HOME_COUNTER_ROWS: readonly DemoFigure[] = [
  { key: 'offices', value: HOME_COUNTERS.offices, label: 'Offices', labelAr: 'المكاتب' },
  {
    key: 'pickup_points',
    value: HOME_COUNTERS.pickupPoints,
    label: 'Pick-up Points',
    labelAr: 'نقاط الاستلام',
  },
  { key: 'countries', value: HOME_COUNTERS.countries, label: 'Countries', labelAr: 'الدول' },
  { key: 'employees', value: HOME_COUNTERS.employees, label: 'Employees', labelAr: 'الموظفون' },
].map((row) => ({ ...row, kind: 'counter' as const, value: String(row.value) }));

/**
 * The home counters, then the spec's marketing figures (packages/domain MARKETING_FIGURES) with
 * the labels the home page showed, in the home page's order. They describe the worldwide
 * network, not the company.
 */
export const MARKETING_FIGURE_ROWS: readonly DemoFigure[] = [
  ...HOME_COUNTER_ROWS,
  ...(
    [
      {
        key: 'network_countries',
        value: MARKETING_FIGURES.networkCountries,
        label: 'Countries in the network',
        labelAr: 'الدول في الشبكة',
      },
      {
        key: 'since_year',
        value: String(MARKETING_FIGURES.sinceYear),
        label: 'Network since',
        labelAr: 'الشبكة منذ',
      },
      {
        key: 'years',
        value: MARKETING_FIGURES.years,
        label: 'Years of the network',
        labelAr: 'سنوات الشبكة',
      },
      { key: 'clients', value: MARKETING_FIGURES.clients, label: 'Clients', labelAr: 'العملاء' },
      {
        key: 'air_projects',
        value: MARKETING_FIGURES.airProjects,
        label: 'Air projects',
        labelAr: 'مشاريع الشحن الجوي',
      },
      {
        key: 'sea_projects',
        value: MARKETING_FIGURES.seaProjects,
        label: 'Sea projects',
        labelAr: 'مشاريع الشحن البحري',
      },
      {
        key: 'courier_projects',
        value: MARKETING_FIGURES.courierProjects,
        label: 'Courier projects',
        labelAr: 'مشاريع البريد السريع',
      },
      {
        key: 'estimate_working_days',
        value: MARKETING_FIGURES.estimateWorkingDays,
        label: 'Working days to deliver (estimate)',
        labelAr: 'أيام العمل للتسليم (تقديرًا)',
      },
    ] as const
  ).map((row) => ({ ...row, kind: 'figure' as const })),
];
