import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  jsonb,
  timestamp,
} from 'drizzle-orm/pg-core';
import { publicIdColumn } from '../publicId.ts';

/** seed_key: natural key of demo rows, so seeding can skip what already exists. A function:
 * drizzle names constraints after the first table a column builder is attached to. */
const audit = () => ({
  seedKey: text('seed_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Content management: every text field has an Arabic twin `<column>_ar`, empty until
 * translated (the site then falls back to English field by field).
 */
const ar = (column: string) => text(`${column}_ar`).notNull().default('');
/** Unpublished rows are drafts: the back office sees them, the public calls do not. */
const published = () => boolean('published').notNull().default(true);
/** Alt text of the row's picture, required by the back office when a picture is uploaded. */
const imageAlt = () => ({
  imageAlt: text('image_alt').notNull().default(''),
  imageAltAr: ar('image_alt'),
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  publicId: publicIdColumn(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  image: text('image').notNull(),
  shortDescription: text('short_description').notNull(),
  content: text('content').notNull(),
  rowIndex: integer('row_index').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  nameAr: ar('name'),
  shortDescriptionAr: ar('short_description'),
  contentAr: ar('content'),
  ...imageAlt(),
  published: published(),
  ...audit(),
});

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  publicId: publicIdColumn(),
  title: text('title').notNull(),
  imageUrl: text('img_url').notNull(),
  content: text('content').notNull(),
  publishedOn: date('published_on').notNull(),
  titleAr: ar('title'),
  contentAr: ar('content'),
  ...imageAlt(),
  published: published(),
  ...audit(),
});

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  publicId: publicIdColumn(),
  name: text('name').notNull(),
  nameAr: ar('name'),
  sortOrder: integer('sort_order').notNull().default(0),
  ...audit(),
});

export const blogTags = pgTable('blog_tags', {
  id: serial('id').primaryKey(),
  publicId: publicIdColumn(),
  name: text('name').notNull(),
  nameAr: ar('name'),
  ...audit(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    title: text('title').notNull(),
    imageUrl: text('img_url').notNull(),
    author: text('author').notNull(),
    publishedOn: date('published_on').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    titleAr: ar('title'),
    authorAr: ar('author'),
    shortDescriptionAr: ar('short_description'),
    descriptionAr: ar('description'),
    ...imageAlt(),
    published: published(),
    ...audit(),
  },
  (t) => [
    index('blog_posts_category_idx').on(t.categoryId),
    index('blog_posts_published_idx').on(t.publishedOn),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    index('blog_post_tags_tag_idx').on(t.tagId),
  ],
);

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  publicId: publicIdColumn(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
  description: text('description').notNull(),
  imageUrl: text('img_url').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email_id').notNull(),
  website: text('website').notNull(),
  address: text('address').notNull(),
  facebookUrl: text('facebook_url').notNull(),
  twitterUrl: text('twitter_url').notNull(),
  googlePlusUrl: text('google_plus_url').notNull(),
  experience: text('experience').notNull(),
  career: text('career').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  nameAr: ar('name'),
  designationAr: ar('designation'),
  descriptionAr: ar('description'),
  addressAr: ar('address'),
  experienceAr: ar('experience'),
  careerAr: ar('career'),
  linkedinUrl: text('linkedin_url').notNull().default(''),
  instagramUrl: text('instagram_url').notNull().default(''),
  ...imageAlt(),
  published: published(),
  ...audit(),
});

export const teamSkills = pgTable('team_skills', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => teamMembers.id, { onDelete: 'cascade' }),
  skill: text('skill').notNull(),
  skillAr: ar('skill'),
  percentage: integer('percentage').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const careers = pgTable('careers', {
  id: serial('id').primaryKey(),
  publicId: publicIdColumn(),
  title: text('title').notNull(),
  skills: text('skills').notNull(),
  experience: text('experience').notNull(),
  vacancies: integer('vacancies').notNull(),
  description: text('description').notNull(),
  open: boolean('open').notNull().default(true),
  titleAr: ar('title'),
  skillsAr: ar('skills'),
  experienceAr: ar('experience'),
  descriptionAr: ar('description'),
  sortOrder: integer('sort_order').notNull().default(0),
  published: published(),
  ...audit(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  questionAr: ar('question'),
  answerAr: ar('answer'),
  published: published(),
  ...audit(),
});

export const people = pgTable('people', {
  id: serial('id').primaryKey(),
  imageUrl: text('people_img').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...imageAlt(),
  published: published(),
  ...audit(),
});

export const homeSlides = pgTable('home_slides', {
  id: serial('id').primaryKey(),
  imageUrl: text('image_url').notNull(),
  title: text('title').notNull(),
  highlight: text('highlight').notNull(),
  subtitle: text('subtitle').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  titleAr: ar('title'),
  highlightAr: ar('highlight'),
  subtitleAr: ar('subtitle'),
  ...imageAlt(),
  published: published(),
  ...audit(),
});

/**
 * Menus keep the numeric ids the site's footer links encode (terms 4 -> 'NA==',
 * privacy 5 -> 'NQ==', refund 6 -> 'Ng=='), so the id here is not serial.
 */
export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  nameAr: ar('name'),
  ...audit(),
});

export const pageContents = pgTable('page_contents', {
  id: serial('id').primaryKey(),
  menuId: integer('menu_id')
    .notNull()
    .references(() => menus.id, { onDelete: 'cascade' }),
  title: text('page_title').notNull(),
  content: text('page_content').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  titleAr: ar('page_title'),
  contentAr: ar('page_content'),
  published: published(),
  ...audit(),
});

/**
 * The company's own details (header, footer, contact page, tracking link), moved from the site's
 * code into the database so staff can change them. One row, id 1.
 */
export const companyProfile = pgTable('company_profile', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: ar('name'),
  address: text('address').notNull(),
  addressAr: ar('address'),
  salesPhone: text('sales_phone').notNull(),
  generalPhone: text('general_phone').notNull(),
  whatsappNumber: text('whatsapp_number').notNull(),
  generalWhatsappNumber: text('general_whatsapp_number').notNull(),
  email: text('email').notNull(),
  externalPortalUrl: text('external_portal_url').notNull(),
  externalTrackingUrl: text('external_tracking_url').notNull(),
  /** A public PDF of the company profile (uploaded in the back office, or a site path). */
  profilePdfUrl: text('profile_pdf_url').notNull(),
  facebookUrl: text('facebook_url').notNull().default(''),
  twitterUrl: text('twitter_url').notNull().default(''),
  linkedinUrl: text('linkedin_url').notNull().default(''),
  instagramUrl: text('instagram_url').notNull().default(''),
  mapEmbedUrl: text('map_embed_url').notNull().default(''),
  /** One office per line. */
  regionalOffices: text('regional_offices').notNull().default(''),
  regionalOfficesAr: ar('regional_offices'),
  historySince: integer('history_since').notNull(),
  incorporated: integer('incorporated').notNull(),
  headOffice: text('head_office').notNull(),
  headOfficeAr: ar('head_office'),
  franchiseOffices: integer('franchise_offices').notNull(),
  ...audit(),
});

/** The home counters and marketing figures ('209+ countries', 'since 1972'), in their order. */
export const marketingFigures = pgTable('marketing_figures', {
  id: serial('id').primaryKey(),
  /** Stable name the site may look a figure up by (network_countries, since_year, ...). */
  key: text('key').notNull().unique(),
  /**
   * Where the home page shows it: 'counter' in the Our Network grid, counting up to `value` (so
   * digits only, checked by the content schema), 'figure' as it is written ('209+', '6 to 7').
   */
  kind: text('kind', { enum: ['figure', 'counter'] })
    .notNull()
    .default('figure'),
  value: text('value').notNull(),
  label: text('label').notNull(),
  labelAr: ar('label'),
  sortOrder: integer('sort_order').notNull().default(0),
  published: published(),
  ...audit(),
});

/**
 * Files uploaded in the back office for public pages: pictures and the company profile PDF. A
 * picture is checked by content and size, then converted to WebP at the widths the site uses; a
 * PDF is kept as it is. Each variant's bytes live in the file store (files/fileStore.ts) under
 * `variants[].fileId`. Only files listed here are served publicly, at
 * /media/uploads/<publicId>/<width>.webp and /media/uploads/<publicId>/<name>.pdf, with
 * long-lived caching: a changed file is a new row, never new bytes under an old address.
 */
export const contentUploads = pgTable('content_uploads', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull().unique(),
  kind: text('kind', { enum: ['image', 'pdf'] }).notNull(),
  originalName: text('original_name').notNull(),
  /** Pixel size of the largest variant (0 for a PDF). */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  variants: jsonb('variants')
    .$type<{ width: number; height: number; fileId: string; bytes: number }[]>()
    .notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
