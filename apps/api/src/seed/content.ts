import { inArray } from 'drizzle-orm';
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
import { BLOG_CATEGORIES, BLOG_POSTS, BLOG_TAGS, blogImage } from '@courier/demo-data/content/blog';
import { CAREERS } from '@courier/demo-data/content/careers';
import { NEWS } from '@courier/demo-data/content/news';
import { FAQS, MENUS, PAGES, PEOPLE, SLIDES } from '@courier/demo-data/content/pages';
import { SERVICES } from '@courier/demo-data/content/services';
import { TEAM } from '@courier/demo-data/content/team';
import type { SeedTx } from './run.ts';

/** HTML is sanitised on the way in, the same as anything staff would enter. */
const clean = <T extends Record<string, unknown>>(row: T, ...htmlKeys: (keyof T)[]): T => {
  const out = { ...row };
  for (const key of htmlKeys) out[key] = cleanHtml(String(row[key])) as T[keyof T];
  return out;
};

export async function seedContent(tx: SeedTx): Promise<void> {
  await tx
    .insert(services)
    .values(SERVICES.map((s) => clean(s, 'content')))
    .onConflictDoNothing();
  await tx
    .insert(news)
    .values(NEWS.map((n) => clean(n, 'content')))
    .onConflictDoNothing();
  await tx
    .insert(careers)
    .values(CAREERS.map((c) => clean(c, 'description')))
    .onConflictDoNothing();
  await tx
    .insert(faqs)
    .values(FAQS.map((f) => clean(f, 'answer')))
    .onConflictDoNothing();
  await tx.insert(people).values(PEOPLE).onConflictDoNothing();
  await tx.insert(homeSlides).values(SLIDES).onConflictDoNothing();
  await tx
    .insert(menus)
    .values(MENUS.map((m, i) => ({ ...m, seedKey: `menu:${m.id}`, sortOrder: i })))
    .onConflictDoNothing();
  await tx
    .insert(pageContents)
    .values(
      PAGES.map((p, i) => ({
        menuId: p.menuId,
        seedKey: `page:${p.key}`,
        title: p.title,
        content: cleanHtml(p.content),
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();

  const members = await tx
    .insert(teamMembers)
    .values(TEAM.map(({ skills: _skills, ...m }) => clean(m, 'description')))
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
  await tx
    .insert(blogCategories)
    .values(BLOG_CATEGORIES.map((name) => ({ name, seedKey: `blog-category:${name}` })))
    .onConflictDoNothing();
  await tx
    .insert(blogTags)
    .values(BLOG_TAGS.map((name) => ({ name, seedKey: `blog-tag:${name}` })))
    .onConflictDoNothing();
  const categories = await tx
    .select()
    .from(blogCategories)
    .where(inArray(blogCategories.name, BLOG_CATEGORIES));
  const tags = await tx.select().from(blogTags).where(inArray(blogTags.name, BLOG_TAGS));
  const posts = await tx
    .insert(blogPosts)
    .values(
      BLOG_POSTS.map((p) => ({
        seedKey: `blog:${p.key}`,
        title: p.title,
        imageUrl: blogImage(p.key),
        author: p.author,
        publishedOn: p.date,
        shortDescription: p.short,
        description: cleanHtml(p.description),
        categoryId: categories.find((c) => c.name === p.category)?.id as number,
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
