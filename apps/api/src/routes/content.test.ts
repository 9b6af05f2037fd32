import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { news } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const json = (res: { json: () => unknown }) =>
  res.json() as Record<string, unknown> & { Status: string; Message: string };

describe('services', () => {
  it('lists at least 6 services in the contract shape, with opaque ids', async () => {
    const res = await t.get('our_service_list');
    expect(res.statusCode).toBe(200);
    const body = endpoints.our_service_list.success.parse(res.json());
    expect(body.ourServiceList.length).toBeGreaterThanOrEqual(6);
    for (const s of body.ourServiceList) expect(s.encrypt_id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(body.ourServiceList.map((s) => s.service_name)).toContain('International Express');
  });

  it('answers details for a known id and 404 with a Message for an unknown one', async () => {
    const list = endpoints.our_service_list.success.parse((await t.get('our_service_list')).json());
    const first = list.ourServiceList[0]!;
    const ok = await t.get(`get_our_service_details/${first.encrypt_id}`);
    const details = endpoints.get_our_service_details.success.parse(ok.json());
    expect(details.serviceDetails.service_name).toBe(first.service_name);

    const missing = await t.get('get_our_service_details/1');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ Status: 'Error', Message: 'Service not found.' });
  });
});

describe('team', () => {
  it('lists 6 members and gives details with skills', async () => {
    const list = endpoints.team_member_list.success.parse((await t.get('team_member_list')).json());
    expect(list.team_list).toHaveLength(6);
    const res = await t.post('team_member_details', { member_id: list.team_list[0]!.encrypt_id });
    const body = endpoints.team_member_details.success.parse(res.json());
    expect(body.member_details.name).toBe(list.team_list[0]!.name);
    expect(body.member_skills.length).toBeGreaterThan(0);
    expect(body.member_skills[0]).toEqual({ skill: 'Leadership', percentage: 95 });
  });

  it('refuses a missing, mistyped or unknown member_id', async () => {
    const missing = await t.post('team_member_details', {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).Message).toBe('member_id is required.');
    const wrongType = await t.post('team_member_details', { member_id: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(json(wrongType).Message).toBe('member_id must be a string.');
    const unknown = await t.post('team_member_details', { member_id: 'AAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).Message).toBe('Team member not found.');
  });
});

describe('news', () => {
  it('lists 6 news newest first and gives details with the sidebar titles', async () => {
    const list = endpoints.news_list.success.parse((await t.get('news_list')).json());
    expect(list.newsList.length).toBeGreaterThanOrEqual(6);
    expect(list.newsList[0]!.news_title).toBe('New service point opens in Farwaniya');
    const res = await t.post('news_details', { news_id: list.newsList[2]!.encrypt_id });
    const body = endpoints.news_details.success.parse(res.json());
    expect(body.newsDetails.news_title).toBe(list.newsList[2]!.news_title);
    expect(body.newsTitle).toHaveLength(list.newsList.length);
    expect(body.newsTitle[0]).toEqual({
      encrypt_id: list.newsList[0]!.encrypt_id,
      news_title: list.newsList[0]!.news_title,
    });
  });

  it('sanitises HTML on the way out, even if a script reached the database', async () => {
    const [row] = await t.db
      .insert(news)
      .values({
        title: 'Planted',
        imageUrl: '/x.svg',
        publishedOn: '2020-01-01',
        content:
          '<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror=steal()></p>',
      })
      .returning();
    const body = endpoints.news_details.success.parse(
      (await t.post('news_details', { news_id: row!.publicId })).json(),
    );
    expect(body.newsDetails.news_content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(body.newsDetails.news_content).toContain('Hi');
  });

  it('404s an unknown news id and 400s an empty one', async () => {
    expect((await t.post('news_details', { news_id: 'nope' })).statusCode).toBe(404);
    const empty = await t.post('news_details', { news_id: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).Message).toBe('news_id is required.');
  });
});

describe('careers', () => {
  it('lists openings with skils and gives details', async () => {
    const list = endpoints.career_list.success.parse((await t.get('career_list')).json());
    expect(list.careerList.length).toBeGreaterThanOrEqual(4);
    const driver = list.careerList.find((c) => c.career_title === 'Courier Driver')!;
    expect(driver.skils).toContain('driving licence');
    expect(driver.no_of_vacancies).toBe(6);
    const body = endpoints.career_details.success.parse(
      (await t.post('career_details', { career_id: driver.encrypt_id })).json(),
    );
    expect(body.careerDetails.career_title).toBe('Courier Driver');
    expect((await t.post('career_details', { career_id: 'x' })).statusCode).toBe(404);
  });
});

describe('faq, people, slides', () => {
  it('answers the three small lists', async () => {
    const faq = endpoints.faq_list.success.parse((await t.get('faq_list')).json());
    expect(faq.faqList.length).toBeGreaterThanOrEqual(6);
    expect(faq.faqList[0]!.question).toBe('How do I track my shipment?');
    const people = endpoints.people_list.success.parse((await t.get('people_list')).json());
    expect(people.peopleList).toHaveLength(8);
    const slides = endpoints.home_slides.success.parse((await t.get('home_slides')).json());
    expect(slides.slideList).toHaveLength(3);
    expect(slides.slideList[0]).toMatchObject({
      title: 'Express delivery to',
      highlight: '209+ countries',
    });
  });

  it('draws the demo artwork the content links to', async () => {
    const slides = endpoints.home_slides.success.parse((await t.get('home_slides')).json());
    const img = await t.app.inject({ method: 'GET', url: slides.slideList[0]!.imageUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/media/x/../../etc.svg' })).statusCode).toBe(
      404,
    );
  });
});

describe('static pages', () => {
  it('lists the three footer menus with their encoded ids', async () => {
    const body = endpoints.dynamic_menu_list.success.parse(
      (await t.get('dynamic_menu_list')).json(),
    );
    expect(body.menuList.map((m) => m.menu_id)).toEqual(['NA==', 'NQ==', 'Ng==']);
  });

  it.each([
    ['NA==', 'Terms & Condition'],
    ['NQ==', 'Privacy Policy'],
    ['Ng==', 'Refund & Cancellation'],
  ])('serves %s as %s through both calls', async (menuId, name) => {
    for (const call of ['get_page_content', 'get_dynamic_page_content'] as const) {
      const body = endpoints[call].success.parse((await t.post(call, { menu_id: menuId })).json());
      expect(body.menuName).toBe(name);
      expect(body.contentList.length).toBeGreaterThan(0);
    }
  });

  it('refuses a menu id that is not an encoded number, and 404s an unknown menu', async () => {
    const bad = await t.post('get_page_content', { menu_id: 'not base64!' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).Message).toBe('menu_id is not valid.');
    const unknown = await t.post('get_page_content', { menu_id: 'OTk=' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).Message).toBe('Page not found.');
  });
});
