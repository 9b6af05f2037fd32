import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@courier/ui/i18n/catalogCoverage';
import { bulkAr } from './bulkAr';
import { bulkEn } from './bulkEn';
import { portalPagesAr } from './portalPagesAr';
import { portalPagesEn } from './portalPagesEn';
import { receiverPayAr } from './receiverPayAr';
import { receiverPayEn } from './receiverPayEn';

const SRC = join(import.meta.dirname, '..');

/** The site's source files, tests, stories and the page catalogues themselves left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
    if (/[\\/]i18n[\\/](bulk|portalPages|receiverPay)(En|Ar)\.ts$/.test(path)) return [];
    return [readFileSync(path, 'utf8')];
  });
}

/** The catalogues only some pages load (pageCatalogue.tsx). */
const PAGE_CATALOGUES = [
  { namespace: 'bulk', en: bulkEn, ar: bulkAr },
  { namespace: 'portalPages', en: portalPagesEn, ar: portalPagesAr },
  { namespace: 'receiverPay', en: receiverPayEn, ar: receiverPayAr },
];

describe.each(PAGE_CATALOGUES)('the $namespace catalogue', (catalogue) => {
  it('every English word has an Arabic one with the same arguments, and is used', () => {
    expect(catalogProblems({ ...catalogue, sources: sources(SRC) })).toEqual([]);
  });
});
