import { createElement, type ReactNode } from 'react';

/**
 * Rich text rendered for the preview without ever handing markup to innerHTML: the HTML is parsed
 * into an inert document (DOMParser runs no script and loads nothing) and rebuilt as React
 * elements, keeping only the tags, attributes and link schemes the API's sanitiser keeps
 * (apps/api/src/http/sanitize.ts: sanitize-html's defaults plus img, h1, h2, span). Like it, a
 * refused tag's text is kept, except for script-like tags whose content is dropped with them.
 */

const ALLOWED_TAGS = new Set(
  (
    'address article aside footer header h1 h2 h3 h4 h5 h6 hgroup main nav section blockquote dd ' +
    'div dl dt figcaption figure hr li ol p pre ul a abbr b bdi bdo br cite code data dfn em i kbd ' +
    'mark q rb rp rt rtc ruby s samp small span strong sub sup time u var wbr caption col colgroup ' +
    'table tbody td tfoot th thead tr img'
  ).split(' '),
);
/** Dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
/** Elements whose whitespace-only text React must not be given (invalid DOM nesting). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/** A link or picture address the sanitiser lets through: relative, or one of its schemes. */
export function isSafeUrl(value: string, tag: string): boolean {
  // Browsers skip control characters and whitespace inside a scheme ('java\tscript:'): so do we.
  const trimmed = Array.from(value)
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('');
  if (trimmed.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (!scheme) return true;
  if (tag === 'img' && scheme === 'data') return /^data:image\//i.test(trimmed);
  return SCHEMES.includes(`${scheme}:`);
}

function attributesOf(element: Element, tag: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const name of [...(ATTRIBUTES[tag] ?? []), 'class']) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value, tag)) continue;
    props[name === 'class' ? 'className' : name] = value;
  }
  if (tag === 'a') props.rel = 'noopener noreferrer';
  return props;
}

function toReact(node: Node, key: number, parentTag: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return TABLE_PARTS.has(parentTag) && !text.trim() ? null : text;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes).map((child, i) => toReact(child, i, tag));
  if (!ALLOWED_TAGS.has(tag)) return children;
  const isVoid = ['br', 'hr', 'img', 'col', 'wbr'].includes(tag);
  return createElement(tag, { key, ...attributesOf(element, tag) }, isVoid ? undefined : children);
}

/** The site's rich-text look (apps/site .prose-html), written as utilities on the wrapper. */
const PROSE =
  'leading-7 [&_a]:text-navy-700 [&_a]:underline [&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6';

export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <div className={`${PROSE} ${className}`}>
      {Array.from(body.childNodes).map((node, i) => toReact(node, i, 'div'))}
    </div>
  );
}
