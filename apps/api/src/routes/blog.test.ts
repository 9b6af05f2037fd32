import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { textMessages } from '@courier/domain/schemas/fields';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const list = async () =>
  endpoints.blog_list.success.parse((await t.get('blog_list')).json()).blog_list;
const details = async (blog_id: string) =>
  endpoints.blog_details.success.parse((await t.post('blog_details', { blog_id })).json());

describe('blog', () => {
  it('lists 9 posts newest first with day and month-year', async () => {
    const posts = await list();
    expect(posts).toHaveLength(9);
    expect(posts[0]).toMatchObject({
      title: 'How to pack fragile items for international shipping',
      blog_date: '02',
      blog_month_year: 'Nov 2026',
      author: 'Sara Al-Mutairi',
    });
    expect(posts.at(-1)!.title).toBe('Inside our Airport Cargo Gateway');
  });

  it('gives details with blodDetails, categories with counts, its tags, recent posts and all tags', async () => {
    const posts = await list();
    const target = posts.find((p) => p.title === 'Volumetric weight explained')!;
    const body = await details(target.encrypt_id);
    expect(body.blodDetails.title).toBe('Volumetric weight explained');
    expect(body.blodDetails.description).toContain('divided by 5000');
    expect(body.categoryList).toEqual([
      expect.objectContaining({ category_name: 'Company News', blog_count: 2 }),
      expect.objectContaining({ category_name: 'Customs & Trade', blog_count: 3 }),
      expect.objectContaining({ category_name: 'Shipping Tips', blog_count: 4 }),
    ]);
    expect(body.tagsList.map((tag) => tag.tag_name)).toEqual(['Packaging', 'Rates']);
    expect(body.recentPost).toHaveLength(3);
    expect(body.recentPost.map((p) => p.encrypt_id)).not.toContain(target.encrypt_id);
    expect(body.allTags).toHaveLength(8);
  });

  it('filters by category and by tag with the ids details gives', async () => {
    const posts = await list();
    const body = await details(posts[0]!.encrypt_id);
    const customs = body.categoryList.find((c) => c.category_name === 'Customs & Trade')!;
    const byCategory = endpoints.blog_by_category.success.parse(
      (await t.post('blog_by_category', { blog_cat_id: customs.encrypt_id })).json(),
    );
    expect(byCategory.blog_list).toHaveLength(3);

    const documents = body.allTags.find((tag) => tag.tag_name === 'Documents')!;
    const byTag = endpoints.blog_by_tag.success.parse(
      (await t.post('blog_by_tag', { blog_tag_id: documents.encrypt_id })).json(),
    );
    expect(byTag.blog_list.map((p) => p.title).sort()).toEqual([
      'Sending legal documents abroad safely',
      'Writing a commercial invoice customs will accept',
    ]);
  });

  it('searches title and text case-insensitively, treating % and _ literally', async () => {
    const found = endpoints.blog_search.success.parse(
      (await t.post('blog_search', { search_key_word: 'CUSTOMS' })).json(),
    );
    expect(found.blog_list.map((p) => p.title).sort()).toEqual([
      'What each tracking status means',
      'Writing a commercial invoice customs will accept',
    ]);
    const none = endpoints.blog_search.success.parse(
      (await t.post('blog_search', { search_key_word: '%' })).json(),
    );
    expect(none.blog_list).toEqual([]);
    expect(none.Message).toBe('No blog posts match your search.');
  });

  it('refuses missing, mistyped and unknown ids with readable messages', async () => {
    const cases: [string, unknown, number, string][] = [
      ['blog_details', {}, 400, 'blog_id is required.'],
      ['blog_details', { blog_id: ['x'] }, 400, 'blog_id must be a string.'],
      ['blog_details', { blog_id: 'missing-post' }, 404, 'Blog post not found.'],
      ['blog_by_category', { blog_cat_id: '' }, 400, 'blog_cat_id is required.'],
      ['blog_by_category', { blog_cat_id: 'nope' }, 404, 'Blog category not found.'],
      ['blog_by_tag', { blog_tag_id: 7 }, 400, 'blog_tag_id must be a string.'],
      ['blog_by_tag', { blog_tag_id: 'nope' }, 404, 'Blog tag not found.'],
      ['blog_search', { search_key_word: '   ' }, 400, 'search_key_word is required.'],
      ['blog_search', { search_key_word: 'x'.repeat(101) }, 400, textMessages.tooLong(100)],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await t.post(path, body);
      expect([path, res.statusCode, res.json().Message]).toEqual([path, status, message]);
      expect(endpoints.blog_details.failure.schema.parse(res.json()).Status).toBe('Error');
    }
  });
});
