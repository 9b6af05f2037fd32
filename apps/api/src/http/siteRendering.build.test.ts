import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * Against the production build of the site (run after `pnpm build`): every public page's first
 * HTML, before any script runs, holds its main content from the database; answers are
 * compressed and revalidate with ETags.
 */
const SITE_DIR = fileURLToPath(new URL('../../../site/dist', import.meta.url));
const DEMO_AWB = '70012345012';

/** The server-rendered markup only: the #root element, without the JSON data block after it. */
function renderedRoot(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script type="application/json" id="ssr-data">');
  expect(start, 'the page has a #root').toBeGreaterThanOrEqual(0);
  expect(end, 'the page carries its server data').toBeGreaterThan(start);
  return html.slice(start, end);
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe('server-rendered site', () => {
  let t: TestApp;
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return decode(renderedRoot(res.body));
  };

  beforeAll(async () => {
    if (!existsSync(`${SITE_DIR}/server/entry-server.js`))
      throw new Error(`run \`pnpm build\` first: ${SITE_DIR}/server is missing`);
    t = await startTestApp({ siteDir: SITE_DIR });
  });
  afterAll(async () => t?.close());

  it('services lists every service from the database', async () => {
    const list = (await t.get('our_service_list')).json() as {
      ourServiceList: { service_name: string }[];
    };
    expect(list.ourServiceList.length).toBeGreaterThan(0);
    const html = await page('/services');
    expect(html).toContain('Our Services');
    for (const service of list.ourServiceList) expect(html).toContain(service.service_name);
  });

  it('blog shows the post titles', async () => {
    const list = (await t.get('blog_list')).json() as { blog_list: { title: string }[] };
    expect(list.blog_list.length).toBeGreaterThan(0);
    const html = await page('/blog');
    for (const post of list.blog_list.slice(0, 3)) expect(html).toContain(post.title);
  });

  it('order-tracking shows the airway bill and its status', async () => {
    const html = await page(`/order-tracking?tracking_number=${DEMO_AWB}`);
    expect(html).toContain(DEMO_AWB);
    expect(html).toContain('Delivered');
  });

  it('faq, team, home and contact-us carry their content', async () => {
    const faqs = (await t.get('faq_list')).json() as { faqList: { question: string }[] };
    expect(await page('/faq')).toContain(faqs.faqList[0]!.question);
    const team = (await t.get('team_member_list')).json() as { team_list: { name: string }[] };
    const member = team.team_list[0]!;
    expect(await page('/team')).toContain(member.name);
    expect(await page('/')).toMatch(/<h[12][^>]*>/);
    expect(await page('/contact-us')).toContain('Contact');
  });

  it('check-rate and book-shipment carry their heading and form (they read the stored quote after hydration)', async () => {
    const rate = await page('/check-rate');
    expect(rate).toMatch(/<h1[^>]*>Check Rate<\/h1>/);
    expect(rate).toContain('aria-label="Rate form"');
    expect(rate, 'the countries came with the page').not.toContain('aria-busy="true"');
    for (const label of ['From Country', 'To Country', 'From State/City', 'Weight'])
      expect(rate).toContain(`${label}</label>`);
    expect(rate).toMatch(
      /Fill in the form and press (<!-- -->)?Check Rate(<!-- -->)? to see the cost\./,
    );
    expect(await page('/rate-enquiry')).toContain('aria-label="Rate form"');

    const booking = await page('/book-shipment');
    expect(booking).toMatch(/<h1[^>]*>Book Shipment<\/h1>/);
    expect(booking).toContain('Sender and Receiver');
    expect(booking).toContain('aria-label="Sender and Receiver details"');
    for (const label of ['Country', 'Receiver Country'])
      expect(booking).toContain(`${label}</label>`);
  });

  it('home carries its islands in the first HTML: slider, tracking boxes, rate card, services, header and footer', async () => {
    // These parts hydrate from their own chunks (apps/site/src/ssr/island.tsx); the server must
    // still render them in full.
    const services = (await t.get('our_service_list')).json() as {
      ourServiceList: { service_name: string }[];
    };
    const home = await page('/');
    expect(home).toContain('aria-roledescription="carousel"');
    expect(home).toContain('Enter your tracking number');
    expect(home).toContain('Enter tracking numbers, separated by commas');
    expect(home).toContain('Rate Inquiry');
    for (const service of services.ourServiceList) expect(home).toContain(service.service_name);
    expect(home).toMatch(/<header[\s>]/);
    expect(home).toMatch(/<footer[\s>]/);
  });

  it('serves a rendered page from its cache until a change of content is announced', async () => {
    const before = await page('/faq');
    await t.db.execute(
      `update faqs set question = 'Edited while cached?' where id = (select min(id) from faqs)`,
    );
    expect(await page('/faq'), 'the cached page').toBe(before);
    // A refused write changes nothing a page shows: the page stays.
    await t.post('contact_us', {});
    expect(await page('/faq'), 'still the cached page').toBe(before);
    // The back office announces each save on the cache bus; that empties the pages.
    await t.caches.bus.changed('content');
    expect(await page('/faq')).toContain('Edited while cached?');
  });

  it('carries the stylesheet in the page, so the first paint needs no second request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services' });
    expect(res.body).not.toMatch(/<link rel="stylesheet"/);
    const style = res.body.slice(res.body.indexOf('<style>'), res.body.indexOf('</style>'));
    expect(style).toContain('.swiper-wrapper{');
  });

  it('sets title, canonical URL, Open Graph and the organisation per route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/services',
      headers: { host: 'courier.example' },
    });
    expect(res.body).toContain('<title>Our Services | Courier Express Kuwait</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://courier.example/services" />');
    expect(res.body).toContain(
      '<meta property="og:title" content="Our Services | Courier Express Kuwait" />',
    );
    expect(res.body).toContain('"@type":"Organization"');
  });

  it('answers an unknown page with 404 and a missing parameter with a redirect', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    const redirect = await t.app.inject({ method: 'GET', url: '/service-single' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/blog');
  });

  it('compresses pages, revalidates them with an ETag and caches hashed assets for a year', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/services',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/services',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);

    const home = await t.app.inject({ method: 'GET', url: '/' });
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(home.body)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await t.app.inject({
      method: 'GET',
      url: script!,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves robots.txt and a sitemap built from the routes and the content', async () => {
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'courier.example' },
    });
    expect(robots.body).toContain('Sitemap: http://courier.example/sitemap.xml');
    const sitemap = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'courier.example' },
    });
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain('<loc>http://courier.example/services</loc>');
    expect(sitemap.body).toMatch(
      /<loc>http:\/\/courier\.example\/service-single\?service_id=[^<]+<\/loc>/,
    );
    expect(sitemap.body).toMatch(/blog-single\?blog_id=/);
  });

  it('serves every page in Arabic under /ar: lang and dir, hreflang twins and its own canonical', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ar/services',
      headers: { host: 'courier.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(
      '<link rel="canonical" href="http://courier.example/ar/services" />',
    );
    for (const [lang, href] of [
      ['en', 'http://courier.example/services'],
      ['ar', 'http://courier.example/ar/services'],
      ['x-default', 'http://courier.example/services'],
    ]) {
      expect(res.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
    }
    // The switch back to English names the same page.
    expect(decode(renderedRoot(res.body))).toMatch(
      /<a href="\/services" lang="en"[^>]*>English<\/a>/,
    );
    const english = await t.app.inject({ method: 'GET', url: '/services' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toMatch(/<a href="\/ar\/services" lang="ar"[^>]*>العربية<\/a>/);
    // The Arabic home page is /ar/ (and /ar), its internal links stay under /ar.
    const home = await t.app.inject({ method: 'GET', url: '/ar/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('href="/ar/services"');
    // Files of the site are not routes: the company profile stays at its one address.
    expect(home.body).toContain('href="/company-profile.pdf"');
    expect(home.body).not.toContain('href="/ar/company-profile.pdf"');
    expect((await t.app.inject({ method: 'GET', url: '/ar' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/ar/no-such-page' })).statusCode).toBe(404);
    // A page's own redirect stays in the language.
    const redirect = await t.app.inject({ method: 'GET', url: '/ar/service-single' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/ar/blog');
  });

  it('renders the portal under /ar in the browser only, as in English', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ar/my-account' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('sends the home page to /ar/ for a visitor whose lang cookie is ar, and nothing else', async () => {
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/?utm_source=x',
      headers: { cookie: 'session=1; lang=ar' },
    });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/ar/?utm_source=x');
    const english = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=en' } });
    expect(english.statusCode).toBe(200);
    expect(english.headers.vary).toMatch(/cookie/i);
    // Only the home page, and never Accept-Language: shared links keep their URL's language.
    const other = await t.app.inject({
      method: 'GET',
      url: '/services',
      headers: { cookie: 'lang=ar' },
    });
    expect(other.statusCode).toBe(200);
    const accept = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'ar' },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.body).toContain('<html lang="en" dir="ltr">');
  });

  it('lists both languages in the sitemap', async () => {
    const sitemap = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'courier.example' },
    });
    expect(sitemap.body).toContain('<loc>http://courier.example/ar/services</loc>');
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="http://courier.example/ar/services"/>',
    );
    expect(sitemap.body).toMatch(
      /<loc>http:\/\/courier\.example\/ar\/service-single\?service_id=[^<]+<\/loc>/,
    );
  });
});
