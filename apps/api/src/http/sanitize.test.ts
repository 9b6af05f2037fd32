import { describe, expect, it } from 'vitest';
import { cleanHtml } from './sanitize.ts';

describe('rich text sanitising', () => {
  it('drops class attributes: an editor cannot lay a block over the page', () => {
    const html = cleanHtml('<div class="fixed inset-0 z-50 bg-white"><p class="x">Hi</p></div>');
    expect(html).toBe('<div><p>Hi</p></div>');
  });

  it('keeps pictures from our own uploads only (no tracking pixels, no data: pictures)', () => {
    expect(cleanHtml('<p><img src="/media/uploads/ab12/photo.webp" alt="Hub" /></p>')).toBe(
      '<p><img src="/media/uploads/ab12/photo.webp" alt="Hub" /></p>',
    );
    for (const src of [
      'https://tracker.example/pixel.gif?visit=1',
      'http://tracker.example/p.gif',
      '//tracker.example/p.gif',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      '/media/../api/x',
      '',
    ])
      expect(cleanHtml(`<p>a<img src="${src}" alt="x" />b</p>`)).toBe('<p>ab</p>');
  });

  it('still keeps text formatting and safe links', () => {
    expect(cleanHtml('<h2>T</h2><p><strong>b</strong> <a href="https://x.example">l</a></p>')).toBe(
      '<h2>T</h2><p><strong>b</strong> <a href="https://x.example" rel="noopener noreferrer">l</a></p>',
    );
  });
});
