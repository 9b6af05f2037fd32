import { asc, count, eq, inArray } from 'drizzle-orm';
import { contentMessages, type ContentValues } from '@courier/domain/content/contentSchema';
import { CONTENT_TYPES, type ContentTypeName } from '@courier/domain/content/contentTypes';
import type { Db } from '../db/client.ts';
import {
  blogCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  countries,
  teamSkills,
} from '../db/schema/index.ts';
import { cleanText } from '../http/sanitize.ts';

/**
 * The parts of a record kept outside its row (a blog post's tags, a team member's skills) and
 * the checks that a record's references point at rows that exist.
 */

type Tx = Pick<Db, 'select' | 'insert' | 'delete'>;

const fieldOf = (type: ContentTypeName, name: string) => {
  const field = CONTENT_TYPES[type].fields.find((f) => f.name === name);
  if (!field) throw new Error(`content type ${type} has no field ${name}`);
  return field;
};

/** Values of the fields kept in other tables, for the form. */
export async function loadRelations(
  tx: Tx,
  type: ContentTypeName,
  id: number,
): Promise<ContentValues> {
  if (type === 'blog-posts') {
    const tags = await tx
      .select({ tagId: blogPostTags.tagId })
      .from(blogPostTags)
      .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
      .where(eq(blogPostTags.postId, id))
      .orderBy(asc(blogTags.name));
    return { tagIds: tags.map((t) => t.tagId) };
  }
  if (type === 'team') {
    const skills = await tx
      .select({
        skill: teamSkills.skill,
        skillAr: teamSkills.skillAr,
        percentage: teamSkills.percentage,
      })
      .from(teamSkills)
      .where(eq(teamSkills.memberId, id))
      .orderBy(asc(teamSkills.sortOrder), asc(teamSkills.id));
    return { skills };
  }
  return {};
}

/** Replaces the fields kept in other tables with the record's (inside the write's transaction). */
export async function saveRelations(
  tx: Tx,
  type: ContentTypeName,
  id: number,
  values: ContentValues,
): Promise<void> {
  if (type === 'blog-posts') {
    const tagIds = [...new Set(values.tagIds as number[])];
    await tx.delete(blogPostTags).where(eq(blogPostTags.postId, id));
    if (tagIds.length)
      await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId: id, tagId })));
  }
  if (type === 'team') {
    const skills = values.skills as { skill: string; skillAr: string; percentage: number }[];
    await tx.delete(teamSkills).where(eq(teamSkills.memberId, id));
    if (skills.length)
      await tx.insert(teamSkills).values(
        skills.map((s, index) => ({
          memberId: id,
          skill: cleanText(s.skill),
          skillAr: cleanText(s.skillAr),
          percentage: s.percentage,
          sortOrder: index + 1,
        })),
      );
  }
}

/**
 * Field errors for references to rows that do not exist (a deleted category, an unknown
 * country): the same words as a reference left empty.
 */
export async function referenceErrors(
  tx: Tx,
  type: ContentTypeName,
  values: ContentValues,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const choose = (name: string) => contentMessages.choose(type, fieldOf(type, name))();
  if (type === 'blog-posts') {
    const categoryId = Number(values.categoryId);
    const [category] = await tx
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(eq(blogCategories.id, categoryId));
    if (!category) errors.categoryId = choose('categoryId');
    const tagIds = [...new Set(values.tagIds as number[])];
    if (tagIds.length) {
      const found = await tx
        .select({ id: blogTags.id })
        .from(blogTags)
        .where(inArray(blogTags.id, tagIds));
      if (found.length !== tagIds.length) errors.tagIds = choose('tagIds');
    }
  }
  if (type === 'offices') {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, Number(values.countryId)));
    if (!country) errors.countryId = choose('countryId');
  }
  return errors;
}

/** Why a row may not be deleted yet (other content still uses it), or null. */
export async function stillUsed(tx: Tx, type: ContentTypeName, id: number): Promise<string | null> {
  if (type === 'blog-categories') {
    const [row] = await tx
      .select({ posts: count() })
      .from(blogPosts)
      .where(eq(blogPosts.categoryId, id));
    const posts = row?.posts ?? 0;
    if (posts > 0)
      return `This category still has ${posts} blog ${posts === 1 ? 'post' : 'posts'}: move ${posts === 1 ? 'it' : 'them'} to another category or delete ${posts === 1 ? 'it' : 'them'} first.`;
  }
  return null;
}
