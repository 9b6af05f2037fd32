import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalogCoverage.ts';
import { messageCatalogAr } from './i18n/ar.ts';
import { officeCatalogAr } from './i18n/officeAr.ts';
import { officeCatalogEn } from './i18n/officeEn.ts';
import { messageCatalogEn } from './i18n/en.ts';
import { MESSAGES } from './messages.ts';
import { messageWordsOf } from './messageWords.ts';
import { i18nOf } from './catalogI18n.ts';

describe('the messages catalogue', () => {
  it('has every message in Arabic with the same arguments', () => {
    expect(
      catalogProblems({
        namespace: 'messages',
        en: messageCatalogEn,
        ar: messageCatalogAr,
        sources: [],
        // Tables read a group whole (messageGroup) or through the group's words.
        groupsUsedWhole: Object.keys(messageCatalogEn),
      }),
    ).toEqual([]);
  });

  it("has the content editor's words in Arabic with the same arguments", () => {
    expect(
      catalogProblems({
        namespace: 'office',
        en: officeCatalogEn,
        ar: officeCatalogAr,
        sources: [],
        groupsUsedWhole: Object.keys(officeCatalogEn),
      }),
    ).toEqual([]);
  });

  it('reads in the language of its i18n instance, English by default', () => {
    expect(MESSAGES.shipmentBooked).toBe('Shipment Booked Sucessfully');
    const ar = messageWordsOf(i18nOf('ar', [{ namespace: 'messages', tree: messageCatalogAr }]));
    expect(ar.section8.shipmentBooked).toBe('تم حجز الشحنة بنجاح');
    expect(ar.paymentLimit.tooLarge({ maximum: 'KWD 1000.000' })).toContain('KWD 1000.000');
  });
});
