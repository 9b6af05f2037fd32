/**
 * English words of the content-editing components of the back office: the rich-text
 * editor, the picture field, the reorderable list, the English + Arabic field pair and the
 * published badge.
 */
export const contentEn = {
  richText: {
    /** The toolbar's name: which field it formats. */
    toolbar: 'Formatting of {label}',
    bold: 'Bold',
    italic: 'Italic',
    heading2: 'Heading',
    heading3: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    removeLink: 'Remove link',
    undo: 'Undo',
    redo: 'Redo',
    linkDialog: 'Link address',
    linkUrl: 'Address (URL)',
    linkUrlHint: 'A web address (https://...), a site page (/about), an e-mail (mailto:...)',
    linkApply: 'Apply',
    linkCancel: 'Cancel',
    /** The address is not one a link may point to (javascript:, data:, a bare word). */
    linkInvalid:
      'Enter a web address starting with https://, a site path starting with /, mailto: or tel:',
  },
  image: {
    choose: 'Choose picture',
    replace: 'Replace picture',
    remove: 'Remove picture',
    uploading: 'Uploading...',
    none: 'No picture chosen',
    alt: 'Alternative text (English)',
    altHint: 'What the picture shows, for people who cannot see it.',
    altAr: 'Alternative text (Arabic)',
    altArHint: 'Optional: where empty, the English text is used.',
    dimensions: '{width} × {height} pixels',
    uploadFailed: 'The picture could not be uploaded.',
  },
  sortable: {
    moveUp: 'Move {name} up',
    moveDown: 'Move {name} down',
    /** The visible words of the buttons (the accessible names above name the row). */
    up: 'Up',
    down: 'Down',
    empty: 'Nothing here yet.',
    moved: '{name} moved to position {position} of {total}.',
  },
  bilingual: {
    arabic: '{label} (Arabic)',
    arabicHint: 'Optional: where empty, the site shows the English text.',
  },
  publish: { published: 'Published', draft: 'Draft' },
} as const;
