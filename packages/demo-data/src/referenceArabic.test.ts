import { i18nOf } from '@courier/domain/catalogI18n';
import { messageCatalogAr } from '@courier/domain/i18n/ar';
import { messageCatalog, messageWordsOf } from '@courier/domain/messageWords';
import { ownRemarkIn } from '@courier/domain/ownRemarks';
import { describe, expect, it } from 'vitest';
import { arabicPlace, KUWAIT_PLACES_AR, placeLookup } from '@courier/domain/places';
import { KUWAIT_REGIONS_AR, RATE_SERVICES_AR } from './referenceArabic.ts';
import { DEMO_CUSTOMER_SHIPMENTS } from './customerShipments.ts';
import { trackedShipments } from './shipments.ts';
import { RATE_SERVICES } from './tariff.ts';

const arabic = (text: string) => /\p{Script=Arabic}/u.test(text);

describe('Arabic of our own reference data', () => {
  it('reads every remark of our own scans in Arabic from the catalogue', () => {
    const remarks = [
      ...trackedShipments.flatMap((s) => s.events.map((e) => e.details)),
      // The demo customer's month of shipments (the portal's history and its tracking).
      ...DEMO_CUSTOMER_SHIPMENTS.flatMap((s) =>
        s.scans === 'none' ? [] : s.scans.map(([, , details]) => details),
      ),
    ];
    const words = messageWordsOf(
      i18nOf('ar', [{ namespace: messageCatalog.namespace, tree: messageCatalogAr }]),
    );
    const english = remarks.filter((remark) => !arabic(ownRemarkIn(remark, words)));
    expect(english).toEqual([]);
    // A name in a remark is kept as written.
    expect(ownRemarkIn('Delivered, signed by R. Mehta', words)).toContain('R. Mehta');
  });

  it('names every Kuwaiti place of the demo scans in Arabic', () => {
    const places = [
      ...trackedShipments.flatMap((s) => s.events.map((e) => e.location)),
      ...DEMO_CUSTOMER_SHIPMENTS.flatMap((s) =>
        s.scans === 'none' ? [] : s.scans.map(([, , , where]) => where),
      ),
    ].filter((place) => /Kuwait/.test(place));
    const names = placeLookup([...Object.entries(KUWAIT_PLACES_AR), ['Kuwait', 'الكويت']]);
    const latin = places
      .map((place) => arabicPlace(place, names))
      .filter((p) => /[A-Za-z]/.test(p));
    expect(places.length).toBeGreaterThan(5);
    expect(latin).toEqual([]);
  });

  it('names every service and all six Kuwaiti governorates', () => {
    expect(RATE_SERVICES.filter((s) => !RATE_SERVICES_AR[s.code])).toEqual([]);
    expect(Object.keys(KUWAIT_REGIONS_AR).sort()).toEqual(['AH', 'FA', 'HA', 'JA', 'KU', 'MU']);
  });
});
