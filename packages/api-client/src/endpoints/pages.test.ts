import { describe, expect, it } from 'vitest';
import { pageContentRequest, pageContentResponse } from './pages.ts';

describe('page endpoints', () => {
  it('accept contentList with menuName', () => {
    const body = {
      Status: 'Success',
      Message: '',
      menuName: 'Privacy Policy',
      contentList: [{ page_title: 'Privacy', page_content: '<p>We keep...</p>' }],
    };
    expect(pageContentResponse.parse(body).menuName).toBe('Privacy Policy');
    expect(
      pageContentResponse.safeParse({ ...body, contentList: [{ page_title: 'Privacy' }] }).success,
    ).toBe(false);
  });

  it('need a menu id', () => {
    expect(pageContentRequest.safeParse({ menu_id: 'NQ==' }).success).toBe(true);
    expect(pageContentRequest.safeParse({ menu_id: '' }).success).toBe(false);
  });
});
