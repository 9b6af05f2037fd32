import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ContentTypeName } from '@courier/domain/content/contentTypes';
import { contentUploadMessages } from '@courier/domain/content/uploadMessages';
import { noAxeViolations as checkAxe } from './axe';
import { fillDate } from './dates';
import { expect, test } from './fixtures';
import { baseUrl, signIn } from './staff';
import { wordsNow, type AdminE2eWords } from './words';

/**
 * Content management against the built back office, the built site and the real API:
 * what a content editor changes is what the public site serves on the next request.
 */

/** Screenshots of the English run in admin-content/, of the Arabic run in admin-content-ar/. */
const shotsOf = (language: string) =>
  new URL(
    `../../../out/screenshots/${language === 'ar' ? 'admin-content-ar' : 'admin-content'}/`,
    import.meta.url,
  ).pathname;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name of a row's edit link, whatever its title ('Edit Express Parcel'). */
const editLinkName = (w: AdminE2eWords) =>
  new RegExp(`^${escapeRegExp(w.t.content.editOf({ title: '\u0000' })).replace('\u0000', '.+')}$`);

/** A name as the screens write it inside a sentence (the back office's `inSentence`). */
const inSentence = (name: string) => name.toLocaleLowerCase('en');

/** The words a content screen shows for a type, in the running test's language. */
function typeWords(type: ContentTypeName, w: AdminE2eWords = wordsNow()) {
  const names = w.t.contentTypes[type];
  const label = inSentence(names.label);
  return {
    plural: names.plural,
    /** A field's label by its name ('name' -> 'Service name'). */
    field: (name: string) => w.t.contentFields[type][name]!,
    /** The Arabic twin of a bilingual field. */
    arabicField: (name: string) => w.t.content.arabic({ label: w.t.contentFields[type][name]! }),
    newLink: w.t.content.new({ label }),
    newTitle: w.t.content.newTitle({ label }),
    editTitle: w.t.content.editTitle({ label }),
    back: w.t.content.back({ plural: inSentence(names.plural) }),
    items: w.t.content.table({ plural: names.plural }),
  };
}

/** A real picture (PNG, 640 x 400), drawn by the browser: the API decodes and converts it. */
async function pngPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 640, 400);
    gradient.addColorStop(0, '#081a35');
    gradient.addColorStop(1, '#c2410c');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 640, 400);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A Windows executable's first bytes ("MZ" header), named and typed as a photo. */
const EXECUTABLE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
  Buffer.alloc(512, 0x90),
]);

/**
 * The rich-text editors hold the author's own document: its heading levels are the site page's
 * (under the page's title), not this form's outline.
 */
const noAxeViolations = (page: Page) => checkAxe(page, ['.ProseMirror']);

/** Opens a content type's list from the nav, as an editor would. */
async function openList(page: Page, type: ContentTypeName) {
  const w = wordsNow();
  const { plural } = typeWords(type, w);
  await page
    .getByRole('navigation', { name: w.t.nav.label })
    .getByRole('link', { name: w.t.nav.content })
    .click();
  await page
    .getByRole('navigation', { name: w.t.content.typesNav })
    .getByRole('link', { name: plural, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: plural }).waitFor();
}

/** The picture field of the open form: uploads a file through its (hidden) file input. */
async function uploadPicture(
  page: Page,
  legend: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const group = page.getByRole('group', { name: legend });
  await group.locator('input[type=file]').setInputFiles(file);
  return group;
}

test('a content editor renames a service and uploads its picture; the public services page shows both', async ({
  page,
  w,
  language,
}) => {
  const services = typeWords('services', w);
  // The editor names the service in the language of the run; the site of that language shows it.
  const newName = language === 'ar' ? 'شحن ليلي تجريبي' : 'E2E Overnight Freight';
  await signIn(page, 'content-editor');
  await openList(page, 'services');
  // Services are ordered by position: a grid of reorderable rows.
  const first = page.getByRole('grid', { name: services.items }).getByRole('row').first();
  await first.getByRole('link', { name: editLinkName(w) }).click();
  await page.getByRole('heading', { level: 1, name: services.editTitle }).waitFor();

  const name = page.getByRole('textbox', {
    name: language === 'ar' ? services.arabicField('name') : services.field('name'),
    exact: true,
  });
  await name.fill(newName);
  const picture = await uploadPicture(page, services.field('image'), {
    name: 'freight.png',
    mimeType: 'image/png',
    buffer: await pngPicture(page),
  });
  const preview = picture.locator('img');
  await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/.+\.webp$/);
  const uploaded = (await preview.getAttribute('src'))!;
  await picture.getByRole('textbox', { name: w.content.image.alt }).fill('A lorry at night');

  // The preview shows the service card and page with the unsaved values (in Arabic, its
  // language switch shows the Arabic name).
  await page.getByRole('tab', { name: w.t.content.tabs.preview }).click();
  if (language === 'ar')
    await page
      .getByRole('radiogroup', { name: w.t.content.preview.language })
      .getByText(w.t.content.preview.arabic)
      .click();
  const shown = page.getByTestId('content-preview');
  await expect(shown.getByText(newName).first()).toBeVisible();
  await expect(shown.locator(`img[src="${uploaded}"]`).first()).toBeVisible();

  await page.getByRole('button', { name: w.t.content.form.save, exact: true }).click();
  await expect(page.getByText(w.t.content.saved)).toBeVisible();

  // The next request of the public site has both, with no rebuild or restart.
  await page.goto(`${baseUrl()}${w.sitePath('/services')}`);
  const card = page.getByRole('link', { name: newName });
  await expect(card).toBeVisible();
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', uploaded);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('an executable uploaded as a picture is refused with a clear message', async ({ page, w }) => {
  const services = typeWords('services', w);
  await signIn(page, 'content-editor');
  await openList(page, 'services');
  await page.getByRole('link', { name: services.newLink }).click();
  await page.getByRole('heading', { level: 1, name: services.newTitle }).waitFor();
  const picture = await uploadPicture(page, services.field('image'), {
    name: 'holiday-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: EXECUTABLE,
  });
  await expect(picture.getByText(w.msg(contentUploadMessages.imageType))).toBeVisible();
  await expect(picture.locator('img')).toHaveCount(0);
  // The server is the judge, not the browser: the same bytes sent straight to the call are refused
  // (asked in English: the message the browser showed is that one, in the staff's language).
  const direct = await page.request.post(`${baseUrl()}/api/admin/content_upload`, {
    headers: { 'accept-language': 'en' },
    data: {
      fileName: 'holiday-photo.jpg',
      kind: 'image',
      dataUrl: `data:image/jpeg;base64,${EXECUTABLE.toString('base64')}`,
    },
  });
  expect(direct.status()).toBe(400);
  expect(((await direct.json()) as { errors: Record<string, string> }).errors.dataUrl).toBe(
    contentUploadMessages.imageType,
  );
});

test('a script pasted into a blog post does not reach the site', async ({ page, w }) => {
  const posts = typeWords('blog-posts', w);
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('pwned')) ran.push(`console: ${message.text()}`);
  });
  await signIn(page, 'content-editor');
  await openList(page, 'blog-posts');
  await page.getByRole('link', { name: posts.newLink }).click();
  await page.getByRole('heading', { level: 1, name: posts.newTitle }).waitFor();

  await page
    .getByRole('textbox', { name: posts.field('title'), exact: true })
    .fill('E2E pasted article');
  await page
    .getByRole('textbox', { name: posts.field('author'), exact: true })
    .fill('Content Desk');
  await fillDate(page, posts.field('publishedOn'), '2026-11-20');
  await page.getByRole('button', { name: new RegExp(posts.field('categoryId')) }).click();
  await page.getByRole('option').first().click();
  const picture = await uploadPicture(page, posts.field('image'), {
    name: 'desk.png',
    mimeType: 'image/png',
    buffer: await pngPicture(page),
  });
  await expect(picture.locator('img')).toBeVisible();
  await picture.getByRole('textbox', { name: w.content.image.alt }).fill('A desk');
  await page
    .getByRole('textbox', { name: posts.field('shortDescription'), exact: true })
    .fill('What a paste from elsewhere keeps.');

  // A paste as a browser delivers it: HTML on the clipboard, with a script and a handler in it.
  const article = page.getByLabel(posts.field('description'), { exact: true });
  await article.click();
  await article.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>Kept <strong>bold</strong> words.</p><script>alert("pwned")</script>' +
        '<img src="x" alt="" onerror="console.log(\'pwned img\')"><p onclick="alert(1)">Second paragraph.</p>',
    );
    data.setData('text/plain', 'Kept bold words. Second paragraph.');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(article).toContainText('Second paragraph.');
  await page.getByRole('tab', { name: w.t.content.tabs.preview }).click();
  await expect(page.getByTestId('content-preview')).toContainText('Kept bold words.');
  await page.getByRole('button', { name: w.t.content.form.saveAndPublish }).click();
  await expect(page.getByText(w.t.content.published)).toBeVisible();
  await page.getByRole('heading', { level: 1, name: posts.editTitle }).waitFor();
  const siteLink = page.getByRole('link', { name: w.t.content.viewOnSite });
  const href = (await siteLink.getAttribute('href'))!;
  expect(href).toMatch(/^\/blog-single\?blog_id=/);

  // Even a script sent straight to the API (not through the editor) is cleaned on save.
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const item = (await (
    await page.request.get(`${baseUrl()}/api/admin/content_item?type=blog-posts&id=${id}`)
  ).json()) as { item: { values: Record<string, unknown> } };
  const forced = await page.request.post(`${baseUrl()}/api/admin/content_update`, {
    data: {
      type: 'blog-posts',
      id,
      values: {
        ...item.item.values,
        description: `${String(item.item.values.description)}<script>alert("pwned")</script><img src="x" alt="" onerror="alert('pwned')">`,
      },
    },
  });
  expect(forced.status(), await forced.text()).toBe(200);

  // The public page: the words are there, no script, no handler, nothing ran.
  const html = await (await page.request.get(`${baseUrl()}${href}`)).text();
  const details = await (
    await page.request.get(
      `${baseUrl()}/api/website/blog_details?blog_id=${new URL(href, baseUrl()).searchParams.get('blog_id')}`,
    )
  ).text();
  for (const body of [html, details]) {
    expect(body).not.toMatch(/<script>alert|onerror=|onclick=|alert\(\\?"pwned/);
  }
  await page.goto(`${baseUrl()}${href}`);
  await expect(page.getByText('Second paragraph.')).toBeVisible();
  await expect(page.locator('article strong', { hasText: 'bold' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(ran).toEqual([]);
});

test('unpublishing a news item removes it from the site, and its link answers the not-found page', async ({
  page,
  w,
}) => {
  const news = typeWords('news', w);
  const list = async () =>
    (
      (await (await page.request.get(`${baseUrl()}/api/website/news_list`)).json()) as {
        newsList: { encrypt_id: string; news_title: string }[];
      }
    ).newsList;
  await signIn(page, 'content-editor');
  await openList(page, 'news');
  const row = page.getByRole('list', { name: news.items }).getByRole('listitem').first();
  const title = (await row.getByRole('link', { name: editLinkName(w) }).textContent())!.trim();
  const href = (await row
    .getByRole('link', { name: w.t.content.viewOnSiteOf({ title }) })
    .first()
    .getAttribute('href'))!;
  const publicId = new URL(href, baseUrl()).searchParams.get('news_id')!;
  expect((await list()).map((n) => n.encrypt_id)).toContain(publicId);

  await row.getByRole('button', { name: w.t.content.unpublishOf({ title }) }).click();
  await expect(page.getByText(w.t.content.unpublished)).toBeVisible();
  await expect(row.getByText(w.content.publish.draft)).toBeVisible();

  expect((await list()).map((n) => n.encrypt_id)).not.toContain(publicId);
  await page.goto(`${baseUrl()}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  // The public site in English: the news item's English title is the one to look for.
  await page.goto(`${baseUrl()}${href}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
});

test('an office is placed by a click on the map or by typed coordinates, and saved', async ({
  page,
  w,
}) => {
  const offices = typeWords('offices', w);
  await signIn(page, 'content-editor');
  await page.goto(`${baseUrl()}/admin/content/offices/new`);
  await page.getByRole('heading', { level: 1, name: offices.newTitle }).waitFor();
  await page
    .getByRole('textbox', { name: offices.field('name'), exact: true })
    .fill('E2E Salmiya branch');
  const country = page.getByRole('combobox', { name: offices.field('countryId') });
  // Typed in Latin letters, the country is found on an Arabic screen too (by its other name).
  await country.fill('Kuwa');
  await page.getByRole('option', { name: /^(Kuwait|الكويت)$/i }).click();
  await page.getByRole('button', { name: new RegExp(offices.field('kind')) }).click();
  await page.getByRole('option', { name: offices.field('kind_domestic') }).click();
  await page.getByRole('textbox', { name: offices.field('city'), exact: true }).fill('Salmiya');
  await page
    .getByRole('textbox', { name: offices.field('address'), exact: true })
    .fill('Salem Al Mubarak Street');
  await page
    .getByRole('textbox', { name: offices.field('phone'), exact: true })
    .fill('+96522225555');
  await page
    .getByRole('textbox', { name: offices.field('email'), exact: true })
    .fill('salmiya@example.com');
  const latitude = page.getByRole('textbox', { name: w.t.content.location.latitude });
  const longitude = page.getByRole('textbox', { name: w.t.content.location.longitude });
  // A click on the map drops the pin there and fills both boxes.
  await page
    .getByRole('region', { name: w.t.content.location.map({ label: offices.field('location') }) })
    .click({
      position: { x: 300, y: 120 },
    });
  await expect(latitude).not.toHaveValue('');
  await expect(longitude).not.toHaveValue('');
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
  // The keyboard's way: typed coordinates move the same pin.
  await latitude.fill('29.3339');
  await latitude.press('Tab');
  await longitude.fill('48.0761');
  await longitude.press('Tab');
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
  await page.getByRole('button', { name: w.t.content.form.saveDraft }).click();
  await expect(page.getByText(w.t.content.saved)).toBeVisible();
  await page.getByRole('heading', { level: 1, name: offices.editTitle }).waitFor();
  // The badge: the word after its mark (not a button that contains the word).
  await expect(
    page.getByText(new RegExp(`^[^\\p{L}]*${w.content.publish.draft}$`, 'u')),
  ).toBeVisible();
  await expect(latitude).toHaveValue('29.3339');
  await expect(longitude).toHaveValue('48.0761');
});

test("the server's refusal shows on its field: a figure key already in use", async ({
  page,
  w,
}) => {
  const figures = typeWords('figures', w);
  await signIn(page, 'content-editor');
  const existing = (await (
    await page.request.get(`${baseUrl()}/api/admin/content_item?type=figures&id=1`)
  ).json()) as { item: { values: { key: string } } };
  const key = existing.item.values.key;
  await page.goto(`${baseUrl()}/admin/content/figures/new`);
  await page.getByRole('heading', { level: 1, name: figures.newTitle }).waitFor();
  await page.getByRole('textbox', { name: figures.field('key'), exact: true }).fill(key);
  await page.getByRole('button', { name: new RegExp(figures.field('kind')) }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: figures.field('value'), exact: true }).fill('42');
  await page.getByRole('textbox', { name: figures.field('label'), exact: true }).fill('E2E figure');
  await page.getByRole('button', { name: w.t.content.form.saveDraft }).click();
  const field = page.getByRole('textbox', { name: figures.field('key'), exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(w.msg('Another figure already has this key.'))),
  );
  await expect(field).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: figures.newTitle })).toBeVisible();
});

test('careers are reordered from the keyboard; the order is saved and the site lists them so', async ({
  page,
  w,
}) => {
  const siteOrder = async () =>
    // In the screen's language: the list names a row by its Arabic title on an Arabic screen.
    (
      (await (
        await page.request.get(`${baseUrl()}/api/website/career_list`, {
          headers: { 'accept-language': w.language },
        })
      ).json()) as {
        careerList: { career_title: string }[];
      }
    ).careerList.map((c) => c.career_title);
  await signIn(page, 'content-editor');
  await page.goto(`${baseUrl()}/admin/content/careers`);
  const grid = page.getByRole('grid', { name: typeWords('careers', w).items });
  const titles = () => grid.getByRole('link', { name: editLinkName(w) }).allTextContents();
  await expect(grid.getByRole('row')).not.toHaveCount(0);
  const before = (await titles()).map((x) => x.trim());
  expect(before.length).toBeGreaterThan(1);
  const [first, second] = before as [string, string];
  const down = grid.getByRole('button', { name: w.content.sortable.moveDown({ name: first }) });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(w.t.content.reordered)).toBeVisible();
  await expect
    .poll(async () => (await titles()).map((x) => x.trim()).slice(0, 2))
    .toEqual([second, first]);
  await page.reload();
  await expect
    .poll(async () => (await titles()).map((x) => x.trim()).slice(0, 2))
    .toEqual([second, first]);
  const published = await siteOrder();
  expect(published.indexOf(second)).toBeLessThan(published.indexOf(first));
});

test('a blog tag is added, then deleted after confirming', async ({ page, w }) => {
  const tags = typeWords('blog-tags', w);
  const title = 'E2E temporary tag';
  const titleAr = 'وسم مؤقت';
  await signIn(page, 'content-editor');
  await openList(page, 'blog-tags');
  await page.getByRole('link', { name: tags.newLink }).click();
  await page.getByRole('textbox', { name: tags.field('name'), exact: true }).fill(title);
  await page.getByRole('textbox', { name: tags.arabicField('name'), exact: true }).fill(titleAr);
  await page.getByRole('button', { name: w.t.content.form.save, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: tags.editTitle }).waitFor();
  await page.getByRole('link', { name: tags.back }).click();
  const list = page.getByRole('list', { name: tags.items });
  // The list names each record in the screen's language (its Arabic title where one is written).
  const shown = w.language === 'ar' ? titleAr : title;
  const edit = list.getByRole('link', { name: w.t.content.editOf({ title: shown }) });
  const remove = list.getByRole('button', { name: w.t.content.deleteOf({ title: shown }) });
  await expect(edit).toBeVisible();
  await remove.click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(w.t.content.deleteTitle({ title: shown }));
  // Cancelling keeps it; confirming removes it.
  await dialog.getByRole('button', { name: w.adminUi.confirm.cancel }).click();
  await expect(edit).toBeVisible();
  await remove.click();
  await dialog.getByRole('button', { name: w.t.content.delete }).click();
  await expect(page.getByText(w.t.content.deleted)).toBeVisible();
  await expect(edit).toHaveCount(0);
});

test('the preview renders hostile rich text without running it (never innerHTML)', async ({
  page,
  w,
}) => {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(dialog.message());
    void dialog.dismiss();
  });
  // As if a record held markup the sanitiser never saw: the answer is rewritten on its way in.
  await page.route('**/api/admin/content_item?type=faqs*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { item: { values: Record<string, unknown> } };
    body.item.values.answer =
      '<p>Safe words.</p><script>alert("script ran")</script>' +
      '<img src="x" onerror="alert(\'handler ran\')"><a href="javascript:alert(\'link ran\')">Link</a>' +
      '<iframe src="https://example.com"></iframe><p onclick="alert(1)">Click</p>';
    await route.fulfill({ response: answer, json: body });
  });
  await signIn(page, 'content-editor');
  await page.goto(`${baseUrl()}/admin/content/faqs/1`);
  await page.getByRole('heading', { level: 1, name: typeWords('faqs', w).editTitle }).waitFor();
  await page.getByRole('tab', { name: w.t.content.tabs.preview }).click();
  // The rewritten answer is the English one: an Arabic editor's preview opens in Arabic.
  await page
    .getByRole('radiogroup', { name: w.t.content.preview.language })
    .getByText(w.t.content.preview.english)
    .click();
  const preview = page.getByTestId('content-preview');
  await expect(preview).toContainText('Safe words.');
  await expect(
    preview.locator('script, iframe, [onerror], [onclick], [href^="javascript"]'),
  ).toHaveCount(0);
  // The link keeps its words and loses its script address (an <a> without href is no link).
  await expect(preview.locator('a', { hasText: 'Link' })).not.toHaveAttribute('href', /.+/);
  await preview.getByText('Click').click();
  await preview.getByText('Link').click();
  await page.waitForTimeout(300);
  expect(ran).toEqual([]);
});

test.describe('content screens: no axe violations at 1280 and 390 px, screenshots', () => {
  test.beforeAll(({ language }) => {
    mkdirSync(shotsOf(language), { recursive: true });
  });

  async function checkBothWidths(page: Page, name: string) {
    const shots = shotsOf(wordsNow().language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await noAxeViolations(page);
      if (process.env.E2E_SCREENSHOTS !== 'off')
        await page.screenshot({ path: `${shots}${name}-${width}.png`, fullPage: true });
    }
  }

  const screens: [string, string][] = [
    ['home', '/admin/content'],
    ['services-list', '/admin/content/services'],
    ['news-list', '/admin/content/news'],
    ['service-new', '/admin/content/services/new'],
    ['blog-post-new', '/admin/content/blog-posts/new'],
    ['team-new', '/admin/content/team/new'],
    ['office-new', '/admin/content/offices/new'],
    ['page-section-new', '/admin/content/pages/new'],
    ['company-profile', '/admin/content/company'],
  ];
  for (const [name, path] of screens) {
    test(name, async ({ page }) => {
      await signIn(page, 'content-editor');
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkBothWidths(page, name);
    });
  }

  // The first saved record of every other type, in its Preview tab (the site's own cards).
  const previewTypes: ContentTypeName[] = [
    'news',
    'blog-posts',
    'team',
    'careers',
    'faqs',
    'people',
    'slides',
    'pages',
    'offices',
    'figures',
  ];
  for (const type of previewTypes) {
    test(`${type}: first record's preview`, async ({ page, w }) => {
      await signIn(page, 'content-editor');
      await page.goto(`${baseUrl()}/admin/content/${type}`);
      await page.getByRole('heading', { level: 1, name: typeWords(type, w).plural }).waitFor();
      await page
        .getByRole('main')
        .getByRole('link', { name: editLinkName(w) })
        .first()
        .click();
      await page.getByRole('tab', { name: w.t.content.tabs.preview }).click();
      await expect(page.getByTestId('content-preview')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkBothWidths(page, `${type}-preview`);
    });
  }

  test('service edit, its preview and its field messages', async ({ page, w }) => {
    const services = typeWords('services', w);
    const { preview } = w.t.content;
    await signIn(page, 'content-editor');
    await page.goto(`${baseUrl()}/admin/content/services`);
    await page
      .getByRole('grid', { name: services.items })
      .getByRole('link', { name: editLinkName(w) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: services.editTitle }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkBothWidths(page, 'service-edit');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: w.t.content.tabs.preview }).click();
    await checkBothWidths(page, 'service-preview');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole('radiogroup', { name: preview.language })
      .getByText(preview.arabic, { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: preview.arabic })).toBeChecked();
    await expect(page.getByTestId('content-preview')).toHaveAttribute('dir', 'rtl');
    await checkBothWidths(page, 'service-preview-arabic');
    // Field messages: the form's own check, tied to the fields.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: w.t.content.tabs.edit }).click();
    const name = page.getByRole('textbox', { name: services.field('name'), exact: true });
    await name.fill('');
    await page.getByRole('button', { name: w.t.content.form.save, exact: true }).click();
    await expect(name).toHaveAccessibleDescription(
      new RegExp(
        escapeRegExp(
          w.office.contentCheck.required({
            field: w.office.contentField.services.name!.toLowerCase(),
          }),
        ),
      ),
    );
    await expect(name).toBeFocused();
    await checkBothWidths(page, 'service-edit-errors');
  });
});
