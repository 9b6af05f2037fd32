import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import type { CatalogOf } from './catalog';
import { catalogProblems } from './catalogCoverage';
import { i18nOf, loadI18n } from './createI18n';
import { LanguageProvider } from './LanguageProvider';
import { wordsHook, wordsOf } from './words';

const en = {
  common: {
    submit: 'Submit',
    stepOf: 'Step {current} of {total}',
    pieces: '{count, plural, one {# piece} other {# pieces}}',
  },
} as const;
const ar: CatalogOf<typeof en> = {
  common: {
    submit: 'إرسال',
    stepOf: 'الخطوة {current} من {total}',
    pieces:
      '{count, plural, zero {لا قطع} one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}}',
  },
};
const source = { namespace: 'test', en, ar: async () => ar };

describe('words', () => {
  it('reads plain strings, arguments and ICU plurals in English', () => {
    const w = wordsOf(i18nOf('en', [{ namespace: 'test', tree: en }]), 'test', en);
    expect(w.common.submit).toBe('Submit');
    expect(w.common.stepOf({ current: 2, total: 4 })).toBe('Step 2 of 4');
    expect(w.common.pieces({ count: 1 })).toBe('1 piece');
    expect(w.common.pieces({ count: 3 })).toBe('3 pieces');
  });

  it('reads Arabic with its six plural forms and Western digits', async () => {
    const w = wordsOf(await loadI18n('ar', [source]), 'test', en);
    expect(w.common.submit).toBe('إرسال');
    expect(w.common.stepOf({ current: 2, total: 4 })).toBe('الخطوة 2 من 4');
    expect([0, 1, 2, 3, 11, 100].map((count) => w.common.pieces({ count }))).toEqual([
      'لا قطع',
      'قطعة واحدة',
      'قطعتان',
      '3 قطع',
      '11 قطعة',
      '100 قطعة',
    ]);
  });

  it('falls back to English for a namespace the instance does not hold', async () => {
    const w = wordsOf(await loadI18n('ar', []), 'test', en);
    expect(w.common.submit).toBe('Submit');
  });

  it('a hook reads the provider language, English without one', async () => {
    const useWords = wordsHook('test', en);
    const Show = () => createElement('p', null, useWords().common.submit);
    expect(renderToString(createElement(Show))).toBe('<p>Submit</p>');
    const i18n = await loadI18n('ar', [source]);
    expect(
      renderToString(
        createElement(LanguageProvider, { language: 'ar', i18n, children: createElement(Show) }),
      ),
    ).toBe('<p>إرسال</p>');
  });
});

describe('catalogProblems', () => {
  const base = {
    namespace: 'test',
    en,
    sources: ['w.common.submit w.common.stepOf w.common.pieces'],
  };
  it('passes complete catalogues', () => {
    expect(catalogProblems({ ...base, ar })).toEqual([]);
  });
  it('reports an empty Arabic value, other arguments and an unused key', () => {
    const bad = { common: { submit: ' ', stepOf: 'الخطوة {step}', pieces: ar.common.pieces } };
    expect(
      catalogProblems({ ...base, ar: bad, sources: ['w.common.stepOf w.common.pieces'] }),
    ).toEqual([
      'test.common.submit: no Arabic value',
      'test.common.stepOf: Arabic arguments [step:text] differ from [current:text, total:text]',
      'test.common.submit: used nowhere',
    ]);
  });
});
