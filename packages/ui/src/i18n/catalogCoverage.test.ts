import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LINE_ITEM_UNIT, RATE_UNIT } from '@courier/domain/constants';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { catalogProblems } from './catalogCoverage';
import { en } from './en';

/** The package's source files, tests, stories and the catalogues themselves left out. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('i18n'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

describe('ui catalogue', () => {
  it('has every key in Arabic with the same arguments, and every key used', () => {
    expect(
      catalogProblems({
        namespace: 'ui',
        en,
        ar,
        sources: sourcesUnder(join(__dirname, '..')),
        // The wizard's forms label their fields `w[name]` (sender_city, receiver_email…) and
        // read vehicle and KYC codes as `vehicleLabels[code]`.
        groupsUsedWhole: ['wizard'],
      }),
    ).toEqual([]);
  });

  it('names the units in English as the API writes their values', () => {
    expect(en.rate.kg).toBe(RATE_UNIT);
    expect(en.wizard.pieces).toBe(LINE_ITEM_UNIT);
  });
});
