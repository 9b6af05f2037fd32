import { describe, expect, it } from 'vitest';
import { formFieldErrors, formValues } from './contentForm';
import { isSafeUrl } from './SafeHtml';
import { siteHref } from './siteHref';

describe('siteHref', () => {
  it("fills the site route's public id, URL-encoded", () => {
    expect(siteHref('news', 'ab+c/d')).toBe('/news-details?news_id=ab%2Bc%2Fd');
    expect(siteHref('pages', 'NA==')).toBe('/static-page?menu_id=NA%3D%3D');
  });
  it('has no link for a row without a public id, or a type without a page', () => {
    expect(siteHref('services', null)).toBeNull();
    expect(siteHref('blog-tags', 'x')).toBeNull();
  });
  it('links list pages as they are', () => {
    expect(siteHref('faqs', null)).toBe('/faq');
  });
});

describe('formFieldErrors', () => {
  it("keeps the messages whose first part is one of the form's fields", () => {
    expect(
      formFieldErrors(
        { name: 'a', 'image.alt': 'b', 'skills.0.percentage': 'c', other: 'd' },
        { name: '', image: {}, skills: [] },
      ),
    ).toEqual({ name: 'a', 'image.alt': 'b', 'skills.0.percentage': 'c' });
  });
});

describe('formValues', () => {
  it("lays the record's values over the type's empty ones", () => {
    expect(formValues({ a: '', b: '' }, { b: 'x' })).toEqual({ a: '', b: 'x' });
    expect(formValues({ a: '' }, undefined)).toEqual({ a: '' });
  });
});

describe('isSafeUrl (the API sanitiser rules, for the preview)', () => {
  it('lets relative addresses and the allowed schemes through', () => {
    for (const url of ['/contact-us', 'page#x', 'https://example.com', 'mailto:a@b.c', 'tel:+965'])
      expect(isSafeUrl(url, 'a')).toBe(true);
  });
  it('refuses script addresses, however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\u0000script:x',
      'vbscript:x',
      'data:text/html,<script>',
    ])
      expect(isSafeUrl(url, 'a')).toBe(false);
  });
  it('refuses protocol-relative addresses', () => {
    expect(isSafeUrl('//evil.example/x', 'a')).toBe(false);
  });
  it('lets data: pictures through for images only', () => {
    expect(isSafeUrl('data:image/png;base64,AAAA', 'img')).toBe(true);
    expect(isSafeUrl('data:image/png;base64,AAAA', 'a')).toBe(false);
    expect(isSafeUrl('data:text/html,x', 'img')).toBe(false);
  });
});
