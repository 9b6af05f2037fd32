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
  const node =
    [...element.childNodes].find(
      (child): child is Text => child instanceof Text && child.data.includes(text),
    ) ?? descendantTextWith(element, text);
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

/** The first text node under `element` (at any depth) holding `text`. */
function descendantTextWith(element: Element, text: string): Text | undefined {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text && node.data.includes(text)) return node;
  }
  return undefined;
}

/**
 * Whether `text` (one line's worth, inside the element's text at any depth) is drawn left to
 * right: its first character left of its last. English content on an Arabic page laid out right
 * to left draws a closing '.', '?' or '+' at the left ('.door', '?shipment', '+1850').
 */
export function drawnLeftToRight(element: Element, text: string): boolean {
  const { left, right } = drawnSpan(element, text);
  return left < right;
}
