import { describe, expect, it } from 'vitest';
import { areasOf, findKuwaitArea, KUWAIT_AREAS, KUWAIT_GOVERNORATES } from './kuwaitAreas.ts';
import { KUWAIT_PLACES_AR } from './places.ts';

describe("Kuwait's governorates and areas", () => {
  it('names every area once in each language, each in one of the six governorates', () => {
    expect(KUWAIT_GOVERNORATES).toHaveLength(6);
    for (const language of ['en', 'ar'] as const) {
      const names = KUWAIT_AREAS.map((a) => a[language]);
      expect(new Set(names).size, language).toBe(names.length);
    }
    for (const g of KUWAIT_GOVERNORATES) expect(areasOf(g.id).length, g.en).toBeGreaterThan(5);
    expect(areasOf('hawalli').map((a) => a.en)).toContain('Salmiya');
    expect(areasOf('capital').map((a) => a.en)).not.toContain('Salmiya');
  });

  it('finds an area as people type it, in English or Arabic', () => {
    expect(findKuwaitArea('salmiya')?.governorate).toBe('hawalli');
    expect(findKuwaitArea('  السالمية ')?.en).toBe('Salmiya');
    expect(findKuwaitArea('Sabah Al Salem')?.governorate).toBe('mubarak_al_kabeer');
    expect(findKuwaitArea('jleeb al-shuyoukh')?.ar).toBe('جليب الشيوخ');
    expect(findKuwaitArea('Atlantis')).toBeUndefined();
    expect(findKuwaitArea(' ')).toBeUndefined();
  });

  it('gives the tracking pages the Arabic name of every area and governorate', () => {
    for (const place of [...KUWAIT_GOVERNORATES, ...KUWAIT_AREAS])
      expect(KUWAIT_PLACES_AR[place.en], place.en).toBe(place.ar);
    expect(KUWAIT_PLACES_AR['Shuwaikh Hub']).toBe('مركز الشويخ');
  });
});
