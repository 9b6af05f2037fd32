import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEndpointName } from '@courier/api-client/admin';
import type { ContentItem, ContentRow } from '@courier/api-client/adminContent';
import { contentMessages } from '@courier/domain/content/contentSchema';
import { CONTENT_TYPES, type ContentTypeName } from '@courier/domain/content/contentTypes';
import { auditLog, countries } from '../db/schema/index.ts';
import { bodyArbitrary } from '../testing/fuzzBodies.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';
import { adminCall, staffCookie } from './adminTestSupport.ts';

/**
 * The content calls for every content type: create (a draft, placed last), update,
 * reorder, publish and unpublish as the public calls see them, delete, validation messages and
 * role checks. One app for the file.
 */

let t: TestApp;
let editor = '';
let admin = '';
let operations = '';
let kuwait = 0;

beforeAll(async () => {
  t = await startTestApp();
  editor = await staffCookie(t, 'content-editor');
  admin = await staffCookie(t, 'admin');
  operations = await staffCookie(t, 'operations');
  const [kw] = await t.db.select().from(countries).where(eq(countries.isoCode, 'KW'));
  kuwait = kw!.id;
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
const call = async (name: AdminEndpointName, input: Json, cookie = editor) => {
  const res = await adminCall(t, name, input, cookie);
  return { status: res.statusCode, body: res.json() as Json & { Message: string } };
};
const ok = async (name: AdminEndpointName, input: Json, cookie = editor) => {
  const res = await call(name, input, cookie);
  expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const list = async (type: ContentTypeName) =>
  (await ok('admin_content_list', { type })).rows as ContentRow[];
const item = async (type: ContentTypeName, id: number) =>
  (await ok('admin_content_item', { type, id })).item as ContentItem;

const publicGet = async (path: string) => {
  const res = await t.get(path);
  return { status: res.statusCode, body: res.json() as Json };
};
const publicPost = async (path: string, body: Json) => {
  const res = await t.post(path, body);
  return { status: res.statusCode, body: res.json() as Json };
};
const picture = (alt = 'A courier van at the hub') => ({
  url: '/media/uploads/abcDEF123/960.webp',
  alt,
  altAr: '',
});
const fieldOf = <T>(rows: unknown, key: string) => (rows as Json[]).map((r) => r[key] as T);

interface Case {
  type: ContentTypeName;
  /** A valid new record; `tag` makes its title unique. */
  values: (tag: string) => Json;
  /** The field the public answer shows the title in, and its new value after the update. */
  titleField: string;
  /** Whether the record shows in the public answers (list, and details where there are any). */
  shown?: (item: ContentItem) => Promise<boolean>;
  /** A link field to send a bad address in. */
  link?: string;
}

const detailsFound = (status: number) => {
  expect([200, 404]).toContain(status);
  return status === 200;
};

const cases: Case[] = [
  {
    type: 'services',
    titleField: 'name',
    values: (tag) => ({
      name: `Pallet freight ${tag}`,
      shortDescription: 'Whole pallets, door to door.',
      content: '<p>Pallets to the GCC.</p>',
      image: picture(),
      icon: 'truck',
      rowIndex: 2,
    }),
    shown: async (i) => {
      const listed = (await publicGet('our_service_list')).body.ourServiceList;
      const found = detailsFound((await publicGet(`get_our_service_details/${i.publicId}`)).status);
      expect(fieldOf(listed, 'service_name').includes(i.values.name)).toBe(found);
      return found;
    },
  },
  {
    type: 'news',
    titleField: 'title',
    values: (tag) => ({
      title: `New hub in Jahra ${tag}`,
      publishedOn: '2026-11-20',
      image: picture(),
      content: '<p>Open from today.</p>',
    }),
    shown: async (i) => {
      const listed = (await publicGet('news_list')).body.newsList;
      const found = detailsFound(
        (await publicPost('news_details', { news_id: i.publicId })).status,
      );
      expect(fieldOf(listed, 'news_title').includes(i.values.title)).toBe(found);
      return found;
    },
  },
  {
    type: 'blog-posts',
    titleField: 'title',
    values: (tag) => ({
      title: `Packing glass ${tag}`,
      author: 'Sara',
      publishedOn: '2026-11-21',
      categoryId: 1,
      tagIds: [],
      image: picture(),
      shortDescription: 'Double boxes.',
      description: '<p>Use two boxes.</p>',
    }),
    shown: async (i) => {
      const listed = (await publicGet('blog_list')).body.blog_list;
      const found = detailsFound(
        (await publicPost('blog_details', { blog_id: i.publicId })).status,
      );
      expect(fieldOf(listed, 'title').includes(i.values.title)).toBe(found);
      return found;
    },
  },
  { type: 'blog-categories', titleField: 'name', values: (tag) => ({ name: `Air ${tag}` }) },
  { type: 'blog-tags', titleField: 'name', values: (tag) => ({ name: `Pallets ${tag}` }) },
  {
    type: 'team',
    titleField: 'name',
    link: 'website',
    values: (tag) => ({
      name: `Huda ${tag}`,
      designation: 'Sales lead',
      image: picture('Huda smiling'),
      description: '<p>Huda leads sales.</p>',
      experience: '10 years',
      career: 'Joined 2016',
      skills: [{ skill: 'Sales', skillAr: '', percentage: 90 }],
      phoneNumber: '+965 2222 1111',
      email: 'huda@example.com',
      website: 'https://example.com',
    }),
    shown: async (i) => {
      const listed = (await publicGet('team_member_list')).body.team_list;
      const details = await publicPost('team_member_details', { member_id: i.publicId });
      const found = detailsFound(details.status);
      if (found) expect(details.body.member_skills).toEqual([{ skill: 'Sales', percentage: 90 }]);
      expect(fieldOf(listed, 'name').includes(i.values.name)).toBe(found);
      return found;
    },
  },
  {
    type: 'careers',
    titleField: 'title',
    values: (tag) => ({
      title: `Driver ${tag}`,
      skills: 'Driving licence',
      experience: '2 years',
      vacancies: 3,
      description: '<p>Drive our vans.</p>',
      open: true,
    }),
    shown: async (i) => {
      const listed = (await publicGet('career_list')).body.careerList;
      const found = detailsFound(
        (await publicPost('career_details', { career_id: i.publicId })).status,
      );
      expect(fieldOf(listed, 'career_title').includes(i.values.title)).toBe(found);
      return found;
    },
  },
  {
    type: 'faqs',
    titleField: 'question',
    values: (tag) => ({ question: `Do you ship pets ${tag}?`, answer: '<p>No.</p>' }),
    shown: async (i) =>
      fieldOf((await publicGet('faq_list')).body.faqList, 'question').includes(i.values.question),
  },
  {
    type: 'people',
    titleField: 'image',
    values: (tag) => ({
      image: { ...picture(`Client logo ${tag}`), url: `/media/uploads/${tag}/480.webp` },
    }),
    shown: async (i) =>
      fieldOf((await publicGet('people_list')).body.peopleList, 'people_img').includes(
        (i.values.image as { url: string }).url,
      ),
  },
  {
    type: 'slides',
    titleField: 'title',
    values: (tag) => ({
      image: picture(),
      title: `Fast to ${tag}`,
      highlight: 'Dubai',
      subtitle: 'Next day',
    }),
    shown: async (i) =>
      fieldOf((await publicGet('home_slides')).body.slideList, 'title').includes(i.values.title),
  },
  {
    type: 'pages',
    titleField: 'title',
    values: (tag) => ({ menuId: '4', title: `Liability ${tag}`, content: '<p>Up to 100 KWD.</p>' }),
    shown: async (i) =>
      fieldOf(
        (await publicPost('get_page_content', { menu_id: 'NA==' })).body.contentList,
        'page_title',
      ).includes(i.values.title),
  },
  {
    type: 'offices',
    titleField: 'name',
    values: (tag) => ({
      name: `Jahra office ${tag}`,
      countryId: kuwait,
      kind: 'domestic',
      city: 'Jahra',
      address: 'Block 1',
      phone: '+965 2222 5555',
      email: 'jahra@example.com',
      location: { latitude: 29.33, longitude: 47.66 },
    }),
    shown: async (i) =>
      fieldOf(
        (await publicPost('location_list', { country_id: kuwait })).body.locationList,
        'location',
      ).includes(i.values.name),
  },
  {
    type: 'figures',
    titleField: 'label',
    values: (tag) => ({
      key: `hubs_${tag.toLowerCase().replace(/[^a-z0-9]/g, '')}`,
      kind: 'figure',
      value: '12',
      label: `Hubs ${tag}`,
    }),
    shown: async (i) =>
      fieldOf((await publicGet('company_profile')).body.figures, 'label').includes(i.values.label),
  },
];

const tagOf = (type: string, n: number) => `${type.replace(/-/g, '')}${n}`;

describe.each(cases)('$type', (c) => {
  const { type } = c;
  const descriptor = CONTENT_TYPES[type];

  it('creates a draft placed last, publishes, updates, reorders, unpublishes and deletes it', async () => {
    const created = (await ok('admin_content_create', { type, values: c.values(tagOf(type, 1)) }))
      .item as ContentItem;
    expect(created.published).toBe(!descriptor.publishable);
    if (descriptor.ordering === 'position') {
      // Last of the list (static page sections: last of their page), numbered from 1.
      const after = (await list(type)).filter(
        (r) => type !== 'pages' || r.publicId === created.publicId,
      );
      expect(after.at(-1)!.id).toBe(created.id);
      expect(after.map((r) => r.position)).toEqual(after.map((_r, i) => i + 1));
      expect(created.position).toBe(after.length);
    }
    if (c.shown) expect(await c.shown(created), 'a draft is not public').toBe(false);

    // An administrator may do the same as a content editor.
    if (descriptor.publishable) {
      const published = (
        await ok('admin_content_publish', { type, id: created.id, published: true }, admin)
      ).item as ContentItem;
      expect(published.published).toBe(true);
      if (c.shown) expect(await c.shown(published)).toBe(true);
    }

    const newTitle = c.titleField === 'image' ? undefined : `Renamed ${tagOf(type, 2)}`;
    const titleField = descriptor.fields.find((f) => f.name === c.titleField);
    // The list names a row in Arabic too where its title has an Arabic twin (a logo: its alt).
    const titleAr = titleField?.bilingual || !newTitle ? `عنوان ${tagOf(type, 2)}` : '';
    const values = {
      ...created.values,
      ...(newTitle
        ? { [c.titleField]: newTitle, ...(titleAr && { [`${c.titleField}Ar`]: titleAr }) }
        : { image: { ...picture('Renamed logo'), altAr: titleAr } }),
    };
    const updated = (await ok('admin_content_update', { type, id: created.id, values }))
      .item as ContentItem;
    expect(updated.publicId).toBe(created.publicId);
    if (newTitle) expect(updated.values[c.titleField]).toBe(newTitle);
    if (type !== 'offices') expect(updated.updatedAt > created.updatedAt).toBe(true);
    if (c.shown) expect(await c.shown(updated), 'the public answer shows the change').toBe(true);
    expect((await list(type)).find((r) => r.id === created.id)?.titleAr).toBe(titleAr);

    const ids = (await list(type)).map((r) => r.id);
    const newOrder = [created.id, ...ids.filter((id) => id !== created.id)];
    if (descriptor.ordering === 'position') {
      await ok('admin_content_reorder', { type, ids: newOrder });
      expect((await list(type)).map((r) => r.id)).toEqual(newOrder);
      const partial = await call('admin_content_reorder', { type, ids: newOrder.slice(1) });
      expect(partial.status).toBe(409);
      expect(partial.body.Message).toMatch(/^Send every .* exactly once/);
      const foreign = await call('admin_content_reorder', { type, ids: [...newOrder, 999999] });
      expect(foreign.status).toBe(409);
    } else {
      const refused = await call('admin_content_reorder', { type, ids: newOrder });
      expect(refused.status).toBe(409);
      expect(refused.body.Message).toMatch(/cannot be put in another order/);
    }

    if (descriptor.publishable) {
      await ok('admin_content_publish', { type, id: created.id, published: false });
      if (c.shown) expect(await c.shown(await item(type, created.id))).toBe(false);
    } else {
      const refused = await call('admin_content_publish', {
        type,
        id: created.id,
        published: false,
      });
      expect(refused.status).toBe(409);
    }

    await ok('admin_content_delete', { type, id: created.id }, admin);
    const gone = await call('admin_content_item', { type, id: created.id });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      Status: 'Error',
      Message: expect.stringMatching(/^No .* has this id/),
    });
    expect((await list(type)).map((r) => r.id)).not.toContain(created.id);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(created.id))));
    const actions = audit.map((a) => a.action).filter((a) => a.startsWith(`${type}.`));
    expect(actions).toEqual(
      expect.arrayContaining([`${type}.create`, `${type}.update`, `${type}.delete`]),
    );
    if (descriptor.publishable)
      expect(actions).toEqual(expect.arrayContaining([`${type}.publish`, `${type}.unpublish`]));
    expect(audit.find((a) => a.action === `${type}.delete`)?.staffUsername).toBe('admin-user');
  });

  it('answers validation messages under the field names', async () => {
    const values = c.values(tagOf(type, 3));
    const required = descriptor.fields.find((f) => f.required && f.kind === 'text');
    // A logo has one field, its picture.
    const [key, blank, message] = required
      ? [required.name, ' ', contentMessages.required(type, required)()]
      : ['image.url', { url: '', alt: '', altAr: '' }, contentMessages.picture()];
    const missing = await call('admin_content_create', {
      type,
      values: { ...values, [key.split('.')[0]!]: blank },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ [key]: message });
    expect(missing.body.Message).toBe(message);

    if (descriptor.fields.some((f) => f.kind === 'image')) {
      const noAlt = await call('admin_content_create', {
        type,
        values: { ...values, image: picture('') },
      });
      expect(noAlt.status).toBe(400);
      expect(noAlt.body.errors).toEqual({ 'image.alt': contentMessages.alt() });
      const elsewhere = await call('admin_content_create', {
        type,
        values: { ...values, image: { ...picture(), url: 'https://evil.example/x.png' } },
      });
      expect(elsewhere.body.errors).toEqual({ 'image.url': contentMessages.pictureAddress() });
    }
    if (c.link) {
      const badLink = await call('admin_content_create', {
        type,
        values: { ...values, [c.link]: 'javascript:alert(1)' },
      });
      expect(badLink.status).toBe(400);
      expect(badLink.body.errors).toEqual({ [c.link]: contentMessages.url() });
    }
    expect((await list(type)).map((r) => r.title)).not.toContain(values[c.titleField]);
  });

  it('never answers 5xx to junk in any field of the record', async () => {
    await fc.assert(
      fc.asyncProperty(bodyArbitrary(c.values(tagOf(type, 5))), async (values) => {
        const res = await adminCall(t, 'admin_content_create', { type, values }, editor);
        expect(
          res.statusCode,
          `${res.body.slice(0, 200)} <- ${JSON.stringify(values)?.slice(0, 200)}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses callers without a session (401) or without the right (403)', async () => {
    const samples: [AdminEndpointName, Json][] = [
      ['admin_content_list', { type }],
      ['admin_content_item', { type, id: 1 }],
      ['admin_content_create', { type, values: c.values(tagOf(type, 4)) }],
      ['admin_content_update', { type, id: 1, values: c.values(tagOf(type, 4)) }],
      ['admin_content_publish', { type, id: 1, published: true }],
      ['admin_content_reorder', { type, ids: [1] }],
      ['admin_content_delete', { type, id: 1 }],
    ];
    for (const [name, input] of samples) {
      const anonymous = await adminCall(t, name, input);
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.json()).toEqual({
        Status: 'Error',
        Message: ACCESS_MESSAGES.staffLoginRequired,
      });
      const refused = await adminCall(t, name, input, operations);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json()).toEqual({ Status: 'Error', Message: ACCESS_MESSAGES.notAllowed });
    }
  });
});

describe('rules across types', () => {
  it('keeps a script in rich text from the public answer, on save and on serve', async () => {
    const values = {
      ...cases[0]!.values('script'),
      content: '<p>Fast</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    };
    const created = (await ok('admin_content_create', { type: 'services', values }))
      .item as ContentItem;
    expect(created.values.content).not.toMatch(/script|onerror/);
    await ok('admin_content_publish', { type: 'services', id: created.id, published: true });
    const details = await publicGet(`get_our_service_details/${created.publicId}`);
    expect(JSON.stringify(details.body)).not.toMatch(/<script|onerror/);
    expect((details.body.serviceDetails as Json).service_content).toContain('<p>Fast</p>');
  });

  it('answers the same not-found for an unpublished detail as for an unknown id', async () => {
    const created = (
      await ok('admin_content_create', { type: 'news', values: cases[1]!.values('nf') })
    ).item as ContentItem;
    const draft = await publicPost('news_details', { news_id: created.publicId });
    const unknown = await publicPost('news_details', { news_id: 'AAAAAAAAAAAAAAAA' });
    expect(draft).toEqual(unknown);
    expect(draft.status).toBe(404);
  });

  it('leaves unpublished blog posts out of the category counts and recent posts', async () => {
    const counts = async () => {
      const [first] = (await publicGet('blog_list')).body.blog_list as { encrypt_id: string }[];
      const details = await publicPost('blog_details', { blog_id: first!.encrypt_id });
      // Once (PostgreSQL, a loaded CI) the answer had no categoryList: say what it was instead.
      expect(details.status, JSON.stringify(details.body)).toBe(200);
      return details.body as { categoryList: { category_name: string; blog_count: number }[] };
    };
    const before = await counts();
    const draft = (
      await ok('admin_content_create', {
        type: 'blog-posts',
        values: { ...cases[2]!.values('count'), publishedOn: '2099-01-01' },
      })
    ).item as ContentItem;
    expect(await counts()).toEqual(before);
    await ok('admin_content_publish', { type: 'blog-posts', id: draft.id, published: true });
    const after = await counts();
    expect(after.categoryList.reduce((n, c) => n + c.blog_count, 0)).toBe(
      before.categoryList.reduce((n, c) => n + c.blog_count, 0) + 1,
    );
  });

  it('refuses to delete a blog category that still has posts, and drops a deleted tag from its posts', async () => {
    const used = await call('admin_content_delete', { type: 'blog-categories', id: 1 });
    expect(used.status).toBe(409);
    expect(used.body.Message).toMatch(/^This category still has \d+ blog posts?: move/);

    const tag = (await ok('admin_content_create', { type: 'blog-tags', values: { name: 'Glass' } }))
      .item as ContentItem;
    const post = (
      await ok('admin_content_create', {
        type: 'blog-posts',
        values: { ...cases[2]!.values('tags'), tagIds: [tag.id] },
      })
    ).item as ContentItem;
    expect(post.values.tagIds).toEqual([tag.id]);
    const unknownTag = await call('admin_content_update', {
      type: 'blog-posts',
      id: post.id,
      values: { ...post.values, tagIds: [999999] },
    });
    expect(unknownTag.body.errors).toEqual({ tagIds: 'Choose the tags.' });
    await ok('admin_content_delete', { type: 'blog-tags', id: tag.id });
    expect((await item('blog-posts', post.id)).values.tagIds).toEqual([]);
  });

  it('never moves a page section to another page or changes a figure key on update', async () => {
    const section = (
      await ok('admin_content_create', { type: 'pages', values: cases[10]!.values('fixed') })
    ).item as ContentItem;
    expect(section.publicId).toBe('NA==');
    const moved = (
      await ok('admin_content_update', {
        type: 'pages',
        id: section.id,
        values: { ...section.values, menuId: '5' },
      })
    ).item as ContentItem;
    expect(moved.values.menuId).toBe('4');
    expect(moved.publicId).toBe('NA==');
    const badMenu = await call('admin_content_create', {
      type: 'pages',
      values: { ...section.values, menuId: '7' },
    });
    expect(badMenu.body.errors).toEqual({ menuId: 'Choose the page.' });
    // The menus themselves are not content: their list is unchanged.
    expect((await publicGet('dynamic_menu_list')).body.menuList).toHaveLength(3);

    const figure = (
      await ok('admin_content_create', { type: 'figures', values: cases[12]!.values('key') })
    ).item as ContentItem;
    const renamed = (
      await ok('admin_content_update', {
        type: 'figures',
        id: figure.id,
        values: { ...figure.values, key: 'other_key' },
      })
    ).item as ContentItem;
    expect(renamed.values.key).toBe(figure.values.key);
    const twice = await call('admin_content_create', { type: 'figures', values: figure.values });
    expect(twice.body.errors).toEqual({ key: 'Another figure already has this key.' });
  });

  it("refuses a home counter that is not digits; a figure keeps its words ('209+')", async () => {
    const counter = { ...cases[12]!.values('digits'), kind: 'counter', value: '12+' };
    const refused = await call('admin_content_create', { type: 'figures', values: counter });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ value: contentMessages.counterValue() });
    const noKind = await call('admin_content_create', {
      type: 'figures',
      values: { ...counter, kind: '' },
    });
    expect(noKind.body.errors).toEqual({ kind: 'Choose the kind.' });

    const figure = (
      await ok('admin_content_create', { type: 'figures', values: { ...counter, kind: 'figure' } })
    ).item as ContentItem;
    await ok('admin_content_publish', { type: 'figures', id: figure.id, published: true });
    const answer = (await publicGet('company_profile')).body;
    expect(answer.figures).toContainEqual({
      key: figure.values.key,
      value: '12+',
      label: figure.values.label,
    });
    expect(fieldOf(answer.counters, 'key')).not.toContain(figure.values.key);
    const toCounter = await call('admin_content_update', {
      type: 'figures',
      id: figure.id,
      values: { ...figure.values, kind: 'counter' },
    });
    expect(toCounter.body.errors).toEqual({ value: contentMessages.counterValue() });
    await ok('admin_content_delete', { type: 'figures', id: figure.id });
  });

  it('edits the company profile in place and refuses to add, delete, reorder or unpublish it', async () => {
    const rows = await list('company');
    expect(rows.map((r) => r.id)).toEqual([1]);
    const profile = await item('company', 1);
    const saved = (
      await ok('admin_content_update', {
        type: 'company',
        id: 1,
        values: { ...profile.values, name: 'Courier Express Kuwait W.L.L.' },
      })
    ).item as ContentItem;
    expect(saved.values.name).toBe('Courier Express Kuwait W.L.L.');
    const site = (await publicGet('company_profile')).body as { profile: { name: string } };
    expect(JSON.stringify(site)).toContain('Courier Express Kuwait W.L.L.');
    const badLink = await call('admin_content_update', {
      type: 'company',
      id: 1,
      values: { ...profile.values, externalTrackingUrl: 'ftp://track' },
    });
    expect(badLink.body.errors).toEqual({ externalTrackingUrl: contentMessages.url() });

    const notCreatable = 'The company profile cannot be added to or deleted: edit it in place.';
    for (const [name, input, message] of [
      ['admin_content_create', { type: 'company', values: profile.values }, notCreatable],
      ['admin_content_delete', { type: 'company', id: 1 }, notCreatable],
      [
        'admin_content_reorder',
        { type: 'company', ids: [1] },
        'The company profile have no order to change.',
      ],
      [
        'admin_content_publish',
        { type: 'company', id: 1, published: false },
        'Company profile are always shown on the site: they have no drafts.',
      ],
    ] as [AdminEndpointName, Json, string][]) {
      const refused = await call(name, input);
      expect(refused.status, name).toBe(409);
      expect(refused.body.Message, name).toBe(message);
    }
    // In Arabic, the refusal names the type in Arabic.
    const arabic = await call(
      'admin_content_create',
      { type: 'company', values: profile.values },
      `${editor}; lang=ar`,
    );
    expect(arabic.body.Message).toBe(
      'لا يمكن إضافة عناصر إلى «ملف الشركة» أو حذفها: عدّله في مكانه.',
    );
    expect((await call('admin_content_item', { type: 'company', id: 2 })).status).toBe(404);
  });

  it('refuses a day that does not exist with the date message', async () => {
    for (const publishedOn of ['2026-02-31', '0000-01-01', '2026-13-01']) {
      const res = await call('admin_content_create', {
        type: 'news',
        values: { ...cases[1]!.values('date'), publishedOn },
      });
      expect(res.status, publishedOn).toBe(400);
      expect(res.body.errors).toEqual({ publishedOn: contentMessages.date() });
    }
  });

  it('answers an unknown type with the contract message', async () => {
    const res = await call('admin_content_list', { type: 'widgets' });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Unknown content type.');
  });
});
