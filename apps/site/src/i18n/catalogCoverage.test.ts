import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenCatalog } from '@courier/ui/i18n/catalog';
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

describe('site catalogue', () => {
  it('every English word has an Arabic one with the same arguments, and is used', () => {
    expect(
      catalogProblems({
        namespace: 'site',
        en,
        ar,
        sources: sources(SRC),
        // Handed whole to socialLinks (Footer.tsx), read by network name.
        groupsUsedWhole: [
          'footer.social',
          'webhooks.eventTypes',
          'webhooks.deliveryStatus',
          // Read by role name (AccountUsersPage.tsx, InvitationPage.tsx).
          'accountUsers.roles',
          'accountUsers.roleHints',
          // Read by choice kind, place and address field (pages/delivery/ChoiceForm.tsx).
          'delivery.kinds',
          'delivery.places',
          'delivery.placeWords',
          'delivery.address',
          // Read by route path, the not-found page's in their stead (seo/routeMeta.ts).
          'meta.routes',
          'meta.notFound',
        ],
      }),
    ).toEqual([]);
  });

  it('questions end with the Arabic question mark', () => {
    // The spec writes this button's question without its mark ('How Can We Help'); Arabic does.
    const unmarked = new Set(['site.buttons.howCanWeHelp']);
    const english = flattenCatalog('site', en);
    const arabic = flattenCatalog('site', ar);
    const questions = Object.keys(english).filter(
      (id) => english[id]!.trimEnd().endsWith('?') || unmarked.has(id),
    );
    expect(questions.filter((id) => !arabic[id]?.trimEnd().endsWith('؟'))).toEqual([]);
  });
});
