import sanitizeHtml from 'sanitize-html';

/** Pictures the site itself serves: the back office's uploads (and the demo artwork). */
const OWN_PICTURE = /^\/media\/(?!.*\.\.)[a-z0-9/_.-]+$/i;

/**
 * Rich text the CMS content may carry: formatting, lists, links, pictures, tables. No scripts, no
 * handlers, and nothing that shapes the page beyond text: no `class` (the editor's toolbar makes
 * none, and a site class such as `fixed inset-0` could lay a block over the whole page) and no
 * picture from another server (a tracking pixel would report every visit).
 */
const richText: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_PICTURE.test(frame.attribs.src ?? ''),
};

/** For HTML fields (descriptions, page content), on the way in and on the way out. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, richText);
}

/** For plain-text fields: every tag removed, text kept. */
export function cleanText(text: string): string {
  // sanitize-html escapes '&' in text; a plain field keeps 'Tom & Sons' as typed.
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&amp;', '&')
    .trim();
}
