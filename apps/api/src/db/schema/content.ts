import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
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
  ...audit(),
});

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  publicId: publicIdColumn(),
  title: text('title').notNull(),
  imageUrl: text('img_url').notNull(),
  content: text('content').notNull(),
  publishedOn: date('published_on').notNull(),
  ...audit(),
});

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  publicId: publicIdColumn(),
  name: text('name').notNull(),
  ...audit(),
});

export const blogTags = pgTable('blog_tags', {
  id: serial('id').primaryKey(),
  publicId: publicIdColumn(),
  name: text('name').notNull(),
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
  ...audit(),
});

export const teamSkills = pgTable('team_skills', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => teamMembers.id, { onDelete: 'cascade' }),
  skill: text('skill').notNull(),
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
  ...audit(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...audit(),
});

export const people = pgTable('people', {
  id: serial('id').primaryKey(),
  imageUrl: text('people_img').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...audit(),
});

export const homeSlides = pgTable('home_slides', {
  id: serial('id').primaryKey(),
  imageUrl: text('image_url').notNull(),
  title: text('title').notNull(),
  highlight: text('highlight').notNull(),
  subtitle: text('subtitle').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
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
  ...audit(),
});
