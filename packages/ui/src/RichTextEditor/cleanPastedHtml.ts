/**
 * Tidies HTML pasted from Word, Google Docs or web pages before the editor parses it. The editor's
 * schema already drops what it cannot hold (tables, images, spans, unknown tags); this removes what
 * would otherwise leak through or confuse its parse rules: dangerous or invisible elements, Word's
 * namespaced tags and conditional comments, and every attribute but a link's address. The server
 * sanitises again on save and on serve: this is for tidy content, not the security boundary.
 */

/** Elements removed with everything inside them. */
const DROPPED =
  'script, style, iframe, frame, object, embed, meta, link, title, template, noscript, form, input, button, select, textarea, svg, math, canvas, video, audio';

/** The only attributes the editor's nodes read (links and numbered lists). */
const KEPT_ATTRIBUTES = new Set(['href', 'start']);

/** Google Docs and Word mark bold and italic with inline styles, which are about to go. */
function styleToTags(doc: Document): void {
  for (const element of Array.from(doc.body.querySelectorAll<HTMLElement>('[style]'))) {
    const { fontWeight, fontStyle } = element.style;
    // Google Docs wraps the whole paste in <b style="font-weight:normal">: not bold at all.
    if (element.tagName === 'B' && fontWeight === 'normal') {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    if (element.tagName !== 'SPAN') continue;
    const weight = Number(fontWeight);
    const isBold = fontWeight === 'bold' || weight >= 600;
    const isItalic = fontStyle === 'italic';
    if (!isBold && !isItalic) continue;
    let inner: Node[] = Array.from(element.childNodes);
    for (const tag of [isItalic && 'em', isBold && 'strong']) {
      if (!tag) continue;
      const wrapper = doc.createElement(tag);
      wrapper.append(...inner);
      inner = [wrapper];
    }
    element.replaceChildren(...inner);
  }
}

function removeComments(doc: Document): void {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

export function cleanPastedHtml(html: string): string {
  // DOMParser builds an inert document: nothing in it runs or loads.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  styleToTags(doc);
  for (const element of Array.from(doc.body.querySelectorAll(DROPPED))) element.remove();
  removeComments(doc);
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    // Word's <o:p>, <v:shape>, <w:sdt>...: namespaced, never content the site shows.
    if (element.tagName.includes(':')) {
      element.remove();
      continue;
    }
    for (const { name } of Array.from(element.attributes)) {
      if (!KEPT_ATTRIBUTES.has(name.toLowerCase())) element.removeAttribute(name);
    }
  }
  return doc.body.innerHTML;
}
