import type { Page } from '@playwright/test';

/**
 * Types an ISO date ('2026-12-03') into the back office's date field named `label`, the way staff
 * do: day, month and year into its segments, in the product's dd/mm/yyyy order.
 */
export async function fillDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}
