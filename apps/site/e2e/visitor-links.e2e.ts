/**
 * Issue 18: what a visitor trips over, one check per item (the link walker and the crawl are in
 * links.e2e.ts): tracking answers, rate re-checks and refusals, anchors on first load, the top
 * bar, the phone menu, toasts, blog headings, careers, team cards, icons and company facts.
 */
import type { Page } from '@playwright/test';
import { DEMO_DELIVERED_AWB, DEMO_UNKNOWN_AWB, seededIds } from './support/apiData.ts';
import { expect, PHONE, test } from './support/browser.ts';
import { pickComboOption } from './support/ui.ts';

let ids: Awaited<ReturnType<typeof seededIds>>;
test.beforeAll(async () => {
  ids = await seededIds();
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test.describe('tracking', () => {
  test('a demo number shows its history; an unknown number says no shipment was found', async ({
    page,
    errors,
  }) => {
    await page.goto(`/order-tracking?tracking_number=${DEMO_DELIVERED_AWB}`);
    const history = page.getByRole('grid', { name: /history/i });
    // The header row and seven scans.
    await expect(history.getByRole('row')).toHaveCount(1 + 7);
    await expect(page.getByTestId('tracking-status')).toHaveText('Delivered');

    await page.goto(`/order-tracking?tracking_number=${DEMO_UNKNOWN_AWB}`);
    await expect(page.getByTestId('tracking-not-found')).toContainText(
      `No shipment was found for tracking number ${DEMO_UNKNOWN_AWB}`,
    );
    expect(errors).toEqual([]);
  });
});

test.describe('rates', () => {
  test('a second check with another weight gets a quote; a refused check shows the server message', async ({
    page,
  }) => {
    await page.goto('/check-rate');
    const form = page.getByRole('form', { name: 'Rate form' });
    await pickComboOption(form, 'From Country', 'Kuwait');
    await pickComboOption(form, 'To Country', 'India');
    await pickComboOption(form, 'From State/City', { index: 0 });
    await pickComboOption(form, 'To State/City', { index: 0 });
    await form.getByLabel('Weight', { exact: true }).fill('1');
    await form.getByRole('button', { name: 'Check Rate' }).click();
    const options = page.getByRole('group', { name: 'Select Delivery Option' }).getByRole('radio');
    await expect(options.first()).toBeAttached();
    expect(await options.count(), 'a light parcel has several services').toBeGreaterThanOrEqual(2);

    // Heavier than the first service carries: the new check must not send that service.
    await form.getByLabel('Weight', { exact: true }).fill('60');
    const answer = page.waitForResponse((r) => r.url().includes('/price_calculation'));
    await form.getByRole('button', { name: 'Check Rate' }).click();
    const response = await answer;
    expect(response.status(), 'the re-check is accepted').toBe(200);
    expect(
      JSON.parse(response.request().postData() ?? '{}').service_id,
      'no service the visitor did not choose',
    ).toBeUndefined();
    await expect(page.locator('input[name="delivery-option"]').first()).toBeAttached();
    await expect(page.getByTestId('rate-failure')).toHaveCount(0);
    await expect(page.getByTestId('origin-name')).not.toHaveText('');

    // Too heavy for every service: the server says why, instead of a silent KWD 0.00.
    await form.getByLabel('Weight', { exact: true }).fill('301');
    await form.getByRole('button', { name: 'Check Rate' }).click();
    await expect(page.getByTestId('rate-failure')).toContainText('301 kg');
  });
});

test.describe('navigation', () => {
  test('opening /#home-join scrolls to it on the first load', async ({ page }) => {
    await page.goto('/#home-join');
    const heading = page.getByRole('heading', { name: 'Join Our Network' });
    await expect(heading).toBeVisible();
    // The sections above arrive after the first paint and push it down: the page must keep it
    // at the top of the window once they have settled.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(
        async () => {
          const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
          return top >= -2 && top < 200 ? 'at the top' : `top=${top}`;
        },
        { message: 'the anchor is at the top of the window' },
      )
      .toBe('at the top');
  });

  test('top bar: WhatsApp chat links for both phones and the customer portal beside them', async ({
    page,
  }) => {
    await page.goto('/');
    for (const name of [/^Sales .*WhatsApp/, /^General .*WhatsApp/]) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('link', { name: /Customer Portal/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Customer Login', exact: true }),
    ).toHaveCount(1);
  });

  test("the company's details from the API: in the first HTML of a server-rendered page, and in the top bar of a page rendered in the browser", async ({
    page,
    request,
  }) => {
    // Issue 14: company_profile (seeded from the demo company) replaces the site's constants.
    const html = await (await request.get('/contact-us')).text();
    for (const text of [
      '+965 2222 3333',
      '+965 2222 4444',
      'Al Hamra Tower',
      'info@courierexpress.com.kw',
    ])
      expect(html, text).toContain(text);
    // book-collection renders in the browser only: the layout asks for the details itself.
    await page.goto('/book-collection');
    await expect(page.getByRole('link', { name: /^Sales .*WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/96522223333',
    );
    await expect(page.getByRole('contentinfo').getByText('Al Hamra Tower')).toBeVisible();
  });

  test('the phone menu opens the groups and closes after tapping an item', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Company' }).click();
    await nav.getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/team');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav, 'the menu is closed').toHaveCount(0);
  });

  test('the whole team card opens member-details', async ({ page }) => {
    await page.goto('/team');
    const card = page.getByRole('article').first();
    await expect(card.locator('img')).toBeVisible();
    // A click on the photo (top of the card), not on the name.
    await card.click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL((url) => url.pathname === '/member-details');
  });
});

test.describe('toasts', () => {
  test('stay below the header, and a good login dismisses the earlier failure', async ({
    page,
  }) => {
    await page.goto('/customer-login');
    const form = page.getByRole('form', { name: 'Customer Login' });
    await form.getByLabel('User ID', { exact: true }).fill('demo');
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Login' }).click();
    const failure = page.getByText('Invalid Userid/Password');
    await expect(failure).toBeVisible();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    // The toast slides in from above (react-hot-toast's entrance animation): judge where it comes
    // to rest, not a frame of the slide, which on a slow machine is still over the header.
    await expect
      .poll(() => failure.evaluate((el) => el.getBoundingClientRect().top), {
        message: 'the toast comes to rest below the header',
      })
      .toBeGreaterThanOrEqual(headerBottom);

    await form.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/create-shipment');
    await expect(failure, 'the failure toast is dismissed').toBeHidden({ timeout: 5000 });
  });
});

test.describe('content', () => {
  test('blog lists say what they show; an empty search says so; no fixed comment count', async ({
    page,
  }) => {
    await page.goto(`/blog-by-category?blog_cat_id=${ids.blogCategoryId}`);
    await expect(h1(page)).toHaveText(/^Category: /);
    await page.goto(`/blog-by-tag?blog_tag_id=${ids.blogTagId}`);
    await expect(h1(page)).toHaveText(/^Tag: /);
    await page.goto('/blog-search?search_key_word=zzqxnothing');
    await expect(h1(page)).toHaveText("Results for 'zzqxnothing'");
    await expect(page.getByText("No posts match 'zzqxnothing'")).toBeVisible();
    await page.goto('/blog-search?search_key_word=shipping');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('3 comments')).toHaveCount(0);
  });

  test('careers: PDF/Word résumés only; an unknown opening is the not-found page', async ({
    page,
  }) => {
    await page.goto(`/career-details?career_id=${ids.careerId}`);
    const file = page.locator('input[type="file"]').first();
    // The ui FileUpload lists MIME types; extensions would do as well.
    await expect(file).toHaveAttribute('accept', /\.pdf|application\/pdf/);
    await expect(file).toHaveAttribute('accept', /\.docx|wordprocessingml/);
    await expect(file).not.toHaveAttribute('accept', /image/);
    await page.goto('/career-details?career_id=no-such-opening');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('company facts: history since 1980 on home and about; favicon, icons and manifest are served', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByText(/began in 1980/).first()).toBeVisible();
    await page.goto('/about-us');
    await expect(
      page.getByText(
        /began in 1980, and the company was incorporated in 2019 with its head office in New Delhi/,
      ),
    ).toBeVisible();
    await expect(page.locator('link[rel="icon"]').first()).toBeAttached();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    for (const file of [
      '/favicon.svg',
      '/favicon-32.png',
      '/icon-192.png',
      '/icon-512.png',
      '/manifest.webmanifest',
      '/company-profile.pdf',
    ]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
    }
  });
});
