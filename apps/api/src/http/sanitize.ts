import sanitizeHtml from 'sanitize-html';

/** Rich text the CMS content may carry: formatting, lists, links, images, tables. No scripts, no handlers. */
const richText: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
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
