import { describe, expect, it } from 'vitest';
import { STATIC_MENU_IDS } from '@courier/domain/constants';
import { decodeMenuId, encodeMenuId } from '../content/menuIds.ts';

describe('menu id encoding', () => {
  it('matches the footer links of the spec', () => {
    expect([4, 5, 6].map(encodeMenuId)).toEqual(['NA==', 'NQ==', 'Ng==']);
    expect(
      Object.values(STATIC_MENU_IDS)
        .map((id) => decodeMenuId(id))
        .sort(),
    ).toEqual([4, 5, 6]);
  });

  it.each(['', 'NA', 'bm90IGEgbnVtYmVy', 'MDQ=', 'LTE=', 'NA==x', '!!!!'])(
    'rejects %s',
    (value) => {
      expect(decodeMenuId(value)).toBeUndefined();
    },
  );
});
