/**
 * What a visitor trips over, one check per item (the link walker and the crawl are in
 * links.e2e.ts): tracking answers, rate re-checks and refusals, anchors on first load, the top
 * bar, the phone menu, toasts, blog headings, careers, team cards, icons and company facts.
 */
import type { Page } from '@playwright/test';
import { COMPANY_PROFILE } from '@courier/demo-data/content/company';
import { BLOG_GRID_COMMENT_COUNT } from '@courier/domain/constants';
import { MESSAGES } from '@courier/domain/messages';
import { DEMO_DELIVERED_AWB, DEMO_UNKNOWN_AWB, seededIds } from './support/apiData.ts';
import { expect, PHONE, test } from './support/browser.ts';
import { pickComboOption, toast } from './support/ui.ts';
import type { PageWords } from './support/words.ts';

let ids: Awaited<ReturnType<typeof seededIds>>;
test.beforeAll(async () => {
  ids = await seededIds();
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A top-bar chat link's name with any phone: '{label} {phone} (WhatsApp chat, ...)'. */
const chatLinkName = (w: PageWords, label: string) =>
  new RegExp(
    `^${w.ui.header
      .chatOn({ label, phone: '\u0000' })
      .split('\u0000')
      .map(escapeRegExp)
      .join('.*')}$`,
  );

/**
 * The words of a message from the argument before `value` to the one after it: the catalogue's
 * sentence around a fact, whatever the other arguments hold ('...began in 1980, and the company
 * was incorporated in ...').
 */
function around(message: string, value: string): string {
  return message.split('\u0000').find((part) => part.includes(value)) ?? message;
}

test.describe('tracking', () => {
  test('a demo number shows its history; an unknown number says no shipment was found', async ({
    page,
    errors,
    w,
  }) => {
    await page.goto(w.path(`/order-tracking?tracking_number=${DEMO_DELIVERED_AWB}`));
    const history = page.getByRole('list', { name: w.ui.trackingResult.history, exact: true });
    // Seven scans on the timeline.
    await expect(history.getByTestId('tracking-event')).toHaveCount(7);
    // The carrier's status as the API words it in the page's language (the domain's status table).
    await expect(page.getByTestId('tracking-status')).toHaveText(w.portal.status.delivered);

    await page.goto(w.path(`/order-tracking?tracking_number=${DEMO_UNKNOWN_AWB}`));
    await expect(page.getByTestId('tracking-not-found')).toContainText(
      w.site.tracking.notFound({ number: w.ltr(DEMO_UNKNOWN_AWB) }),
    );
    expect(errors).toEqual([]);
  });
});

test.describe('rates', () => {
  test('a second check with another weight gets a quote; a refused check shows the server message', async ({
    page,
    w,
  }) => {
    const f = w.site.form;
    await page.goto(w.path('/check-rate'));
    const form = page.getByRole('form', { name: w.site.aria.rateForm });
    await pickComboOption(form, f.fromCountry, 'Kuwait');
    await pickComboOption(form, f.toCountry, 'India');
    await pickComboOption(form, f.fromCity, { index: 0 });
    await pickComboOption(form, f.toCity, { index: 0 });
    const weight = form.getByLabel(f.weight, { exact: true });
    const checkRate = form.getByRole('button', { name: w.site.buttons.checkRate });
    await weight.fill('1');
    await checkRate.click();
    const options = page
      .getByRole('group', { name: w.site.rates.deliveryOption })
      .getByRole('radio');
    await expect(options.first()).toBeAttached();
    expect(await options.count(), 'a light parcel has several services').toBeGreaterThanOrEqual(2);

    // Heavier than the first service carries: the new check must not send that service.
    await weight.fill('60');
    const answer = page.waitForResponse((r) => r.url().includes('/price_calculation'));
    await checkRate.click();
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
    await weight.fill('301');
    await checkRate.click();
    // The API words its refusal in the page's language (Accept-Language).
    await expect(page.getByTestId('rate-failure')).toContainText(
      w.language === 'ar' ? '301 كغ' : '301 kg',
    );
  });
});

test.describe('navigation', () => {
  test('opening /#home-join scrolls to it on the first load', async ({ page, w }) => {
    await page.goto(w.path('/#home-join'));
    const heading = page.getByRole('heading', { name: w.site.franchise.joinNetwork });
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

  test('back returns the blog to where the visitor left it: in the app, after a full load, and while its list loads again', async ({
    page,
    errors,
    w,
  }) => {
    const LEFT_AT = 1200;
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const cards = page.getByRole('article');
    const readMore = page.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(w.ui.cards.readMore)}`),
    });
    /** The blog, loaded in full and interactive, scrolled to LEFT_AT. */
    const blogScrolled = async () => {
      await page.goto(w.path('/blog'));
      await expect(cards.first()).toBeVisible();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await page.evaluate((y) => window.scrollTo(0, y), LEFT_AT);
      await expect.poll(scrollY).toBe(LEFT_AT);
    };
    const blogAsLeft = async (how: string) => {
      await expect(page).toHaveURL((url) => w.isAt(url, '/blog'));
      await expect(cards.first()).toBeVisible();
      // Within a pixel or two: the browser's scroll anchoring may move the page by a pixel as a
      // picture or a font above settles, which a visitor cannot see; a list restored to the
      // wrong place is hundreds of pixels off.
      await expect
        .poll(async () => Math.abs((await scrollY()) - LEFT_AT), { message: how })
        .toBeLessThanOrEqual(2);
    };

    // In the app: a post opened from the list (a card in view, so the click scrolls nothing).
    await blogScrolled();
    const inView = await readMore.evaluateAll((links) =>
      links.findIndex((link) => {
        const { top, bottom } = link.getBoundingClientRect();
        return top > 0 && bottom < window.innerHeight;
      }),
    );
    expect(inView, 'a Read More link in view').toBeGreaterThanOrEqual(0);
    const post = (await readMore.nth(inView).getAttribute('href'))!;
    await readMore.nth(inView).click();
    await expect(page).toHaveURL((url) => w.isAt(url, '/blog-single'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await blogAsLeft('back within the app');

    // A post loaded as a new document opens at its top, and back loads the list's again.
    await blogScrolled();
    await page.goto(post);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await scrollY(), 'a new page starts at the top').toBe(0);
    await page.goBack();
    await blogAsLeft('back to a document loaded again');

    // The list rendered in the browser (as the pages rendered there only, and `pnpm dev`) and
    // its posts held back: the page is short when it is restored, then the posts arrive.
    await blogScrolled();
    await page.goto(post);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const shell = new URL(w.path('/book-collection'), page.url()).href;
    await page.route(
      (url) => url.pathname === w.path('/blog'),
      async (route) => route.fulfill({ response: await route.fetch({ url: shell }) }),
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/website/blog_list', async (route) => {
      await held;
      await route.continue();
    });
    await page.goBack();
    await expect(page.getByRole('status').filter({ hasText: w.site.common.loading })).toBeVisible();
    release();
    await blogAsLeft('back while the list loads');
    expect(errors).toEqual([]);
  });

  test('top bar: WhatsApp chat links for both phones and the customer portal beside them', async ({
    page,
    w,
  }) => {
    await page.goto(w.path('/'));
    for (const label of [w.ui.header.salesPhone, w.ui.header.generalPhone]) {
      const link = page.getByRole('link', { name: chatLinkName(w, label) });
      await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('link', { name: w.ui.header.customerPortal })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(
      page
        .getByRole('navigation', { name: w.ui.header.mainNavigation })
        .getByRole('link', { name: w.ui.header.customerLogin, exact: true }),
    ).toHaveCount(1);
  });

  test("the spec's top-level items are one click from the top: Home, Rate Inquiry, Services, Contact Us, Customer Login", async ({
    page,
    w,
  }) => {
    await page.goto(w.path('/'));
    const nav = page.getByRole('navigation', { name: w.ui.header.mainNavigation });
    for (const [name, path] of [
      [w.ui.nav.rates, '/check-rate'],
      [w.ui.nav.contactUs, '/contact-us'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL((url) => w.isAt(url, path));
    }
    await expect(nav.getByRole('link', { name: w.ui.header.home, exact: true })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: w.ui.nav.services, exact: true })).toHaveCount(1);
  });

  test("the company's details from the API: in the first HTML of a server-rendered page, and in the top bar of a page rendered in the browser", async ({
    page,
    request,
    w,
  }) => {
    // The company_profile call (seeded from the demo company) replaces the site's constants.
    const html = await (await request.get(w.path('/contact-us'))).text();
    const address = w.content(COMPANY_PROFILE.address, COMPANY_PROFILE.addressAr);
    for (const text of ['+965 2222 3333', '+965 2222 4444', address, 'info@courierexpress.com.kw'])
      expect(html, text).toContain(text);
    // book-collection renders in the browser only: the layout asks for the details itself.
    await page.goto(w.path('/book-collection'));
    await expect(
      page.getByRole('link', { name: chatLinkName(w, w.ui.header.salesPhone) }),
    ).toHaveAttribute('href', 'https://wa.me/96522223333');
    await expect(page.getByRole('contentinfo').getByText(address)).toBeVisible();
  });

  test('contact: the office card shows the address and opens the pin in Google Maps; the map loads when asked', async ({
    page,
    w,
  }) => {
    await page.goto(w.path('/contact-us'));
    const office = page.getByRole('figure', { name: w.site.aria.officeMap });
    await expect(
      office.getByText(w.content(COMPANY_PROFILE.address, COMPANY_PROFILE.addressAr)),
    ).toBeVisible();
    const open = office.getByRole('link', { name: w.site.contact.openInMaps });
    await expect(open).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=29.3759%2C47.9774',
    );
    await expect(open).toHaveAttribute('target', '_blank');
    // No other site's page until the visitor asks for the map (an empty box without network).
    await expect(page.locator('iframe')).toHaveCount(0);
    await office.getByRole('button', { name: w.site.contact.showMap }).click();
    await expect(page.locator('iframe')).toHaveAttribute('title', w.site.aria.officeMap);
    await expect(page.locator('iframe')).toHaveAttribute('src', COMPANY_PROFILE.mapEmbedUrl);
  });

  test('the phone menu opens the groups and closes after tapping an item', async ({ page, w }) => {
    await page.setViewportSize(PHONE);
    await page.goto(w.path('/'));
    const toggle = page.getByRole('button', { name: w.ui.header.menu });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: w.ui.header.mainNavigation });
    await nav.getByRole('button', { name: w.ui.nav.company }).click();
    await nav.getByRole('link', { name: w.ui.nav.team }).click();
    await expect(page).toHaveURL((url) => w.isAt(url, '/team'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav, 'the menu is closed').toHaveCount(0);
  });

  test('the whole team card opens member-details', async ({ page, w }) => {
    await page.goto(w.path('/team'));
    const card = page.getByRole('article').first();
    await expect(card.locator('img')).toBeVisible();
    // A click on the photo (top of the card), not on the name.
    await card.click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL((url) => w.isAt(url, '/member-details'));
  });
});

test.describe('toasts', () => {
  test('stay below the header, and a good login dismisses the earlier failure', async ({
    page,
    w,
  }) => {
    await page.goto(w.path('/customer-login'));
    const form = page.getByRole('form', { name: w.site.pages.customerLogin });
    const password = form.getByLabel(w.site.form.password, { exact: true });
    const login = form.getByRole('button', { name: w.site.buttons.login });
    await form.getByLabel(w.site.form.userId, { exact: true }).fill('demo');
    await password.fill('wrong-password');
    await login.click();
    const failure = page.getByText(w.msg(() => MESSAGES.loginFailed));
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

    await password.fill('Demo@12345');
    await login.click();
    await expect(page).toHaveURL((url) => w.isAt(url, '/create-shipment'));
    await expect(failure, 'the failure toast is dismissed').toBeHidden({ timeout: 5000 });
  });
});

test.describe('toast timing', () => {
  test('enter and exit take 300 ms; after a hover the toast closes about 1 s after the pointer leaves', async ({
    page,
    w,
  }) => {
    await page.goto(w.path('/customer-login'));
    const form = page.getByRole('form', { name: w.site.pages.customerLogin });
    await form.getByLabel(w.site.form.userId, { exact: true }).fill('demo');
    await form.getByLabel(w.site.form.password, { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: w.site.buttons.login }).click();
    const failure = page.getByText(w.msg(() => MESSAGES.loginFailed));
    await expect(failure).toBeVisible();
    // The bar that carries the animation: the parent of the message's status element.
    const bar = toast(
      page,
      w.msg(() => MESSAGES.loginFailed),
    ).locator('xpath=..');
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).animationDuration))
      .toBe('0.3s');
    // A short hover soon after it appeared, while most of its 5 s are still ahead.
    await failure.hover();
    await page.mouse.move(0, 0);
    const left = Date.now();
    await expect(failure).toBeHidden({ timeout: 10_000 });
    // The old timing resumed the time left of 5 s (about 4.6 s); the spec's is 1 s plus the
    // 300 ms exit. 3 s keeps room for a loaded machine and still fails the old timing.
    expect(Date.now() - left).toBeLessThan(3_000);
  });
});

test.describe('content', () => {
  test("blog lists say what they show; an empty search says so; category, tag and search cards say '3 comments'", async ({
    page,
    w,
  }) => {
    const b = w.site.blog;
    // Spec 2, Blog: every card of the category, tag and search grids carries the fixed label.
    const threeComments = w.ui.cards.comments({ count: BLOG_GRID_COMMENT_COUNT });
    const everyCardSays = async (label: string) => {
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      await expect(cards.getByText(label, { exact: true }), label).toHaveCount(count);
    };
    // The heading names what the list shows: 'Category: <name>', 'Tag: <name>'.
    const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}\\S`);
    await page.goto(w.path(`/blog-by-category?blog_cat_id=${ids.blogCategoryId}`));
    await expect(h1(page)).toHaveText(startsWith(b.categoryNamed({ name: '' })));
    await everyCardSays(threeComments);
    await page.goto(w.path(`/blog-by-tag?blog_tag_id=${ids.blogTagId}`));
    await expect(h1(page)).toHaveText(startsWith(b.tagNamed({ name: '' })));
    await everyCardSays(threeComments);
    await page.goto(w.path('/blog-search?search_key_word=zzqxnothing'));
    await expect(h1(page)).toHaveText(b.results({ keyword: 'zzqxnothing' }));
    await expect(page.getByText(b.noResults({ keyword: 'zzqxnothing' }))).toBeVisible();
    await page.goto(w.path('/blog-search?search_key_word=shipping'));
    await everyCardSays(threeComments);
    // The Blog Grid's cards have no such label.
    await page.goto(w.path('/blog'));
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(threeComments)).toHaveCount(0);
  });

  test('careers: PDF/Word résumés only; an unknown opening is the not-found page', async ({
    page,
    w,
  }) => {
    await page.goto(w.path(`/career-details?career_id=${ids.careerId}`));
    const file = page.locator('input[type="file"]').first();
    // The ui FileUpload lists MIME types; extensions would do as well.
    await expect(file).toHaveAttribute('accept', /\.pdf|application\/pdf/);
    await expect(file).toHaveAttribute('accept', /\.docx|wordprocessingml/);
    await expect(file).not.toHaveAttribute('accept', /image/);
    await page.goto(w.path('/career-details?career_id=no-such-opening'));
    await expect(
      page.getByRole('heading', { level: 1, name: w.site.notFound.title }),
    ).toBeVisible();
  });

  test('company facts: history since 1980 on home and about; favicon, icons and manifest are served', async ({
    page,
    request,
    w,
  }) => {
    // '\u0000' stands for the arguments whose values are not checked here.
    const other = '\u0000';
    await page.goto(w.path('/'));
    const home = w.site.home.about({
      name: other,
      reach: other,
      since: '1980',
      incorporated: other,
      headOffice: other,
    });
    // English: '. Our own story in express logistics began in 1980; the company was incorporated in '
    await expect(page.getByText(around(home, '1980')).first()).toBeVisible();
    await page.goto(w.path('/about-us'));
    const history = w.site.about.history({
      reach: other,
      since: '1980',
      incorporated: '2019',
      headOffice: w.content(COMPANY_PROFILE.headOffice, COMPANY_PROFILE.headOfficeAr),
      franchiseOffices: other,
    });
    // English: '...began in 1980, and the company was incorporated in 2019 with its head office in New Delhi and '
    await expect(page.getByText(around(history, '1980'))).toBeVisible();
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
