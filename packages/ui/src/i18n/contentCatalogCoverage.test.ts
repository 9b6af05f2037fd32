import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalogCoverage';
import { contentAr } from './contentAr';
import { contentEn } from './contentEn';

/** The package's source files, tests and stories left out. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`i18n`))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

describe('content catalogue', () => {
  it('has every key in Arabic with the same arguments, and every key used', () => {
    const sources = [
      ...sourcesUnder(join(__dirname, '..')),
      // The admin app reads some of the words itself (`content.image.uploadFailed`).
      ...sourcesUnder(join(__dirname, '../../../../apps/admin/src')),
    ];
    expect(
      catalogProblems({
        namespace: 'content',
        en: contentEn,
        ar: contentAr,
        sources,
      }),
    ).toEqual([]);
  });
});
