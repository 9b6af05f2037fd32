import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@courier/ui/i18n/catalogCoverage';
import { loadI18n } from '@courier/ui/i18n/createI18n';
import { wordsOf } from '@courier/ui/i18n/words';
import { adminAr } from './ar';
import { adminEn } from './en';
import { adminCatalog } from './words';

/** The back office's source files, tests and the catalogues themselves left out. */
function sources(): string[] {
  const dir = join(__dirname, '..');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !/^i18n[\\/](en|ar)\.ts$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

describe('admin catalogue', () => {
  it('has every key in Arabic with the same arguments, and every key used', () => {
    expect(
      catalogProblems({
        namespace: 'admin',
        en: adminEn,
        ar: adminAr,
        sources: sources(),
        // Read by a code (`t.roles[staff.role]`, `t.contentTypes[type]`) or as a whole list.
        groupsUsedWhole: [
          'nav',
          'roles',
          'contentTypes',
          'contentFields',
          'audit.actions',
          'audit.contentActions',
          'shipments.bookingFields',
          'shipments.paymentStates',
          'shipments.linkKinds',
          'shipments.receiverKinds',
          'shipments.receiverChannels',
          'collections.states',
          'collections.vehicleTypes',
          'runs.kinds',
          'runs.states',
          'runs.parts',
          'enquiries.states',
          'claims.states',
          'claims.kinds',
          'claims.claimants',
          'claims.errors',
          'enquiries.empty',
          'enquiries.kinds',
          'settings.weekdayNames',
          // Read through `const w = t.content.skills`.
          'content.skills',
        ],
      }),
    ).toEqual([]);
  });

  it('reads in English as the screens always did and in Arabic', async () => {
    const en = wordsOf(await loadI18n('en', [adminCatalog]), 'admin', adminEn);
    expect(en.shipments.detailTitle({ no: 'SHP00000001' })).toBe('Shipment SHP00000001');
    expect(en.content.new({ label: 'service' })).toBe('New service');
    const ar = wordsOf(await loadI18n('ar', [adminCatalog]), 'admin', adminEn);
    expect(ar.nav.shipments).toBe('الشحنات');
    expect(ar.shipments.detailTitle({ no: 'SHP00000001' })).toBe('الشحنة SHP00000001');
  });
});
