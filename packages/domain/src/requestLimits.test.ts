import { describe, expect, it } from 'vitest';
import { MAX_BOOKING_PIECES, requestLimitMessages, tooManyPieces } from './requestLimits.ts';
import { bookingStep2Shapes } from './schemas/bookingStep2.ts';
import { i18nOf } from './catalogI18n.ts';
import { messageCatalogAr } from './i18n/ar.ts';
import { inMessagesOf, messageCatalog } from './messageWords.ts';

const arabic = i18nOf('ar', [{ namespace: messageCatalog.namespace, tree: messageCatalogAr }]);

describe('what a booking may hold', () => {
  it('at most 99 pieces (item lines), counted without reading the lines', () => {
    expect(MAX_BOOKING_PIECES).toBe(99);
    expect(tooManyPieces(Array.from({ length: 99 }))).toBe(false);
    expect(tooManyPieces(Array.from({ length: 100 }))).toBe(true);
    expect(tooManyPieces('not a list')).toBe(false);
  });

  it('the wizard schema refuses the 100th piece with the same words, in English and Arabic', () => {
    const lines = bookingStep2Shapes.public.shipment_items;
    const line = {
      weight: '1',
      length: '1',
      width: '1',
      height: '1',
      volume_weight: '0',
      description: 'Box',
      qty: '1',
      item_value: '1',
      item_total_value: '1',
    };
    expect(lines.safeParse(Array.from({ length: 99 }, () => line)).success).toBe(true);
    const refused = lines.safeParse(Array.from({ length: 100 }, () => line));
    expect(refused.error?.issues[0]?.message).toBe(requestLimitMessages.pieces);
    expect(inMessagesOf(arabic, () => requestLimitMessages.pieces)).toBe(
      'يتسع الحجز لـ 99 قطعةً كحد أقصى. لأكثر من ذلك، يرجى التواصل معنا.',
    );
    expect(inMessagesOf(arabic, () => requestLimitMessages.values)).toMatch(/[\u0600-\u06FF]/);
  });
});
