import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTAL_STATUS_LABELS } from '@courier/domain/schemas/portal';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalogCoverage';
import { portalAr } from './portalAr';
import { portalEn } from './portalEn';

/** The package's source files, tests and stories left out. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`i18n`))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

describe('portal catalogue', () => {
  it('has every key in Arabic with the same arguments, and every key used', () => {
    const sources = [
      ...sourcesUnder(join(__dirname, '..')),
      // The site's portal pages read some of the words (`t.formEdit`, `t.bookTitle`…).
      ...sourcesUnder(join(__dirname, '../../../../apps/site/src')),
    ];
    expect(
      catalogProblems({
        namespace: 'portal',
        en: portalEn,
        ar: portalAr,
        sources,
        // The profile and password forms label their fields `t[name]` (COMP_NAME, new_password…).
        // Status words are read by code (`status[code]`).
        groupsUsedWhole: ['profile', 'status', 'collectionStatus'],
      }),
    ).toEqual([]);
  });

  it('reads the status codes in English exactly as the API labels them', () => {
    expect(portalEn.status).toEqual(PORTAL_STATUS_LABELS);
  });
});
