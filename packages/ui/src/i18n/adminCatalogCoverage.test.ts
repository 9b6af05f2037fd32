import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalogCoverage';
import { loadI18n } from './createI18n';
import { adminUiCatalog } from './adminWords';
import { wordsOf } from './words';
import { adminUiAr } from './adminAr';
import { adminUiEn } from './adminEn';

/** The package's source files, tests and stories left out. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`i18n`))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

describe('adminUi catalogue', () => {
  it('has every key in Arabic with the same arguments, and every key used', () => {
    const sources = [
      ...sourcesUnder(join(__dirname, '..')),
      // The admin app's pages may pass these words to the components.
      ...sourcesUnder(join(__dirname, '../../../../apps/admin/src')),
    ];
    expect(
      catalogProblems({
        namespace: 'adminUi',
        en: adminUiEn,
        ar: adminUiAr,
        sources,
        // DataTable and Pager spread the group under the caller's own words (`...adminUi.dataTable`).
        groupsUsedWhole: ['dataTable'],
      }),
    ).toEqual([]);
  });
});

describe('adminUi words', () => {
  it('reads the pager line in English as before and in Arabic with its plural forms', async () => {
    const en = wordsOf(await loadI18n('en', [adminUiCatalog]), 'adminUi', adminUiEn).dataTable;
    expect(en.page({ page: 1, pages: 3, total: 1 })).toBe('Page 1 of 3 (1 rows)');
    expect(en.page({ page: 2, pages: 3, total: 25 })).toBe('Page 2 of 3 (25 rows)');
    const ar = wordsOf(await loadI18n('ar', [adminUiCatalog]), 'adminUi', adminUiEn).dataTable;
    expect([1, 2, 3, 11, 100].map((total) => ar.page({ page: 1, pages: 1, total }))).toEqual([
      'الصفحة 1 من 1 (صف واحد)',
      'الصفحة 1 من 1 (صفان)',
      'الصفحة 1 من 1 (3 صفوف)',
      'الصفحة 1 من 1 (11 صفًا)',
      'الصفحة 1 من 1 (100 صف)',
    ]);
  });
});
