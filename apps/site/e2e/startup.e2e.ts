/**
 * Work at start-up: the browser's first use of Intl loads its locale data (a long task
 * on a phone), so a server-rendered page whose first render formats nothing must not touch Intl's
 * formatters while it starts (src/boot.ts, patches/react-aria@*.patch). Combo boxes and selects
 * make their Collator once the visitor types; the home's counters format at once. Those two
 * controls show that the recording sees every call.
 *
 * And a hydrating form is not rendered again in the task of hydration's commit
 * (patches/swr@*, react-hook-form@*, react-aria@*: docs/decisions/0001-0003).
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
  // Its timeline is plain HTML, and its English days are written without Intl (formats.ts).
  `/order-tracking?tracking_number=${DEMO_DELIVERED_AWB}`,
  '/customer-login',
  '/contact-us',
  // Combo boxes and selects: their region names and ListFormat are made when first used.
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

  // The search matches both scripts (bilingualSearch.ts): the other language's country names
  // come from Intl.DisplayNames, made on the first keystroke and not while the page starts.
  test('a combo box reads the region names when the visitor types', async ({
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
      .toContainEqual(expect.stringMatching(/^DisplayNames /));
    expect(errors).toEqual([]);
  });
});

/**
 * React's devtools hook, installed before React loads: for each commit, the task it ran in and
 * how many components rendered (their props or state are new since the hook last saw them).
 */
function recordCommits(): void {
  type Fiber = {
    type: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
  };
  const commits: { task: number; rendered: number }[] = [];
  const seen = new WeakMap<Fiber, [unknown, unknown]>();
  let task = 0;
  let inTask = false;
  const rendered = (fiber: Fiber | null): number => {
    let count = 0;
    for (let f = fiber; f; f = f.sibling) {
      if (typeof f.type === 'function' || (typeof f.type === 'object' && f.type !== null)) {
        const before = seen.get(f) ?? (f.alternate ? seen.get(f.alternate) : undefined);
        if (!before || before[0] !== f.memoizedProps || before[1] !== f.memoizedState) count++;
        const now: [unknown, unknown] = [f.memoizedProps, f.memoizedState];
        seen.set(f, now);
        if (f.alternate) seen.set(f.alternate, now);
      }
      count += rendered(f.child);
    }
    return count;
  };
  const w = window as unknown as {
    commits: typeof commits;
    __REACT_DEVTOOLS_GLOBAL_HOOK__: object;
  };
  w.commits = commits;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      if (!inTask) {
        // A message posted now is delivered in a later task: until then, commits share this one.
        task++;
        inTask = true;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (inTask = false);
        channel.port2.postMessage(null);
      }
      commits.push({ task, rendered: rendered(root.current.child) });
    },
  };
}

test.describe('hydration', () => {
  for (const path of ['/book-shipment', '/check-rate'])
    test(`${path} is not rendered again in the task of hydration's commit`, async ({
      page,
      errors,
      w,
      language,
    }) => {
      test.skip(language === 'ar', 'the same code in Arabic');
      await page.addInitScript(recordCommits);
      await page.goto(w.path(path));
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      const commits = await page.evaluate(
        () => (window as unknown as { commits: { task: number; rendered: number }[] }).commits,
      );
      // Hydration's commit is the one that brings the page's components in: the largest.
      const hydration = commits.reduce((a, b) => (b.rendered > a.rendered ? b : a));
      expect(hydration.rendered, 'the hook saw the page hydrate').toBeGreaterThan(100);
      const after = commits.slice(commits.indexOf(hydration) + 1);
      const sameTask = after.filter((commit) => commit.task === hydration.task);
      // Before the patches: ~480 components (the whole wizard step) in book-shipment's.
      expect(sameTask.reduce((sum, commit) => sum + commit.rendered, 0)).toBeLessThan(30);
      expect(errors).toEqual([]);
    });
});
