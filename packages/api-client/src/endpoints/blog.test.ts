import { describe, expect, it } from 'vitest';
import { blogDetailsResponse, blogSearchRequest } from './blog.ts';

const post = {
  encrypt_id: 'Mw==',
  title: 'Packing fragile parcels',
  img_url: '/images/blog/3.jpg',
  blog_date: '07',
  blog_month_year: 'Mar 2026',
  author: 'Admin',
  description: '<p>Use double walls.</p>',
  short_description: 'Use double walls.',
};

describe('blog endpoints', () => {
  it('accept blog details with blodDetails, categoryList, tagsList, recentPost and allTags', () => {
    const body = {
      Status: 'Success',
      Message: '',
      blodDetails: post,
      categoryList: [{ encrypt_id: 'MQ==', category_name: 'Packing', blog_count: 3 }],
      tagsList: [{ encrypt_id: 'Mg==', tag_name: 'fragile' }],
      recentPost: [post],
      allTags: [{ encrypt_id: 'Mg==', tag_name: 'fragile' }],
    };
    expect(blogDetailsResponse.parse(body).categoryList[0]?.blog_count).toBe(3);
  });

  it('reject blogDetails (the corrected spelling) instead of blodDetails', () => {
    const body = {
      Status: 'Success',
      Message: '',
      blogDetails: post,
      categoryList: [],
      tagsList: [],
      recentPost: [],
      allTags: [],
    };
    expect(blogDetailsResponse.safeParse(body).success).toBe(false);
  });

  it('require a search keyword that is not blank', () => {
    expect(blogSearchRequest.safeParse({ search_key_word: '  ' }).success).toBe(false);
    expect(blogSearchRequest.parse({ search_key_word: ' customs ' }).search_key_word).toBe(
      'customs',
    );
  });
});
