import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
// The site journeys' own wait (that folder is test code, outside the back office's import rules).
import { animationsFinished } from '../../site/e2e/support/animationsFinished';

/**
 * No axe violation on the page as it has settled. Axe reads computed styles at one instant: a
 * colour transition or a fade still running (a button's hover colour, a panel just shown) can
 * read as too little contrast that the settled page does not have. One CI run saw that on the
 * careers preview's Apply button, which passes at rest; so the check waits for the fonts and for
 * running animations and transitions to finish first (at most 3 s), as the site's audits do.
 * `exclude`: selectors left out.
 */
export async function noAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsFinished(page);
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}
