import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@courier/ui/i18n/catalogCoverage';
import { ar } from './ar';
import { en } from './en';

const SRC = join(import.meta.dirname, '..');

/** The site's source files, tests, stories and the catalogues themselves left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
    if (path === join(SRC, 'i18n', 'en.ts') || path === join(SRC, 'i18n', 'ar.ts')) return [];
    return [readFileSync(path, 'utf8')];
  });
}

describe('site catalogue (issue 15)', () => {
  it('every English word has an Arabic one with the same arguments, and is used', () => {
    expect(
      catalogProblems({
        namespace: 'site',
        en,
        ar,
        sources: sources(SRC),
        // Handed whole to socialLinks (Footer.tsx), read by network name.
        groupsUsedWhole: ['footer.social'],
      }),
    ).toEqual([]);
  });
});
