import { expect, type Locator, type Page } from '@playwright/test';
import { referenceName, referenceNames } from './referenceNames.ts';
import { wordsOn } from './words.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An option's exact name, or its counterpart in the other language (countries, services). */
export function optionName(name: string): RegExp {
  return new RegExp(`^(${referenceNames(name).map(escapeRegExp).join('|')})$`);
}

/** A react-aria ComboBox: type into it and pick the matching option from its list box. */
export async function chooseComboBox(page: Page, label: string, optionName: string): Promise<void> {
  await pickComboOption(page, label, optionName);
}

/**
 * Picks an option of a react-aria ComboBox found by its exact accessible name: by its text (typed,
 * then chosen from the list box) or by its position in the full list (0 = the first option).
 * Returns the chosen option's text, checked to be what the field now shows.
 *
 * It waits on what the page shows, never on time: the combo box is not `aria-busy` (its options,
 * for example the cities of the country just chosen, have arrived), its list box is open and
 * holds the option; after the click the field shows the option's text.
 */
export async function pickComboOption(
  scope: Page | Locator,
  label: string,
  option: string | { index: number },
): Promise<string> {
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await expect(input, `${label}: its options have loaded`).not.toHaveAttribute('aria-busy', 'true');
  if (typeof option === 'string') {
    // Typing filters the list and opens it: the name as the page's language writes it, as a
    // visitor would type it (an Arabic page searches its Arabic names and the browser's).
    const typed = referenceName(option, wordsOn(page).language);
    // Already chosen (a form may start on Kuwait): typing the same text changes nothing, so
    // the list would not open.
    if ((await input.inputValue()) === typed) return typed;
    await input.click();
    // Emptied first: a default that arrived since (the list loaded) would make the text the same.
    await input.fill('');
    await input.fill(typed);
  } else if ((await input.getAttribute('aria-expanded')) !== 'true') {
    // The keyboard opens the whole list: one path, with no focus and press handlers racing
    // (a mouse press on the button focuses the box and toggles the list in the same gesture).
    await input.focus();
    await input.press('ArrowDown');
  }
  await expect(input, `${label}: the list is open`).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  const choice =
    typeof option === 'string'
      ? listbox.getByRole('option', { name: optionName(option) })
      : listbox.getByRole('option').nth(option.index);
  await expect(choice).toBeVisible();
  const text = ((await choice.textContent()) ?? '').trim();
  await choice.click();
  await expect(input, `${label} shows the chosen option`).toHaveValue(text);
  await expect(input, `${label}: the list closed`).toHaveAttribute('aria-expanded', 'false');
  return text;
}

/**
 * The trigger button of a react-aria Select: its accessible name is the shown value followed by
 * the label ('Select Service', 'Express Service').
 */
export function selectTrigger(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`(^|\\s)${escapeRegExp(label)}$`) });
}

/**
 * Picks an option of a react-aria Select found by its label: by its text or by its position
 * (0 = the first option). Waits until the trigger no longer reads 'Loading...' (its options, for
 * example the vehicles of a page just opened, have arrived) and the option is listed, then
 * expects the trigger to show it.
 */
export async function pickSelectOption(
  scope: Page | Locator,
  label: string,
  option: string | { index: number },
): Promise<string> {
  const page = 'page' in scope ? scope.page() : scope;
  const trigger = selectTrigger(scope, label);
  await expect(trigger, `${label}: its options have loaded`).not.toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(wordsOn(page).ui.common.loading)}`),
  );
  await trigger.click();
  const listbox = page.getByRole('listbox');
  const choice =
    typeof option === 'string'
      ? listbox.getByRole('option', { name: optionName(option) })
      : listbox.getByRole('option').nth(option.index);
  await expect(choice).toBeVisible();
  const text = ((await choice.textContent()) ?? '').trim();
  await choice.click();
  await expect(listbox).toHaveCount(0);
  await expect(trigger, `${label} shows the chosen option`).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(text)}\\s`),
  );
  return text;
}

/**
 * Types a date ('YYYY-MM-DD') into a react-aria DatePicker found by its label, segment by segment
 * by each segment's type (the order is the page locale's: month first in English, day first in
 * Arabic), and expects the field to hold it.
 */
export async function fillDatePicker(
  scope: Page | Locator,
  label: string,
  iso: string,
  name: string,
): Promise<void> {
  const [year, month, day] = iso.split('-');
  const group = scope.getByRole('group', { name: label, exact: true }).first();
  for (const [type, value] of [
    ['month', month],
    ['day', day],
    ['year', year],
  ] as const) {
    await group.locator(`[role="spinbutton"][data-type="${type}"]`).click();
    await group.page().keyboard.type(value!);
  }
  await expect(scope.locator(`input[type="hidden"][name="${name}"]`)).toHaveValue(iso);
}

/** A file chosen in a ui FileUpload found by its label; its name shows once it is prepared. */
export async function chooseFile(
  scope: Page | Locator,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.locator('input[type="file"]').setInputFiles(file);
  await expect(group.getByText(file.name, { exact: true })).toBeVisible();
}

/**
 * The field a label names, for checking its message: 'line-1 › Weight (Kg)' is the field of
 * that item line; 'select:', 'date:' and 'file:' name react-aria Selects, DatePickers and the ui
 * FileUpload (whose message is tied to their trigger, group or button).
 */
export function fieldByLabel(form: Locator, key: string): Locator {
  const [kind, rest] = /^(select|date|file):/.test(key)
    ? [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)]
    : ['', key];
  const [scope, label] = rest.includes(' › ')
    ? [form.getByTestId(rest.split(' › ')[0]!), rest.split(' › ')[1]!]
    : [form, rest];
  if (kind === 'select') return selectTrigger(scope, label);
  if (kind === 'date') return scope.getByRole('group', { name: label, exact: true }).first();
  if (kind === 'file')
    return scope.getByRole('group', { name: label, exact: true }).getByRole('button').first();
  return scope.getByLabel(label, { exact: true }).first();
}

/**
 * Ticks a react-aria radio or check box: its input is visually hidden under the drawn control, so
 * a person (and this) presses the label; then it is expected to be checked.
 */
export async function tick(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked();
}

/** A toast of react-hot-toast with exactly this text (success and error toasts are role=status). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The error message tied to a field (aria-describedby), as a screen reader hears it. */
export async function fieldError(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts: string[] = [];
  // The ui FileUpload also describes its button by the chosen file's name ('No file chosen').
  for (const id of ids.split(/\s+/).filter((id) => id && !id.endsWith('-status'))) {
    const el = field.page().locator(`[id="${id}"]`);
    if ((await el.count()) > 0) texts.push(((await el.textContent()) ?? '').trim());
  }
  return texts.filter(Boolean).join(' ');
}

/** All texts of a list of locators, trimmed. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => t.trim());
}

/** The next answer of /api/website/<name>: its HTTP status and JSON body (start waiting before the click). */
export async function apiAnswer(
  page: Page,
  name: string,
): Promise<{ status: number; Message: string; body: Record<string, unknown> }> {
  const response = await page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/website/${name}`,
    // Bounded by the test's own timeout: a booking on a loaded machine may take a while.
    { timeout: 0 },
  );
  const body = (await response.json()) as Record<string, unknown>;
  return {
    status: response.status(),
    Message: typeof body.Message === 'string' ? body.Message : '',
    body,
  };
}
