import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CHANNEL } from '../cache/cacheBus.ts';
import {
  blogCategories,
  blogPosts,
  blogTags,
  branches,
  careers,
  companyProfile,
  faqs,
  homeSlides,
  marketingFigures,
  menus,
  news,
  pageContents,
  services,
  teamMembers,
  teamSkills,
} from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * Public content in the request's language. A row with Arabic twins answers them, a
 * row (or field) without answers English, field by field; without a language the answers are
 * today's English, byte for byte; the in-memory caches keep one copy per language.
 */
let t: TestApp;

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
}
type Headers = Record<string, string>;

const AR = { 'accept-language': 'ar' };

const ask = (call: Call, headers: Headers = {}) =>
  t.app.inject({
    method: call.method,
    url: `/api/website/${call.url}`,
    headers,
    ...(call.body ? { payload: call.body } : {}),
  });

const json = async (call: Call, headers: Headers = {}) => {
  const res = await ask(call, headers);
  expect(res.statusCode, res.body).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own fields
  return res.json() as any;
};

/** What a content write announces to every process (the back office does it in its transaction). */
const announce = () => t.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'content')`);
/** The NOTIFY reaches the listening connection a moment after the statement (a plain loop: hooks
 * cannot use expect.poll). */
async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Every public content call, with ids of the rows the tests give Arabic twins. */
const calls: Record<string, Call> = {};
/** The English answers before any Arabic was written (the spec's English). */
const before: Record<string, string> = {};
const ids = {
  service: '',
  otherService: '',
  news: '',
  post: '',
  member: '',
  career: '',
  branch: 0,
  slide: 0,
  faq: 0,
};

/**
 * A blog card's month and year are a format, not content: Arabic answers write the month in
 * Arabic ('مارس 2026') whether or not the post is translated, so content comparisons leave it out.
 */
const withoutMonths = (body: string) =>
  body.replace(/"blog_month_year":"[^"]*"/g, '"blog_month_year":""');

/**
 * The demo content is seeded with Arabic twins; these tests start from an untranslated site, so
 * every `_ar` column of the content tables is emptied first (what staff see before translating).
 */
async function clearArabic() {
  const tables: PgTable[] = [
    services,
    news,
    blogPosts,
    blogCategories,
    blogTags,
    teamMembers,
    teamSkills,
    careers,
    faqs,
    homeSlides,
    menus,
    pageContents,
    branches,
    companyProfile,
    marketingFigures,
  ];
  for (const table of tables) {
    const twins = Object.keys(getTableColumns(table)).filter((key) => key.endsWith('Ar'));
    await t.db.update(table).set(Object.fromEntries(twins.map((key) => [key, ''])));
  }
  await announce();
  // A cached Arabic copy (blog list, company profile) is dropped once the notice arrives.
  await eventually(async () => {
    for (const url of ['blog_list', 'company_profile']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/website/${url}`, headers: AR });
      expect(withoutMonths(res.body), url).not.toMatch(/[\u0600-\u06FF]/);
    }
  });
}

beforeAll(async () => {
  t = await startTestApp();
  await clearArabic();
  const [service, otherService] = await t.db
    .select()
    .from(services)
    .orderBy(asc(services.sortOrder), asc(services.id));
  const [newsRow] = await t.db.select().from(news).orderBy(asc(news.id));
  const [post] = await t.db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.title, 'Volumetric weight explained'));
  const [category] = await t.db
    .select()
    .from(blogCategories)
    .where(eq(blogCategories.id, post!.categoryId!));
  const [tag] = await t.db.select().from(blogTags).where(eq(blogTags.name, 'Rates'));
  const [member] = await t.db.select().from(teamMembers).orderBy(asc(teamMembers.id));
  const [career] = await t.db.select().from(careers).orderBy(asc(careers.id));
  const [branch] = await t.db.select().from(branches).orderBy(asc(branches.id));
  const [slide] = await t.db.select().from(homeSlides).orderBy(asc(homeSlides.id));
  const [faq] = await t.db.select().from(faqs).orderBy(asc(faqs.id));
  Object.assign(ids, {
    service: service!.publicId,
    otherService: otherService!.publicId,
    news: newsRow!.publicId,
    post: post!.publicId,
    member: member!.publicId,
    career: career!.publicId,
    branch: branch!.id,
    slide: slide!.id,
    faq: faq!.id,
  });
  Object.assign(calls, {
    our_service_list: { method: 'GET', url: 'our_service_list' },
    get_our_service_details: { method: 'GET', url: `get_our_service_details/${ids.service}` },
    news_list: { method: 'GET', url: 'news_list' },
    news_details: { method: 'POST', url: 'news_details', body: { news_id: ids.news } },
    blog_list: { method: 'GET', url: 'blog_list' },
    blog_details: { method: 'POST', url: 'blog_details', body: { blog_id: ids.post } },
    blog_by_category: {
      method: 'POST',
      url: 'blog_by_category',
      body: { blog_cat_id: category!.publicId },
    },
    blog_by_tag: { method: 'POST', url: 'blog_by_tag', body: { blog_tag_id: tag!.publicId } },
    blog_search: { method: 'POST', url: 'blog_search', body: { search_key_word: 'weight' } },
    team_member_list: { method: 'GET', url: 'team_member_list' },
    team_member_details: {
      method: 'POST',
      url: 'team_member_details',
      body: { member_id: ids.member },
    },
    career_list: { method: 'GET', url: 'career_list' },
    career_details: { method: 'POST', url: 'career_details', body: { career_id: ids.career } },
    home_slides: { method: 'GET', url: 'home_slides' },
    faq_list: { method: 'GET', url: 'faq_list' },
    people_list: { method: 'GET', url: 'people_list' },
    dynamic_menu_list: { method: 'GET', url: 'dynamic_menu_list' },
    get_page_content: { method: 'POST', url: 'get_page_content', body: { menu_id: 'NA==' } },
    get_dynamic_page_content: {
      method: 'POST',
      url: 'get_dynamic_page_content',
      body: { menu_id: 'NA==' },
    },
    domestic_branch: { method: 'GET', url: 'domestic_branch' },
    international_branch: { method: 'GET', url: 'international_branch' },
    location_list: {
      method: 'POST',
      url: 'location_list',
      body: { country_id: branch!.countryId },
    },
    google_map_by_country: {
      method: 'POST',
      url: 'google_map_by_country',
      body: { country_id: branch!.countryId },
    },
    company_profile: { method: 'GET', url: 'company_profile' },
  } satisfies Record<string, Call>);
  for (const [name, call] of Object.entries(calls)) {
    const res = await ask(call);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    before[name] = res.body;
  }
});
afterAll(async () => t?.close());

/** Arabic twins on some rows and some of their fields; the rest stay '' (untranslated). */
async function writeArabic() {
  await t.db
    .update(services)
    .set({ nameAr: 'الشحن السريع', contentAr: '<p>محتوى</p><script>alert(1)</script>' })
    .where(eq(services.publicId, ids.service));
  await t.db
    .update(news)
    .set({ titleAr: 'خبر', contentAr: '   ' })
    .where(eq(news.publicId, ids.news));
  await t.db
    .update(blogPosts)
    .set({ titleAr: 'الوزن الحجمي', descriptionAr: '<p>شرح الوزن</p><img src=x onerror=alert(1)>' })
    .where(eq(blogPosts.publicId, ids.post));
  const [post] = await t.db.select().from(blogPosts).where(eq(blogPosts.publicId, ids.post));
  await t.db
    .update(blogCategories)
    .set({ nameAr: 'الجمارك' })
    .where(eq(blogCategories.id, post!.categoryId!));
  await t.db.update(blogTags).set({ nameAr: 'الأسعار' }).where(eq(blogTags.name, 'Rates'));
  await t.db
    .update(teamMembers)
    .set({ nameAr: 'سارة', descriptionAr: '<p>نبذة</p>' })
    .where(eq(teamMembers.publicId, ids.member));
  const [member] = await t.db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.publicId, ids.member));
  const [skill] = await t.db
    .select()
    .from(teamSkills)
    .where(eq(teamSkills.memberId, member!.id))
    .orderBy(asc(teamSkills.sortOrder), asc(teamSkills.id));
  await t.db.update(teamSkills).set({ skillAr: 'القيادة' }).where(eq(teamSkills.id, skill!.id));
  await t.db
    .update(careers)
    .set({ titleAr: 'سائق', skillsAr: 'القيادة' })
    .where(eq(careers.publicId, ids.career));
  await t.db
    .update(homeSlides)
    .set({ titleAr: 'نوصل', subtitleAr: 'إلى كل مكان' })
    .where(eq(homeSlides.id, ids.slide));
  await t.db.update(faqs).set({ questionAr: 'كيف؟' }).where(eq(faqs.id, ids.faq));
  await t.db.update(menus).set({ nameAr: 'الشروط' }).where(eq(menus.id, 4));
  const [section] = await t.db
    .select()
    .from(pageContents)
    .where(eq(pageContents.menuId, 4))
    .orderBy(asc(pageContents.sortOrder), asc(pageContents.id));
  await t.db
    .update(pageContents)
    .set({ contentAr: '<p>البنود</p><script>x()</script>' })
    .where(eq(pageContents.id, section!.id));
  await t.db
    .update(branches)
    .set({ nameAr: 'المكتب الرئيسي', cityAr: 'الكويت' })
    .where(eq(branches.id, ids.branch));
  await t.db.update(companyProfile).set({ nameAr: 'شركة الشحن', headOfficeAr: 'الكويت' });
  await t.db
    .update(marketingFigures)
    .set({ labelAr: 'دولة' })
    .where(eq(marketingFigures.key, 'network_countries'));
  await announce();
  // The cached answers (company_profile, blog_list) are dropped once the notice arrives.
  await eventually(async () => {
    expect((await json(calls.company_profile!, AR)).company.name).toBe('شركة الشحن');
    expect((await json(calls.blog_list!, AR)).blog_list).toContainEqual(
      expect.objectContaining({ title: 'الوزن الحجمي' }),
    );
  });
}

describe('content in the request language', () => {
  it('answers English in Arabic too while nothing is translated', async () => {
    for (const [name, call] of Object.entries(calls)) {
      expect(withoutMonths((await ask(call, AR)).body), name).toBe(withoutMonths(before[name]!));
    }
  });

  it('marks every content answer to vary by Accept-Language and Cookie', async () => {
    for (const [name, call] of Object.entries(calls)) {
      // Pictures only: the same in every language.
      if (name === 'people_list') continue;
      const vary = String((await ask(call)).headers.vary ?? '').toLowerCase();
      expect(vary, name).toContain('accept-language');
      expect(vary, name).toContain('cookie');
    }
  });

  describe('with some rows translated', () => {
    beforeAll(writeArabic);

    it('keeps the English answers byte for byte: no language, English asked, English cookie', async () => {
      for (const [name, call] of Object.entries(calls)) {
        expect((await ask(call)).body, name).toBe(before[name]);
        expect((await ask(call, { 'accept-language': 'en-GB,en;q=0.9' })).body, name).toBe(
          before[name],
        );
        expect((await ask(call, { 'accept-language': 'ar', cookie: 'lang=en' })).body, name).toBe(
          before[name],
        );
      }
    });

    it('follows the lang cookie over the browser', async () => {
      const body = await json(calls.our_service_list!, {
        'accept-language': 'en',
        cookie: 'lang=ar',
      });
      expect(body.ourServiceList[0].service_name).toBe('الشحن السريع');
    });

    it('services: Arabic fields where written, English for the rest, rich text cleaned', async () => {
      const english = JSON.parse(before.our_service_list!).ourServiceList;
      const list = (await json(calls.our_service_list!, AR)).ourServiceList;
      const first = list.find((s: { encrypt_id: string }) => s.encrypt_id === ids.service);
      const firstEn = english.find((s: { encrypt_id: string }) => s.encrypt_id === ids.service);
      expect(first.service_name).toBe('الشحن السريع');
      expect(first.service_content).toContain('محتوى');
      expect(first.service_content).not.toContain('script');
      expect(first.short_description).toBe(firstEn.short_description);
      const other = list.find((s: { encrypt_id: string }) => s.encrypt_id === ids.otherService);
      expect(other).toEqual(
        english.find((s: { encrypt_id: string }) => s.encrypt_id === ids.otherService),
      );
      const details = await json(calls.get_our_service_details!, AR);
      expect(details.serviceDetails).toEqual(first);
    });

    it('news: the title in Arabic, a blank Arabic content falls back to English', async () => {
      const english = JSON.parse(before.news_details!);
      const body = await json(calls.news_details!, AR);
      expect(body.newsDetails.news_title).toBe('خبر');
      expect(body.newsDetails.news_content).toBe(english.newsDetails.news_content);
      expect(body.newsTitle).toContainEqual({ encrypt_id: ids.news, news_title: 'خبر' });
      const list = (await json(calls.news_list!, AR)).newsList;
      expect(list).toContainEqual(
        expect.objectContaining({ encrypt_id: ids.news, news_title: 'خبر' }),
      );
    });

    it('blog: post, category and tag names in Arabic where written; Arabic search', async () => {
      const english = JSON.parse(before.blog_details!);
      const body = await json(calls.blog_details!, AR);
      expect(body.blodDetails.title).toBe('الوزن الحجمي');
      expect(body.blodDetails.description).toContain('شرح الوزن');
      expect(body.blodDetails.description).not.toContain('onerror');
      expect(body.blodDetails.author).toBe(english.blodDetails.author);
      expect(body.blodDetails.short_description).toBe(english.blodDetails.short_description);
      expect(body.categoryList.map((c: { category_name: string }) => c.category_name)).toContain(
        'الجمارك',
      );
      expect(body.tagsList.map((c: { tag_name: string }) => c.tag_name)).toContain('الأسعار');
      expect(body.allTags).toHaveLength(english.allTags.length);
      expect(body.allTags).toContainEqual(expect.objectContaining({ tag_name: 'الأسعار' }));
      expect(body.allTags).toContainEqual(expect.objectContaining({ tag_name: 'Documents' }));

      const byCategory = await json(calls.blog_by_category!, AR);
      expect(byCategory.blog_list).toContainEqual(
        expect.objectContaining({ title: 'الوزن الحجمي' }),
      );
      const byTag = await json(calls.blog_by_tag!, AR);
      expect(byTag.blog_list).toContainEqual(expect.objectContaining({ title: 'الوزن الحجمي' }));

      const arabicSearch: Call = {
        method: 'POST',
        url: 'blog_search',
        body: { search_key_word: 'الحجمي' },
      };
      expect((await json(arabicSearch, AR)).blog_list).toEqual([
        expect.objectContaining({ encrypt_id: ids.post, title: 'الوزن الحجمي', description: '' }),
      ]);
      // An English search stays on the English texts.
      expect((await json(arabicSearch)).blog_list).toEqual([]);
    });

    it('team: member and skill in Arabic where written', async () => {
      const english = JSON.parse(before.team_member_details!);
      const body = await json(calls.team_member_details!, AR);
      expect(body.member_details.name).toBe('سارة');
      expect(body.member_details.description).toBe('<p>نبذة</p>');
      expect(body.member_details.designation).toBe(english.member_details.designation);
      expect(body.member_skills[0]).toEqual({
        skill: 'القيادة',
        percentage: english.member_skills[0].percentage,
      });
      expect(body.member_skills.slice(1)).toEqual(english.member_skills.slice(1));
      const list = (await json(calls.team_member_list!, AR)).team_list;
      expect(list[0].name).toBe('سارة');
    });

    it('careers: title and skills in Arabic, the rest English', async () => {
      const english = JSON.parse(before.career_details!);
      const body = await json(calls.career_details!, AR);
      expect(body.careerDetails).toEqual({
        ...english.careerDetails,
        career_title: 'سائق',
        skils: 'القيادة',
      });
      const list = (await json(calls.career_list!, AR)).careerList;
      expect(list).toContainEqual(body.careerDetails);
    });

    it('home: slides and FAQ field by field', async () => {
      const slides = JSON.parse(before.home_slides!).slideList;
      const slideList = (await json(calls.home_slides!, AR)).slideList;
      expect(slideList[0]).toEqual({ ...slides[0], title: 'نوصل', subtitle: 'إلى كل مكان' });
      expect(slideList.slice(1)).toEqual(slides.slice(1));
      const faq = JSON.parse(before.faq_list!).faqList;
      const faqList = (await json(calls.faq_list!, AR)).faqList;
      expect(faqList[0]).toEqual({ ...faq[0], question: 'كيف؟' });
      expect((await ask(calls.people_list!, AR)).body).toBe(before.people_list);
    });

    it('pages: the menu name and section content in Arabic, cleaned; the title English', async () => {
      const menusEn = JSON.parse(before.dynamic_menu_list!).menuList;
      const menuList = (await json(calls.dynamic_menu_list!, AR)).menuList;
      expect(menuList).toEqual(
        menusEn.map((m: { menu_id: string }) =>
          m.menu_id === 'NA==' ? { ...m, menu_name: 'الشروط' } : m,
        ),
      );
      const english = JSON.parse(before.get_page_content!);
      for (const call of [calls.get_page_content!, calls.get_dynamic_page_content!]) {
        const body = await json(call, AR);
        expect(body.menuName).toBe('الشروط');
        expect(body.contentList[0]).toEqual({
          page_title: english.contentList[0].page_title,
          page_content: '<p>البنود</p>',
        });
        expect(body.contentList.slice(1)).toEqual(english.contentList.slice(1));
      }
    });

    it('offices: name and city in Arabic, the address English', async () => {
      for (const name of [
        'domestic_branch',
        'international_branch',
        'location_list',
        'google_map_by_country',
      ]) {
        const english = JSON.parse(before[name]!);
        const body = await json(calls[name]!, AR);
        for (const key of ['locationList', 'googleMapList'] as const) {
          if (!english[key]) continue;
          expect(body[key], name).toEqual(
            english[key].map((b: { id: number }) =>
              b.id === ids.branch ? { ...b, location: 'المكتب الرئيسي', city_name: 'الكويت' } : b,
            ),
          );
        }
      }
    });

    it('company_profile: name, head office and a figure label in Arabic; the rest English', async () => {
      const english = JSON.parse(before.company_profile!);
      const body = await json(calls.company_profile!, AR);
      expect(body.company).toEqual({
        ...english.company,
        name: 'شركة الشحن',
        history: { ...english.company.history, headOffice: 'الكويت' },
      });
      const labelled = [...body.figures, ...body.counters].find(
        (f: { key: string }) => f.key === 'network_countries',
      );
      expect(labelled.label).toBe('دولة');
      const others = (list: { key: string }[]) => list.filter((f) => f.key !== 'network_countries');
      expect(others(body.figures)).toEqual(others(english.figures));
      expect(others(body.counters)).toEqual(others(english.counters));
    });
  });
});

describe('cached answers keep one copy per language', () => {
  /** A new English and Arabic name, announced; `first` is asked until its new answer shows. */
  async function rename(mark: string, first: 'en' | 'ar') {
    await t.db.update(companyProfile).set({ name: `Courier ${mark}`, nameAr: `الشركة ${mark}` });
    await t.db
      .update(blogPosts)
      .set({ title: `Post ${mark}`, titleAr: `مقال ${mark}` })
      .where(eq(blogPosts.publicId, ids.post));
    await announce();
    const headers = first === 'ar' ? AR : {};
    const want = first === 'ar' ? `الشركة ${mark}` : `Courier ${mark}`;
    const wantPost = first === 'ar' ? `مقال ${mark}` : `Post ${mark}`;
    await eventually(async () => {
      expect((await json(calls.company_profile!, headers)).company.name).toBe(want);
      expect((await json(calls.blog_list!, headers)).blog_list).toContainEqual(
        expect.objectContaining({ title: wantPost }),
      );
    });
  }

  const titles = async (headers: Headers) =>
    (await json(calls.blog_list!, headers)).blog_list.map((p: { title: string }) => p.title);

  it('Arabic asked first: the English request still gets English', async () => {
    await rename('one', 'ar');
    expect((await json(calls.company_profile!)).company.name).toBe('Courier one');
    expect(await titles({})).toContain('Post one');
    expect(await titles({})).not.toContain('مقال one');
    // And the Arabic copy is still Arabic.
    expect((await json(calls.company_profile!, AR)).company.name).toBe('الشركة one');
  });

  it('English asked first: the Arabic request still gets Arabic', async () => {
    await rename('two', 'en');
    expect((await json(calls.company_profile!, AR)).company.name).toBe('الشركة two');
    expect(await titles(AR)).toContain('مقال two');
    expect(await titles(AR)).not.toContain('Post two');
    expect((await json(calls.company_profile!)).company.name).toBe('Courier two');
  });

  it('the blog_list ETag differs by language and a 304 needs the same language', async () => {
    const en = await ask(calls.blog_list!);
    const ar = await ask(calls.blog_list!, AR);
    expect(en.headers.etag).toBeTruthy();
    expect(ar.headers.etag).not.toBe(en.headers.etag);
    const revalidated = await ask(calls.blog_list!, {
      ...AR,
      'if-none-match': String(en.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toBe(ar.body);
  });
});
