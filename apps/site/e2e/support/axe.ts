import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe over the whole page: the violations as 'rule: target' lines (none expected). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's protocol: the site's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } })
      .axe;
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const result = await axe.run(document);
    return result.violations.flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`),
    );
  });
}
