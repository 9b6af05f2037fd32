import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { contentUploadMessages } from '@courier/domain/content/uploads';
import { noAxeViolations as checkAxe } from './axe';
import { baseUrl, login } from './staff';

/**
 * Content management (issue 14) against the built back office, the built site and the real API:
 * what a content editor changes is what the public site serves on the next request.
 */

const SHOTS = new URL('../../../out/screenshots/admin-content/', import.meta.url).pathname;

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
async function openList(page: Page, plural: string) {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Content' })
    .click();
  await page
    .getByRole('navigation', { name: 'Content types' })
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
}) => {
  await login(page, 'content-editor');
  await openList(page, 'Services');
  // Services are ordered by position: a grid of reorderable rows.
  const first = page.getByRole('grid', { name: 'Services: items' }).getByRole('row').first();
  await first.getByRole('link', { name: /^Edit / }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit service' }).waitFor();

  const name = page.getByRole('textbox', { name: 'Service name', exact: true });
  await name.fill('E2E Overnight Freight');
  const picture = await uploadPicture(page, 'Picture', {
    name: 'freight.png',
    mimeType: 'image/png',
    buffer: await pngPicture(page),
  });
  const preview = picture.locator('img');
  await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/.+\.webp$/);
  const uploaded = (await preview.getAttribute('src'))!;
  await picture
    .getByRole('textbox', { name: 'Alternative text (English)' })
    .fill('A lorry at night');

  // The preview shows the service card and page with the unsaved values.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const shown = page.getByTestId('content-preview');
  await expect(shown.getByText('E2E Overnight Freight').first()).toBeVisible();
  await expect(shown.locator(`img[src="${uploaded}"]`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // The next request of the public site has both, with no rebuild or restart.
  await page.goto(`${baseUrl()}/services`);
  const card = page.getByRole('link', { name: 'E2E Overnight Freight' });
  await expect(card).toBeVisible();
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', uploaded);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('an executable uploaded as a picture is refused with a clear message', async ({ page }) => {
  await login(page, 'content-editor');
  await openList(page, 'Services');
  await page.getByRole('link', { name: 'New service' }).click();
  await page.getByRole('heading', { level: 1, name: 'New service' }).waitFor();
  const picture = await uploadPicture(page, 'Picture', {
    name: 'holiday-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: EXECUTABLE,
  });
  await expect(picture.getByText(contentUploadMessages.imageType)).toBeVisible();
  await expect(picture.locator('img')).toHaveCount(0);
  // The server is the judge, not the browser: the same bytes sent straight to the call are refused.
  const direct = await page.request.post(`${baseUrl()}/api/admin/content_upload`, {
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

test('a script pasted into a blog post does not reach the site', async ({ page }) => {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('pwned')) ran.push(`console: ${message.text()}`);
  });
  await login(page, 'content-editor');
  await openList(page, 'Blog posts');
  await page.getByRole('link', { name: 'New blog post' }).click();
  await page.getByRole('heading', { level: 1, name: 'New blog post' }).waitFor();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E pasted article');
  await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Content Desk');
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-11-20');
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option').first().click();
  const picture = await uploadPicture(page, 'Picture', {
    name: 'desk.png',
    mimeType: 'image/png',
    buffer: await pngPicture(page),
  });
  await expect(picture.locator('img')).toBeVisible();
  await picture.getByRole('textbox', { name: 'Alternative text (English)' }).fill('A desk');
  await page
    .getByRole('textbox', { name: 'Short description', exact: true })
    .fill('What a paste from elsewhere keeps.');

  // A paste as a browser delivers it: HTML on the clipboard, with a script and a handler in it.
  const article = page.getByLabel('Article', { exact: true });
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
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByTestId('content-preview')).toContainText('Kept bold words.');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Published: the site shows it now.')).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Edit blog post' }).waitFor();
  const siteLink = page.getByRole('link', { name: 'View on site' });
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
}) => {
  const list = async () =>
    (
      (await (await page.request.get(`${baseUrl()}/api/website/news_list`)).json()) as {
        newsList: { encrypt_id: string; news_title: string }[];
      }
    ).newsList;
  await login(page, 'content-editor');
  await openList(page, 'News');
  const row = page.getByRole('list', { name: 'News: items' }).getByRole('listitem').first();
  const title = (await row.getByRole('link', { name: /^Edit / }).textContent())!.trim();
  const href = (await row
    .getByRole('link', { name: 'View on site' })
    .first()
    .getAttribute('href'))!;
  const publicId = new URL(href, baseUrl()).searchParams.get('news_id')!;
  expect((await list()).map((n) => n.encrypt_id)).toContain(publicId);

  await row.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(page.getByText('Unpublished: the site no longer shows it.')).toBeVisible();
  await expect(row.getByText('Draft')).toBeVisible();

  expect((await list()).map((n) => n.encrypt_id)).not.toContain(publicId);
  await page.goto(`${baseUrl()}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  await page.goto(`${baseUrl()}${href}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
});

test('an office is placed by a click on the map or by typed coordinates, and saved', async ({
  page,
}) => {
  await login(page, 'content-editor');
  await page.goto(`${baseUrl()}/admin/content/offices/new`);
  await page.getByRole('heading', { level: 1, name: 'New office' }).waitFor();
  await page.getByRole('textbox', { name: 'Office name', exact: true }).fill('E2E Salmiya branch');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('Kuwa');
  await page.getByRole('option', { name: /^Kuwait$/i }).click();
  await page.getByRole('button', { name: /Network/ }).click();
  await page.getByRole('option', { name: 'Domestic' }).click();
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Salmiya');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Salem Al Mubarak Street');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+96522225555');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('salmiya@example.com');
  const latitude = page.getByRole('textbox', { name: 'Latitude' });
  const longitude = page.getByRole('textbox', { name: 'Longitude' });
  // A click on the map drops the pin there and fills both boxes.
  await page.getByRole('region', { name: /Pin on the map: click the map/ }).click({
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
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Edit office' }).waitFor();
  await expect(page.getByText(/^\W*Draft$/)).toBeVisible();
  await expect(latitude).toHaveValue('29.3339');
  await expect(longitude).toHaveValue('48.0761');
});

test("the server's refusal shows on its field: a figure key already in use", async ({ page }) => {
  await login(page, 'content-editor');
  const existing = (await (
    await page.request.get(`${baseUrl()}/api/admin/content_item?type=figures&id=1`)
  ).json()) as { item: { values: { key: string } } };
  const key = existing.item.values.key;
  await page.goto(`${baseUrl()}/admin/content/figures/new`);
  await page.getByRole('heading', { level: 1, name: 'New figure' }).waitFor();
  await page.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
  await page.getByRole('button', { name: /Kind/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Value', exact: true }).fill('42');
  await page.getByRole('textbox', { name: 'Label', exact: true }).fill('E2E figure');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const field = page.getByRole('textbox', { name: 'Key', exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Another figure already has this key\./);
  await expect(field).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'New figure' })).toBeVisible();
});

test('careers are reordered from the keyboard; the order is saved and the site lists them so', async ({
  page,
}) => {
  const siteOrder = async () =>
    (
      (await (await page.request.get(`${baseUrl()}/api/website/career_list`)).json()) as {
        careerList: { career_title: string }[];
      }
    ).careerList.map((c) => c.career_title);
  await login(page, 'content-editor');
  await page.goto(`${baseUrl()}/admin/content/careers`);
  const grid = page.getByRole('grid', { name: 'Careers: items' });
  const titles = () => grid.getByRole('link', { name: /^Edit / }).allTextContents();
  await expect(grid.getByRole('row')).not.toHaveCount(0);
  const before = (await titles()).map((x) => x.trim());
  expect(before.length).toBeGreaterThan(1);
  const [first, second] = before as [string, string];
  const down = grid.getByRole('button', { name: `Move ${first} down` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The new order is saved.')).toBeVisible();
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

test('a blog tag is added, then deleted after confirming', async ({ page }) => {
  await login(page, 'content-editor');
  await openList(page, 'Blog tags');
  await page.getByRole('link', { name: 'New blog tag' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E temporary tag');
  await page.getByRole('textbox', { name: 'Name (Arabic)', exact: true }).fill('وسم مؤقت');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit blog tag' }).waitFor();
  await page.getByRole('link', { name: 'Back to blog tags' }).click();
  const list = page.getByRole('list', { name: 'Blog tags: items' });
  await expect(list.getByRole('link', { name: 'Edit E2E temporary tag' })).toBeVisible();
  await list.getByRole('button', { name: 'Delete E2E temporary tag' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Delete E2E temporary tag?');
  // Cancelling keeps it; confirming removes it.
  await dialog.getByRole('button', { name: /Cancel|Keep/ }).click();
  await expect(list.getByRole('link', { name: 'Edit E2E temporary tag' })).toBeVisible();
  await list.getByRole('button', { name: 'Delete E2E temporary tag' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted.')).toBeVisible();
  await expect(list.getByRole('link', { name: 'Edit E2E temporary tag' })).toHaveCount(0);
});

test('the preview renders hostile rich text without running it (never innerHTML)', async ({
  page,
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
  await login(page, 'content-editor');
  await page.goto(`${baseUrl()}/admin/content/faqs/1`);
  await page.getByRole('heading', { level: 1, name: 'Edit question' }).waitFor();
  await page.getByRole('tab', { name: 'Preview' }).click();
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
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  async function checkBothWidths(page: Page, name: string) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await noAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: true });
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
      await login(page, 'content-editor');
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkBothWidths(page, name);
    });
  }

  // The first saved record of every other type, in its Preview tab (the site's own cards).
  const previewTypes: [string, string][] = [
    ['news', 'News'],
    ['blog-posts', 'Blog posts'],
    ['team', 'Team'],
    ['careers', 'Careers'],
    ['faqs', 'FAQ'],
    ['people', 'People and clients'],
    ['slides', 'Home slides'],
    ['pages', 'Static pages'],
    ['offices', 'Offices and locations'],
    ['figures', 'Home counters and figures'],
  ];
  for (const [type, plural] of previewTypes) {
    test(`${type}: first record's preview`, async ({ page }) => {
      await login(page, 'content-editor');
      await page.goto(`${baseUrl()}/admin/content/${type}`);
      await page.getByRole('heading', { level: 1, name: plural }).waitFor();
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      await page.getByRole('tab', { name: 'Preview' }).click();
      await expect(page.getByTestId('content-preview')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkBothWidths(page, `${type}-preview`);
    });
  }

  test('service edit, its preview and its field messages', async ({ page }) => {
    await login(page, 'content-editor');
    await page.goto(`${baseUrl()}/admin/content/services`);
    await page
      .getByRole('grid', { name: 'Services: items' })
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Edit service' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkBothWidths(page, 'service-edit');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Preview' }).click();
    await checkBothWidths(page, 'service-preview');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole('radiogroup', { name: 'Language of the preview' })
      .getByText('Arabic')
      .click();
    await expect(page.getByRole('radio', { name: 'Arabic' })).toBeChecked();
    await expect(page.getByTestId('content-preview')).toHaveAttribute('dir', 'rtl');
    await checkBothWidths(page, 'service-preview-arabic');
    // Field messages: the form's own check, tied to the fields.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Service name', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('textbox', { name: 'Service name', exact: true }),
    ).toHaveAccessibleDescription(/Enter the service name\./);
    await expect(page.getByRole('textbox', { name: 'Service name', exact: true })).toBeFocused();
    await checkBothWidths(page, 'service-edit-errors');
  });
});
