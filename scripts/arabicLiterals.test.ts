import { describe, expect, it } from 'vitest';
import {
  arabicLiteralsIn,
  isJudged,
  staleAllowances,
  trackedArabicLiterals,
} from './arabicLiterals.ts';

const root = new URL('..', import.meta.url).pathname;

describe('no Arabic words outside the catalogues', () => {
  it('finds Arabic in strings, templates, JSX text and regular expressions', () => {
    const home = [
      "export const title = 'الرئيسية';",
      'const a = `شحنة ${awb} محجوزة`;',
      'const b = <p className="x">مرحبا</p>;',
      'const c = <Button label="أرسل" />;',
      'const d = /إلى/;',
    ].join('\n');
    const lines = arabicLiteralsIn('apps/site/src/pages/Home.tsx', home).map((found) => found.line);
    expect([...new Set(lines)]).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves comments, punctuation and English alone', () => {
    const text = [
      "// reads '12.50 د.ك' on Arabic pages",
      '/** e.g. مدينة الكويت */',
      "const comma = (ar: boolean) => (ar ? '، ' : ', ');",
      "const title = 'Home';",
    ].join('\n');
    expect(arabicLiteralsIn('apps/site/src/pages/Home.tsx', text)).toEqual([]);
  });

  it('judges shipped source, not catalogues, tests, stories or listed data', () => {
    expect(isJudged('apps/site/src/pages/Home.tsx')).toBe(true);
    expect(isJudged('apps/api/src/notifications/templates.ts')).toBe(true);
    expect(isJudged('apps/site/src/i18n/ar.ts')).toBe(false);
    expect(isJudged('packages/ui/src/i18n/portalAr.ts')).toBe(false);
    expect(isJudged('packages/domain/src/i18n/ar.ts')).toBe(false);
    expect(isJudged('apps/site/src/i18n/pageLanguage.ts')).toBe(true);
    expect(isJudged('apps/site/src/pages/Home.test.tsx')).toBe(false);
    expect(isJudged('apps/site/e2e/booking.e2e.ts')).toBe(false);
    expect(isJudged('packages/ui/src/Bidi/Bidi.stories.tsx')).toBe(false);
    expect(isJudged('packages/demo-data/src/content/blog.ts')).toBe(false);
  });

  it('no tracked source file holds an Arabic literal outside the catalogues', () => {
    const found = trackedArabicLiterals(root).map((f) => `${f.file}:${f.line}: ${f.text}`);
    expect(found).toEqual([]);
  });

  it('allows only files that still hold Arabic data', () => {
    expect(staleAllowances(root)).toEqual([]);
  });
});
