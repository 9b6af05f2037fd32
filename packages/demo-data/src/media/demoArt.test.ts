import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, blogImage } from '../content/blog.ts';
import { NEWS } from '../content/news.ts';
import { SERVICES } from '../content/services.ts';
import { demoArt, demoArtAt, lookOf, motifOf } from './demoArt.ts';

describe('demo artwork', () => {
  it('draws people as portraits, no initials or silhouettes, and prints no names on pictures', () => {
    expect(lookOf('team', 'khaled-al-rashid')).toMatchObject({
      head: 'ghutra',
      clothes: 'dishdasha',
    });
    expect(lookOf('team', 'sara-al-mutairi').head).toBe('hijab');
    for (const [kind, slug] of [
      ['team', 'khaled-al-rashid'],
      ['team', 'anita-fernandes'],
      ['people', '3'],
    ] as const) {
      const svg = demoArt(kind, slug);
      expect(svg).toMatch(/data-look="[a-z]+-[a-z]+"/);
      expect(svg).not.toMatch(/<text/);
    }
    // The Our People gallery is not eight times the same figure.
    const gallery = Array.from({ length: 8 }, (_, i) => demoArt('people', String(i + 1)));
    expect(new Set(gallery.map((svg) => /data-look="([^"]+)"/.exec(svg)![1])).size).toBeGreaterThan(
      3,
    );
    const scene = demoArt('services', 'international-express');
    expect(scene).toContain('<svg');
    expect(scene).not.toMatch(/International Express/i);
    expect(demoArt('people', '3')).not.toMatch(/<text/);
  });
});

describe('seed pictures', () => {
  const kinds = {
    services: SERVICES.map((s) => s.image),
    news: NEWS.map((n) => n.imageUrl),
    blog: BLOG_POSTS.map((p) => blogImage(p.key)),
  };

  it.each(Object.entries(kinds))(
    'every %s item has its own picture with its own subject',
    (_, urls) => {
      expect(new Set(urls).size).toBe(urls.length);
      const motifs = urls.map((url) => {
        const [, kind, name] = /^\/media\/([a-z]+)\/([a-z0-9-]+\.svg)$/.exec(url)!;
        const svg = demoArtAt(kind!, name!)!;
        return /data-motif="([a-z]+)"/.exec(svg)![1];
      });
      expect(new Set(motifs).size).toBe(urls.length);
    },
  );

  it('puts a home slide’s subject on the end side, away from the heading', () => {
    for (const slide of ['1', '2', '3'])
      expect(demoArt('slides', slide)).toContain('<g transform="translate(660 130) scale(1.2)">');
  });

  it('draws each service as what it carries', () => {
    expect(motifOf('services', 'sea-freight')).toBe('ship');
    expect(motifOf('services', 'domestic-courier')).toBe('van');
    expect(motifOf('services', 'international-express')).toBe('envelope');
  });
});
