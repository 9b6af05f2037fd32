import { and, eq, getTableColumns, inArray, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  blogCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  careers,
  faqs,
  homeSlides,
  menus,
  news,
  pageContents,
  people,
  services,
  teamMembers,
  teamSkills,
} from '../db/schema/index.ts';
import { cleanHtml } from '../http/sanitize.ts';
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORIES_AR,
  BLOG_POSTS,
  BLOG_TAGS,
  BLOG_TAGS_AR,
  blogImage,
} from '@courier/demo-data/content/blog';
import { CAREERS } from '@courier/demo-data/content/careers';
import { NEWS } from '@courier/demo-data/content/news';
import { FAQS, MENUS, PAGES, PEOPLE, SLIDES } from '@courier/demo-data/content/pages';
import { SERVICES } from '@courier/demo-data/content/services';
import { OLD_TEAM_SOCIAL, TEAM } from '@courier/demo-data/content/team';
import type { SeedTx } from './run.ts';

/** HTML is sanitised on the way in, the same as anything staff would enter. */
const clean = <T extends Record<string, unknown>>(row: T, ...htmlKeys: (keyof T)[]): T => {
  const out = { ...row };
  for (const key of htmlKeys) out[key] = cleanHtml(String(row[key])) as T[keyof T];
  return out;
};

/** The demo rows as seeded, English with its Arabic twins (`<field>Ar`). */
const rows = {
  services: () => SERVICES.map((s) => clean(s, 'content', 'contentAr')),
  news: () => NEWS.map((n) => clean(n, 'content', 'contentAr')),
  careers: () => CAREERS.map((c) => clean(c, 'description', 'descriptionAr')),
  faqs: () => FAQS.map((f) => clean(f, 'answer', 'answerAr')),
  menus: () => MENUS.map((m, i) => ({ ...m, seedKey: `menu:${m.id}`, sortOrder: i })),
  pages: () =>
    PAGES.map((p, i) => ({
      menuId: p.menuId,
      seedKey: `page:${p.key}`,
      title: p.title,
      content: cleanHtml(p.content),
      titleAr: p.titleAr,
      contentAr: cleanHtml(p.contentAr),
      sortOrder: i,
    })),
  team: () => TEAM.map(({ skills: _skills, ...m }) => clean(m, 'description', 'descriptionAr')),
  blogCategories: () =>
    BLOG_CATEGORIES.map((name) => ({
      name,
      nameAr: BLOG_CATEGORIES_AR[name] ?? '',
      seedKey: `blog-category:${name}`,
    })),
  blogTags: () =>
    BLOG_TAGS.map((name) => ({
      name,
      nameAr: BLOG_TAGS_AR[name] ?? '',
      seedKey: `blog-tag:${name}`,
    })),
  /** Without the category (a row id, found at insert). */
  blogPosts: () =>
    BLOG_POSTS.map((p) => ({
      seedKey: `blog:${p.key}`,
      title: p.title,
      imageUrl: blogImage(p.key),
      author: p.author,
      publishedOn: p.date,
      shortDescription: p.short,
      description: cleanHtml(p.description),
      titleAr: p.titleAr,
      shortDescriptionAr: p.shortAr,
      descriptionAr: cleanHtml(p.descriptionAr),
    })),
};

export async function seedContent(tx: SeedTx): Promise<void> {
  await tx.insert(services).values(rows.services()).onConflictDoNothing();
  await tx.insert(news).values(rows.news()).onConflictDoNothing();
  await tx.insert(careers).values(rows.careers()).onConflictDoNothing();
  await tx.insert(faqs).values(rows.faqs()).onConflictDoNothing();
  await tx.insert(people).values(PEOPLE).onConflictDoNothing();
  await tx.insert(homeSlides).values(SLIDES).onConflictDoNothing();
  await tx.insert(menus).values(rows.menus()).onConflictDoNothing();
  await tx.insert(pageContents).values(rows.pages()).onConflictDoNothing();

  const members = await tx
    .insert(teamMembers)
    .values(rows.team())
    .onConflictDoNothing()
    .returning({ id: teamMembers.id, seedKey: teamMembers.seedKey });
  const skills = members.flatMap((m) =>
    (TEAM.find((t) => t.seedKey === m.seedKey)?.skills ?? []).map((s, i) => ({
      memberId: m.id,
      ...s,
      sortOrder: i,
    })),
  );
  if (skills.length) await tx.insert(teamSkills).values(skills);

  await seedBlog(tx);
}

async function seedBlog(tx: SeedTx): Promise<void> {
  await tx.insert(blogCategories).values(rows.blogCategories()).onConflictDoNothing();
  await tx.insert(blogTags).values(rows.blogTags()).onConflictDoNothing();
  const categories = await tx
    .select()
    .from(blogCategories)
    .where(inArray(blogCategories.name, BLOG_CATEGORIES));
  const tags = await tx.select().from(blogTags).where(inArray(blogTags.name, BLOG_TAGS));
  const posts = await tx
    .insert(blogPosts)
    .values(
      rows.blogPosts().map((post, i) => ({
        ...post,
        categoryId: categories.find((c) => c.name === BLOG_POSTS[i]!.category)?.id as number,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: blogPosts.id, seedKey: blogPosts.seedKey });
  const links = posts.flatMap((post) => {
    const seed = BLOG_POSTS.find((p) => `blog:${p.key}` === post.seedKey);
    return (seed?.tags ?? []).map((name) => ({
      postId: post.id,
      tagId: tags.find((t) => t.name === name)?.id as number,
    }));
  });
  if (links.length) await tx.insert(blogPostTags).values(links).onConflictDoNothing();
}

/**
 * The Arabic twins for databases seeded before the demo content had them. A twin is
 * written only where it is still empty and its English is still the demo's, row by seed_key, so a
 * row staff changed, translated or deleted stays as they left it. On a database seeded with the
 * twins it finds nothing to write.
 */
export async function seedContentArabic(tx: SeedTx): Promise<void> {
  await fillTwins(tx, services, rows.services());
  await fillTwins(tx, news, rows.news());
  await fillTwins(tx, careers, rows.careers());
  await fillTwins(tx, faqs, rows.faqs());
  await fillTwins(tx, homeSlides, SLIDES);
  await fillTwins(tx, menus, rows.menus());
  await fillTwins(tx, pageContents, rows.pages());
  await fillTwins(tx, teamMembers, rows.team());
  await fillTwins(tx, blogCategories, rows.blogCategories());
  await fillTwins(tx, blogTags, rows.blogTags());
  await fillTwins(tx, blogPosts, rows.blogPosts());
  // Skills have no seed key of their own: their member's, and the skill's English name.
  for (const member of TEAM) {
    const [row] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.seedKey, member.seedKey));
    if (!row) continue;
    for (const { skill, skillAr } of member.skills) {
      await tx
        .update(teamSkills)
        .set({ skillAr })
        .where(
          and(
            eq(teamSkills.memberId, row.id),
            eq(teamSkills.skill, skill),
            eq(teamSkills.skillAr, ''),
          ),
        );
    }
  }
}

/**
 * The demo members' own profiles for databases seeded when their links were the networks' bare
 * home pages. A link is replaced only where it still is that home page, row by seed_key, so a
 * link staff changed or removed stays as they left it.
 */
export async function seedTeamProfiles(tx: SeedTx): Promise<void> {
  for (const member of TEAM) {
    for (const column of ['facebookUrl', 'twitterUrl'] as const) {
      await tx
        .update(teamMembers)
        .set({ [column]: member[column] })
        .where(
          and(
            eq(teamMembers.seedKey, member.seedKey),
            eq(teamMembers[column], OLD_TEAM_SOCIAL[column]),
          ),
        );
    }
  }
}

/** A content table with a seed_key: the tables above. */
type SeededTable = PgTable & { seedKey: Column };

/**
 * Writes each `<field>Ar` of the demo rows whose English `<field>` is beside it, where the stored
 * twin is empty and the stored English equals the demo's.
 */
export async function fillTwins(
  tx: SeedTx,
  table: SeededTable,
  demoRows: readonly { seedKey: string }[],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, Column>;
  for (const row of demoRows) {
    const values = row as unknown as Record<string, unknown>;
    for (const [key, arabic] of Object.entries(values)) {
      const english = key.slice(0, -2);
      if (!key.endsWith('Ar') || !arabic || !columns[key] || !columns[english]) continue;
      await tx
        .update(table)
        .set({ [key]: arabic })
        .where(
          and(
            eq(table.seedKey, row.seedKey),
            eq(columns[english], values[english]),
            eq(columns[key], ''),
          ),
        );
    }
  }
}
