/**
 * Issue 11, work at start-up: the browser's first use of Intl loads its locale data (a long task
 * on a phone), so a server-rendered page whose first render formats nothing must not touch Intl's
 * formatters while it starts (src/boot.ts, patches/react-aria@*.patch). Combo boxes and selects
 * make their Collator once the visitor types; the home's counters format at once. Those two
 * controls show that the recording sees every call.
 */
import type { Page } from '@playwright/test';
import { DEMO_DELIVERED_AWB } from './support/apiData.ts';
import { expect, test } from './support/browser.ts';

/** Records every use of an Intl formatter or of a locale-aware method, with the caller. */
function recordIntl(): void {
  const calls: string[] = [];
  (window as unknown as { intlCalls: string[] }).intlCalls = calls;
  const where = () => new Error().stack?.split('\n')[3]?.trim() ?? '';
  const formatters = [
    'DateTimeFormat',
    'NumberFormat',
    'Collator',
    'ListFormat',
    'RelativeTimeFormat',
    'DisplayNames',
    'Segmenter',
  ] as const;
  for (const name of formatters) {
    const Original = Intl[name] as unknown as {
      new (...args: unknown[]): object;
      supportedLocalesOf(...args: unknown[]): string[];
    };
    const Recorded = function (...args: unknown[]) {
      calls.push(`${name} ${where()}`);
      return new Original(...args);
    };
    Recorded.prototype = Original.prototype;
    Recorded.supportedLocalesOf = (...args: unknown[]) => {
      calls.push(`${name}.supportedLocalesOf ${where()}`);
      return Original.supportedLocalesOf(...args);
    };
    Object.defineProperty(Intl, name, { value: Recorded, configurable: true, writable: true });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [prototype, method] of methods) {
    const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
    Object.defineProperty(prototype, method, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        calls.push(`${method} ${where()}`);
        return original.apply(this, args);
      },
    });
  }
}

async function intlCallsWhileStarting(page: Page, path: string): Promise<string[]> {
  await page.addInitScript(recordIntl);
  await page.goto(path);
  // Hydrated, islands included (main.tsx lifts `inert` then).
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  return page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);
}

const FORMATTING_NOTHING = [
  '/services',
  '/blog',
  // Its history is a plain table (packages/ui Table), without a grid's type-to-find Collator.
  `/order-tracking?tracking_number=${DEMO_DELIVERED_AWB}`,
  '/customer-login',
  '/contact-us',
  // Combo boxes and selects: their Collator and ListFormat are made when first used.
  '/check-rate',
  '/book-shipment',
];

/** A page that needs Intl at once: the home's counters format their figures. */
const FORMATTING = ['/'];

/** The Arabic run checks one page of each kind: the code is the same, the locale passed is 'ar'. */
const skipInArabic = (language: string, path: string) =>
  test.skip(
    language === 'ar' && path !== FORMATTING_NOTHING[0] && path !== FORMATTING[0],
    'one page of each kind in Arabic',
  );

test.describe('start-up', () => {
  for (const path of FORMATTING_NOTHING)
    test(`${path.split('?')[0]} starts without Intl's locale data`, async ({
      page,
      errors,
      w,
      language,
    }) => {
      skipInArabic(language, path);
      expect(await intlCallsWhileStarting(page, w.path(path))).toEqual([]);
      expect(errors).toEqual([]);
    });

  for (const path of FORMATTING)
    test(`${path} loads Intl in a task of its own before it hydrates`, async ({
      page,
      errors,
      w,
      language,
    }) => {
      skipInArabic(language, path);
      const calls = await intlCallsWhileStarting(page, w.path(path));
      expect(calls[0], 'the warm-up in boot.ts comes first').toMatch(
        /^DateTimeFormat\.supportedLocalesOf .*\/assets\/index-/,
      );
      expect(calls.some((call) => call.startsWith('NumberFormat '))).toBe(true);
      expect(errors).toEqual([]);
    });

  test('a combo box makes its Collator when the visitor types', async ({
    page,
    errors,
    w,
    language,
  }) => {
    skipInArabic(language, '/check-rate');
    expect(await intlCallsWhileStarting(page, w.path('/check-rate'))).toEqual([]);
    await page.getByRole('combobox', { name: w.site.form.fromCountry, exact: true }).fill('K');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls))
      .toContainEqual(expect.stringMatching(/^Collator /));
    expect(errors).toEqual([]);
  });
});
