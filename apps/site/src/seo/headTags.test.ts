import { describe, expect, it } from 'vitest';
import { i18nOf } from '@courier/ui/i18n/createI18n';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { languageOfPath, pathIn, routePathOf } from '../i18n/pageLanguage';
import { siteWordsOf } from '../i18n/siteWords';
import { headTags, languageLinks } from './headTags';
import { robotsTxt, sitemapXml } from './sitemap';
import type { ApiClient } from '@courier/api-client/client';

describe('page language from the URL', () => {
  it('is Arabic for /ar and under /ar/ only', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/')).toBe('ar');
    expect(languageOfPath('/ar/services')).toBe('ar');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/services')).toBe('en');
    expect(languageOfPath('/arabic')).toBe('en');
  });

  it('maps route paths to each language and back', () => {
    expect(routePathOf('/ar')).toBe('/');
    expect(routePathOf('/ar/')).toBe('/');
    expect(routePathOf('/ar/blog')).toBe('/blog');
    expect(routePathOf('/blog')).toBe('/blog');
    expect(pathIn('ar', '/')).toBe('/ar/');
    expect(pathIn('ar', '/blog')).toBe('/ar/blog');
    expect(pathIn('en', '/blog')).toBe('/blog');
  });
});

describe('headTags', () => {
  it('names the page in both languages, x-default English, and its own canonical', () => {
    const links = languageLinks(new URL('https://x.example/ar/blog-single?blog_id=7&utm=1'));
    expect(links.canonical).toBe('https://x.example/ar/blog-single?blog_id=7');
    expect(links.alternates).toEqual([
      { hreflang: 'en', href: 'https://x.example/blog-single?blog_id=7' },
      { hreflang: 'ar', href: 'https://x.example/ar/blog-single?blog_id=7' },
      { hreflang: 'x-default', href: 'https://x.example/blog-single?blog_id=7' },
    ]);
  });

  it('writes the canonical, the alternates and the route meta of an Arabic page', () => {
    const head = headTags(
      new URL('https://x.example/ar/services'),
      siteWordsOf(i18nOf('ar', [{ namespace: 'site', tree: ar }])).meta,
    );
    expect(head).toContain('<link rel="canonical" href="https://x.example/ar/services" />');
    expect(head).toContain(
      '<link rel="alternate" hreflang="en" href="https://x.example/services" />',
    );
    expect(head).toContain('<meta property="og:locale" content="ar_KW" />');
    expect(head).toContain('<title>خدماتنا | Courier Express Kuwait</title>');
    const home = headTags(
      new URL('https://x.example/'),
      siteWordsOf(i18nOf('en', [{ namespace: 'site', tree: en }])).meta,
    );
    expect(home).toContain('<title>International Courier Service in Kuwait');
    expect(home).toContain('<link rel="canonical" href="https://x.example/" />');
    expect(home).toContain('<link rel="alternate" hreflang="ar" href="https://x.example/ar/" />');
  });
});

describe('sitemap and robots', () => {
  it('lists every page in both languages with their alternates', async () => {
    const client = { call: async () => ({ ok: false }) } as unknown as ApiClient;
    const xml = await sitemapXml('https://x.example', client);
    expect(xml).toContain('<loc>https://x.example/services</loc>');
    expect(xml).toContain('<loc>https://x.example/ar/services</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/services"/>',
    );
    expect(xml).not.toContain('my-account');
    expect(robotsTxt('https://x.example')).toContain('Disallow: /ar/create-shipment');
  });
});
