import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** Chooses an option of a native <select> found by its label, waiting until the option exists. */
export async function selectOption(page: Page | Locator, label: string, option: string | { index: number }): Promise<string> {
  const select = page.getByLabel(label, { exact: true });
  if (typeof option === 'string') {
    await select.locator('option', { hasText: option }).first().waitFor({ state: 'attached' });
    await select.selectOption({ label: option });
    return option;
  }
  // By index (0 = the first real option after the placeholder).
  const real = select.locator('option:not([value=""])');
  await real.nth(option.index).waitFor({ state: 'attached' });
  const value = await real.nth(option.index).getAttribute('value');
  const text = (await real.nth(option.index).textContent()) ?? '';
  await select.selectOption(value ?? '');
  return text.trim();
}

/** A react-aria ComboBox: type into it and pick the matching option from its list box. */
export async function chooseComboBox(page: Page, label: string, optionName: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(optionName);
  await page.getByRole('option', { name: optionName, exact: true }).click();
  assert.equal(await input.inputValue(), optionName, `${label} shows the chosen option`);
}

/**
 * Picks an option of a react-aria ComboBox found by its exact accessible name: by its text (typed,
 * then chosen from the list box) or by its position in the full list (0 = the first option).
 * Returns the chosen option's text, checked to be what the field now shows.
 */
export async function pickComboOption(scope: Page | Locator, label: string, option: string | { index: number }): Promise<string> {
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope.getByRole('combobox', { name: label, exact: true });
  const choice =
    typeof option === 'string'
      ? page.getByRole('option', { name: option, exact: true })
      : page.getByRole('listbox').getByRole('option').nth(option.index);
  // A combo box whose options are still loading opens no list; like a person, try again.
  for (let attempt = 1; ; attempt += 1) {
    await input.click();
    if (typeof option === 'string') await input.fill(option);
    try {
      await choice.waitFor({ timeout: 2_000 });
      break;
    } catch (error) {
      if (attempt === 8) throw error;
      await input.press('Escape');
      await input.blur();
    }
  }
  const text = ((await choice.textContent()) ?? '').trim();
  await choice.click();
  assert.equal(await input.inputValue(), text, `${label} shows the chosen option`);
  return text;
}

/** A toast of react-hot-toast with exactly this text (success and error toasts are role=status). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The error message tied to a field (aria-describedby), as a screen reader hears it. */
export async function fieldError(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts: string[] = [];
  for (const id of ids.split(/\s+/).filter(Boolean)) {
    const el = field.page().locator(`[id="${id}"]`);
    if ((await el.count()) > 0) texts.push(((await el.textContent()) ?? '').trim());
  }
  return texts.filter(Boolean).join(' ');
}

/** KWD with 2 decimals, as the spec shows money: 'KWD 1,234.50'. */
export const KWD_AMOUNT = /^KWD -?\d{1,3}(,\d{3})*\.\d{2}$/;

/** 'KWD 1,234.50' -> 123450 (hundredths), to check sums without float drift. */
export function kwdHundredths(text: string): number {
  const match = /^KWD (-?)([\d,]+)\.(\d{2})$/.exec(text.trim());
  assert.ok(match, `'${text}' is KWD with 2 decimals`);
  const whole = Number(match[2]!.replaceAll(',', ''));
  return (match[1] ? -1 : 1) * (whole * 100 + Number(match[3]));
}

/** All texts of a list of locators, trimmed. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => t.trim());
}

/** The next answer of /api/website/<name>: its HTTP status and JSON body (start waiting before the click). */
export async function apiAnswer(page: Page, name: string): Promise<{ status: number; Message: string; body: Record<string, unknown> }> {
  const response = await page.waitForResponse((r) => new URL(r.url()).pathname === `/api/website/${name}`, { timeout: 30_000 });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status(), Message: typeof body.Message === 'string' ? body.Message : '', body };
}
