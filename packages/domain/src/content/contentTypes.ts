/**
 * The site's editable content, described once: the back office builds its lists and
 * forms from these descriptors, the API validates and stores with the schema built from them
 * (contentSchema.ts). Field names are the record's keys on the wire; a bilingual field `x` has an
 * Arabic twin `xAr` (optional: the site falls back to English field by field).
 */

/** What a field holds, and so which input edits it. */
type ContentFieldKind =
  /** One line of text. */
  | 'text'
  /** Several lines of plain text. */
  | 'textarea'
  /** Formatted text, stored as sanitised HTML. */
  | 'richText'
  /** An uploaded picture: `{ url, alt, altAr }`; alt text is required with a picture. */
  | 'image'
  /** An uploaded PDF (or a site path): its URL. */
  | 'pdf'
  | 'url'
  | 'email'
  | 'phone'
  | 'integer'
  /** YYYY-MM-DD. */
  | 'date'
  | 'boolean'
  /** One of `options`. */
  | 'choice'
  /** The id of a row of another content type (`ref`). */
  | 'reference'
  /** Ids of rows of another content type (`ref`). */
  | 'references'
  /** A country id of the reference data (the public country list). */
  | 'country'
  /** A pin: `{ latitude, longitude }`, picked on a map. */
  | 'location'
  /** A team member's skills: `{ skill, skillAr, percentage }[]`. */
  | 'skills';

export interface ContentField {
  name: string;
  /** English label of the field (the admin catalogue may override it); also names it in messages. */
  label: string;
  kind: ContentFieldKind;
  /** Has an Arabic twin `${name}Ar` (text, textarea, richText only). */
  bilingual?: boolean;
  /** The English value (or the value) must be given. */
  required?: boolean;
  /** Longest text, in characters. */
  max?: number;
  /** Smallest and largest whole number (integer). */
  min?: number;
  maxValue?: number;
  /** For 'choice'. */
  options?: readonly { value: string; label: string }[];
  /** For 'reference' and 'references': the content type the ids belong to. */
  ref?: ContentTypeName;
  /** Shown under the field. */
  description?: string;
  /** Set when the row is created; read-only afterwards (keys the site looks rows up by). */
  fixedAfterCreate?: boolean;
  /** For 'url': an address the site shows in an iframe, from an allow-listed map provider only. */
  mapEmbed?: boolean;
}

/** How a list is ordered: by staff-given positions (drag and drop), by date, or by name. */
type ContentOrdering = 'position' | 'date' | 'name';

export interface ContentType {
  type: ContentTypeName;
  /** English singular and plural (the admin catalogue may override them). */
  label: string;
  plural: string;
  fields: readonly ContentField[];
  ordering: ContentOrdering;
  /** The field the list shows as each row's title. */
  titleField: string;
  /** Rows can be drafts (unpublished). New rows start as drafts. */
  publishable: boolean;
  /** Staff may add and delete rows (the static pages and the company profile are fixed sets). */
  creatable: boolean;
  /** One row only, edited in place (the company profile). */
  singleton?: boolean;
  /**
   * The public page a row shows on (for preview and 'view on site'), as the site's routes spell
   * it (apps/site/src/app/routes.tsx). `:id` is the public id, URL-encoded.
   */
  sitePath?: string;
}

export const CONTENT_TYPE_NAMES = [
  'services',
  'news',
  'blog-posts',
  'blog-categories',
  'blog-tags',
  'team',
  'careers',
  'faqs',
  'people',
  'slides',
  'pages',
  'offices',
  'figures',
  'company',
] as const;
export type ContentTypeName = (typeof CONTENT_TYPE_NAMES)[number];

const LINE = 200;
const NAME = 100;
const SHORT = 500;
const LONG = 2000;
/** Rich text, as HTML: a long article with its markup fits. */
export const RICH_TEXT_MAX = 100_000;

/**
 * How the home page shows a marketing figure: a counter in the Our Network grid, counting up to
 * its value (so a counter's value is digits only), or a figure written as it is ('209+').
 */
const FIGURE_KINDS = ['counter', 'figure'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];
const FIGURE_KIND_LABELS: Record<FigureKind, string> = {
  counter: 'Home counter (Our Network, counts up)',
  figure: 'Figure (written as it is)',
};

const socialLinks: ContentField[] = [
  { name: 'facebookUrl', label: 'Facebook link', kind: 'url' },
  { name: 'twitterUrl', label: 'X (Twitter) link', kind: 'url' },
  { name: 'linkedinUrl', label: 'LinkedIn link', kind: 'url' },
  { name: 'instagramUrl', label: 'Instagram link', kind: 'url' },
];

export const CONTENT_TYPES: Record<ContentTypeName, ContentType> = {
  services: {
    type: 'services',
    label: 'Service',
    plural: 'Services',
    ordering: 'position',
    titleField: 'name',
    publishable: true,
    creatable: true,
    sitePath: '/service-single?service_id=:id',
    fields: [
      {
        name: 'name',
        label: 'Service name',
        kind: 'text',
        bilingual: true,
        required: true,
        max: NAME,
      },
      {
        name: 'shortDescription',
        label: 'Short description',
        kind: 'textarea',
        bilingual: true,
        required: true,
        max: SHORT,
      },
      { name: 'content', label: 'Content', kind: 'richText', bilingual: true, required: true },
      { name: 'image', label: 'Picture', kind: 'image', required: true },
      {
        name: 'icon',
        label: 'Icon',
        kind: 'text',
        required: true,
        max: NAME,
        description: 'The name of the icon shown on the service card.',
      },
      {
        name: 'rowIndex',
        label: 'Row on the services page',
        kind: 'integer',
        required: true,
        min: 1,
        maxValue: 10,
      },
    ],
  },
  news: {
    type: 'news',
    label: 'News item',
    plural: 'News',
    ordering: 'date',
    titleField: 'title',
    publishable: true,
    creatable: true,
    sitePath: '/news-details?news_id=:id',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', bilingual: true, required: true, max: LINE },
      { name: 'publishedOn', label: 'Date', kind: 'date', required: true },
      { name: 'image', label: 'Picture', kind: 'image', required: true },
      { name: 'content', label: 'Content', kind: 'richText', bilingual: true, required: true },
    ],
  },
  'blog-posts': {
    type: 'blog-posts',
    label: 'Blog post',
    plural: 'Blog posts',
    ordering: 'date',
    titleField: 'title',
    publishable: true,
    creatable: true,
    sitePath: '/blog-single?blog_id=:id',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', bilingual: true, required: true, max: LINE },
      { name: 'author', label: 'Author', kind: 'text', bilingual: true, required: true, max: NAME },
      { name: 'publishedOn', label: 'Date', kind: 'date', required: true },
      {
        name: 'categoryId',
        label: 'Category',
        kind: 'reference',
        ref: 'blog-categories',
        required: true,
      },
      { name: 'tagIds', label: 'Tags', kind: 'references', ref: 'blog-tags' },
      { name: 'image', label: 'Picture', kind: 'image', required: true },
      {
        name: 'shortDescription',
        label: 'Short description',
        kind: 'textarea',
        bilingual: true,
        required: true,
        max: SHORT,
      },
      { name: 'description', label: 'Article', kind: 'richText', bilingual: true, required: true },
    ],
  },
  'blog-categories': {
    type: 'blog-categories',
    label: 'Blog category',
    plural: 'Blog categories',
    ordering: 'position',
    titleField: 'name',
    publishable: false,
    creatable: true,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', bilingual: true, required: true, max: NAME },
    ],
  },
  'blog-tags': {
    type: 'blog-tags',
    label: 'Blog tag',
    plural: 'Blog tags',
    ordering: 'name',
    titleField: 'name',
    publishable: false,
    creatable: true,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', bilingual: true, required: true, max: NAME },
    ],
  },
  team: {
    type: 'team',
    label: 'Team member',
    plural: 'Team',
    ordering: 'position',
    titleField: 'name',
    publishable: true,
    creatable: true,
    sitePath: '/member-details?member_id=:id',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', bilingual: true, required: true, max: NAME },
      {
        name: 'designation',
        label: 'Designation',
        kind: 'text',
        bilingual: true,
        required: true,
        max: NAME,
      },
      { name: 'image', label: 'Photo', kind: 'image', required: true },
      { name: 'description', label: 'About', kind: 'richText', bilingual: true, required: true },
      {
        name: 'experience',
        label: 'Experience',
        kind: 'textarea',
        bilingual: true,
        required: true,
        max: LONG,
      },
      {
        name: 'career',
        label: 'Career',
        kind: 'textarea',
        bilingual: true,
        required: true,
        max: LONG,
      },
      { name: 'skills', label: 'Skills', kind: 'skills' },
      { name: 'phoneNumber', label: 'Phone', kind: 'phone', required: true },
      { name: 'email', label: 'E-mail', kind: 'email', required: true },
      { name: 'website', label: 'Website', kind: 'url' },
      { name: 'address', label: 'Address', kind: 'text', bilingual: true, max: LINE },
      ...socialLinks,
    ],
  },
  careers: {
    type: 'careers',
    label: 'Job opening',
    plural: 'Careers',
    ordering: 'position',
    titleField: 'title',
    publishable: true,
    creatable: true,
    sitePath: '/career',
    fields: [
      {
        name: 'title',
        label: 'Job title',
        kind: 'text',
        bilingual: true,
        required: true,
        max: LINE,
      },
      { name: 'skills', label: 'Skills', kind: 'text', bilingual: true, required: true, max: LINE },
      {
        name: 'experience',
        label: 'Experience',
        kind: 'text',
        bilingual: true,
        required: true,
        max: LINE,
      },
      {
        name: 'vacancies',
        label: 'Vacancies',
        kind: 'integer',
        required: true,
        min: 1,
        maxValue: 999,
      },
      {
        name: 'description',
        label: 'Description',
        kind: 'richText',
        bilingual: true,
        required: true,
      },
      {
        name: 'open',
        label: 'Accepting applications',
        kind: 'boolean',
        description: 'A closed opening stays on the page but cannot be applied for.',
      },
    ],
  },
  faqs: {
    type: 'faqs',
    label: 'Question',
    plural: 'FAQ',
    ordering: 'position',
    titleField: 'question',
    publishable: true,
    creatable: true,
    sitePath: '/faq',
    fields: [
      {
        name: 'question',
        label: 'Question',
        kind: 'text',
        bilingual: true,
        required: true,
        max: LINE,
      },
      { name: 'answer', label: 'Answer', kind: 'richText', bilingual: true, required: true },
    ],
  },
  people: {
    type: 'people',
    label: 'Client logo',
    plural: 'People and clients',
    ordering: 'position',
    titleField: 'image',
    publishable: true,
    creatable: true,
    sitePath: '/peoples',
    fields: [{ name: 'image', label: 'Picture', kind: 'image', required: true }],
  },
  slides: {
    type: 'slides',
    label: 'Home slide',
    plural: 'Home slides',
    ordering: 'position',
    titleField: 'title',
    publishable: true,
    creatable: true,
    sitePath: '/',
    fields: [
      { name: 'image', label: 'Picture', kind: 'image', required: true },
      { name: 'title', label: 'Title', kind: 'text', bilingual: true, required: true, max: LINE },
      {
        name: 'highlight',
        label: 'Highlighted words',
        kind: 'text',
        bilingual: true,
        required: true,
        max: LINE,
      },
      {
        name: 'subtitle',
        label: 'Subtitle',
        kind: 'text',
        bilingual: true,
        required: true,
        max: LINE,
      },
    ],
  },
  pages: {
    type: 'pages',
    label: 'Page section',
    plural: 'Static pages',
    ordering: 'position',
    titleField: 'title',
    publishable: true,
    // Sections may be added to and removed from the fixed pages; the pages (menus) themselves,
    // and their encoded ids in the footer links, never change.
    creatable: true,
    sitePath: '/static-page?menu_id=:id',
    fields: [
      {
        name: 'menuId',
        label: 'Page',
        kind: 'choice',
        required: true,
        fixedAfterCreate: true,
        options: [
          { value: '4', label: 'Terms and conditions' },
          { value: '5', label: 'Privacy policy' },
          { value: '6', label: 'Refund policy' },
        ],
      },
      { name: 'title', label: 'Heading', kind: 'text', bilingual: true, required: true, max: LINE },
      { name: 'content', label: 'Content', kind: 'richText', bilingual: true, required: true },
    ],
  },
  offices: {
    type: 'offices',
    label: 'Office',
    plural: 'Offices and locations',
    ordering: 'position',
    titleField: 'name',
    publishable: true,
    creatable: true,
    sitePath: '/find-location',
    fields: [
      {
        name: 'name',
        label: 'Office name',
        kind: 'text',
        bilingual: true,
        required: true,
        max: NAME,
      },
      { name: 'countryId', label: 'Country', kind: 'country', required: true },
      {
        name: 'kind',
        label: 'Network',
        kind: 'choice',
        required: true,
        options: [
          { value: 'domestic', label: 'Domestic' },
          { value: 'international', label: 'International' },
        ],
      },
      { name: 'city', label: 'City', kind: 'text', bilingual: true, required: true, max: NAME },
      {
        name: 'address',
        label: 'Address',
        kind: 'text',
        bilingual: true,
        required: true,
        max: LINE,
      },
      { name: 'phone', label: 'Phone', kind: 'phone', required: true },
      { name: 'email', label: 'E-mail', kind: 'email', required: true },
      { name: 'location', label: 'Pin on the map', kind: 'location', required: true },
    ],
  },
  figures: {
    type: 'figures',
    label: 'Figure',
    plural: 'Home counters and figures',
    ordering: 'position',
    titleField: 'label',
    publishable: true,
    creatable: true,
    sitePath: '/',
    fields: [
      {
        name: 'key',
        label: 'Key',
        kind: 'text',
        required: true,
        max: 40,
        fixedAfterCreate: true,
        description: 'Lower-case name the site finds the figure by, for example clients.',
      },
      {
        name: 'kind',
        label: 'Kind',
        kind: 'choice',
        required: true,
        options: FIGURE_KINDS.map((value) => ({ value, label: FIGURE_KIND_LABELS[value] })),
      },
      {
        name: 'value',
        label: 'Value',
        kind: 'text',
        required: true,
        max: 20,
        description: 'A counter counts up to a number: digits only (1300). A figure may read 209+.',
      },
      { name: 'label', label: 'Label', kind: 'text', bilingual: true, required: true, max: NAME },
    ],
  },
  company: {
    type: 'company',
    label: 'Company profile',
    plural: 'Company profile',
    ordering: 'position',
    titleField: 'name',
    publishable: false,
    creatable: false,
    singleton: true,
    sitePath: '/contact-us',
    fields: [
      {
        name: 'name',
        label: 'Company name',
        kind: 'text',
        bilingual: true,
        required: true,
        max: NAME,
      },
      {
        name: 'address',
        label: 'Address',
        kind: 'text',
        bilingual: true,
        required: true,
        max: LINE,
      },
      { name: 'salesPhone', label: 'Sales phone', kind: 'phone', required: true },
      { name: 'generalPhone', label: 'General phone', kind: 'phone', required: true },
      {
        name: 'whatsappNumber',
        label: 'Sales WhatsApp number',
        kind: 'phone',
        required: true,
        description: 'Digits with the country code, no plus sign: 96522223333.',
      },
      {
        name: 'generalWhatsappNumber',
        label: 'General WhatsApp number',
        kind: 'phone',
        required: true,
      },
      { name: 'email', label: 'E-mail', kind: 'email', required: true },
      { name: 'externalPortalUrl', label: 'Customer portal link', kind: 'url', required: true },
      {
        name: 'externalTrackingUrl',
        label: 'External tracking link',
        kind: 'url',
        required: true,
        description: 'The airway bill number is added at the end.',
      },
      { name: 'profilePdfUrl', label: 'Company profile (PDF)', kind: 'pdf', required: true },
      {
        name: 'mapEmbedUrl',
        label: 'Map embed link',
        kind: 'url',
        mapEmbed: true,
        description: 'Google Maps (Share, Embed a map) or OpenStreetMap (Share, HTML) embed link.',
      },
      {
        name: 'regionalOffices',
        label: 'Regional offices',
        kind: 'textarea',
        bilingual: true,
        max: LONG,
        description: 'One office per line.',
      },
      {
        name: 'historySince',
        label: 'In express logistics since',
        kind: 'integer',
        required: true,
        min: 1900,
        maxValue: 2100,
      },
      {
        name: 'incorporated',
        label: 'Incorporated in',
        kind: 'integer',
        required: true,
        min: 1900,
        maxValue: 2100,
      },
      {
        name: 'headOffice',
        label: 'Head office',
        kind: 'text',
        bilingual: true,
        required: true,
        max: NAME,
      },
      {
        name: 'franchiseOffices',
        label: 'Franchise offices',
        kind: 'integer',
        required: true,
        min: 0,
        maxValue: 10_000,
      },
      ...socialLinks,
    ],
  },
};

export function isContentTypeName(value: unknown): value is ContentTypeName {
  return typeof value === 'string' && (CONTENT_TYPE_NAMES as readonly string[]).includes(value);
}

/** The Arabic twin's key of a bilingual field. */
export const arabicKey = (name: string) => `${name}Ar`;
