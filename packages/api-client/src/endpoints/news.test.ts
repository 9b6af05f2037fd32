import { describe, expect, it } from 'vitest';
import { newsDetailsResponse } from './news.ts';

const item = {
  encrypt_id: 'MQ==',
  news_title: 'New Shuwaikh hub',
  img_url: '/n/1.jpg',
  news_content: '<p>Open</p>',
};

describe('news endpoints', () => {
  it('accept newsDetails with the newsTitle sidebar list', () => {
    const body = {
      Status: 'Success',
      Message: '',
      newsDetails: item,
      newsTitle: [{ encrypt_id: 'MQ==', news_title: 'New Shuwaikh hub' }],
    };
    expect(newsDetailsResponse.parse(body).newsTitle[0]?.news_title).toBe('New Shuwaikh hub');
  });

  it('reject a sidebar entry without its encrypt_id (the link needs it)', () => {
    const body = {
      Status: 'Success',
      Message: '',
      newsDetails: item,
      newsTitle: [{ news_title: 'New Shuwaikh hub' }],
    };
    expect(newsDetailsResponse.safeParse(body).success).toBe(false);
  });
});
