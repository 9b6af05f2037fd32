import type { Decorator } from '@storybook/react-vite';
import { ar } from '../i18n/ar';
import { i18nOf } from '../i18n/createI18n';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { portalAr } from '../i18n/portalAr';

const arabic = i18nOf('ar', [
  { namespace: 'ui', tree: ar },
  { namespace: 'portal', tree: portalAr },
]);

/**
 * A story as an Arabic page shows it: Arabic words and formats (numbers, dates, KWD through the
 * Arabic Intl locale) and the right-to-left layout. Spread into a story:
 * `export const Arabic: Story = { ...onArabicPage, play: ... }`.
 */
export const onArabicPage: { globals: { direction: 'rtl' }; decorators: Decorator[] } = {
  globals: { direction: 'rtl' },
  decorators: [
    (Story) => (
      <LanguageProvider language="ar" i18n={arabic}>
        <Story />
      </LanguageProvider>
    ),
  ],
};

/** Where a text's first and last characters are drawn, to check what reads left to right. */
export function drawnSpan(element: Element, text: string): { left: number; right: number } {
  const node = [...element.childNodes].find(
    (child): child is Text => child instanceof Text && child.data.includes(text),
  );
  if (!node) throw new Error(`No text node with ${JSON.stringify(text)}`);
  const start = node.data.indexOf(text);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + 1);
  const first = range.getBoundingClientRect();
  range.setStart(node, start + text.length - 1);
  range.setEnd(node, start + text.length);
  const last = range.getBoundingClientRect();
  return { left: first.left, right: last.right };
}
