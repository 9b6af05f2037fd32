import { Fragment, type ReactNode } from 'react';

/**
 * Mixed direction. Inside Arabic text the Unicode bidi algorithm reorders runs of
 * digits and Latin letters with the neutral characters between them: '+965 2222 3333' would show
 * as '3333 2222 +965', and an AWB next to a number or a '-' can swap places with it. These two
 * wrappers isolate such values (`<bdi>`, so the text around them is not reordered either); on an
 * English page they change nothing that is seen or read.
 */

/**
 * A value that always reads left to right, whatever the page: tracking numbers and AWBs, phone
 * and fax numbers, e-mail addresses, postcodes, reference and booking numbers, URLs, codes.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** Letters of any script: a text with none (digits, signs, spaces) has no direction of its own. */
const LETTER = /\p{L}/u;

/**
 * Text whose direction is its own: what people typed (names, addresses, in either script) and
 * amounts ('12.50 د.ك' reads right to left, 'KWD 12.50' left to right). The browser takes the
 * direction of the first letter; a text without letters (a phone number, a time range of digits)
 * reads left to right, where a plain `<bdi>` would take the page's right-to-left direction.
 */
export function Isolate({ children, className }: { children: string; className?: string }) {
  return (
    <bdi dir={isolateDir(children)} className={className}>
      {children}
    </bdi>
  );
}

/** Runs the text isolates itself (FSI, LRI or RLI ... PDI), as the API's Arabic places do. */
const ISOLATED_RUN = /[\u2066-\u2068][^\u2069]*\u2069/gu;
const FIRST_RTL = /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * The `dir` of an Isolate: none (the browser takes the first letter's) for a plain text, 'ltr'
 * for a text without letters, and for a text holding isolated runs ('\u2068Shuwaikh Hub\u2069،
 * الكويت', an Arabic place around a Latin name) the direction of its first letter outside them,
 * which the browser's first-letter rule does not skip to.
 */
export function isolateDir(text: string): 'ltr' | 'rtl' | undefined {
  if (!LETTER.test(text)) return 'ltr';
  if (!/[\u2066-\u2068]/u.test(text)) return undefined;
  const outside = text.replace(ISOLATED_RUN, '');
  if (!LETTER.test(outside)) return undefined;
  return FIRST_RTL.test(outside) ? 'rtl' : 'ltr';
}

/**
 * A code for a message string (a catalogue's argument, an accessible name), where no element can
 * isolate it: wrapped in the Unicode isolates LRI and PDI, which work like `<bdi dir="ltr">`.
 * Only for right-to-left pages: English strings stay byte for byte as the spec writes them.
 */
export const ltrText = (code: string): string => `\u2066${code}\u2069`;

/**
 * A name in a message string on a right-to-left page ('Salmiya Electronics Co.' in an Arabic
 * sentence): wrapped in FSI and PDI, which work like `<bdi>` (the name's own first letter decides),
 * so its full stop stays at its end instead of jumping to the other side ('.Salmiya ...').
 */
export const isolatedText = (name: string): string => `\u2068${name}\u2069`;

/** Letters of the right-to-left scripts, and letters of any script. */
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/gu;
const ANY_LETTER = /\p{L}/gu;

/**
 * The `dir` of an element holding back-office content: titles, summaries, bodies (HTML: its tags
 * and entities are not counted), FAQ questions and answers, slide texts, card texts, labels of
 * figures. The API answers each field in the page's language when the row has a translation and
 * in English otherwise, so an Arabic page can hold English paragraphs; laid out right to left,
 * their full stop, question mark or leading '209+' land at the wrong end ('.Door to door',
 * '?How do I track'). The direction is that of most of the text's letters: unlike dir="auto"
 * (the first letter), an Arabic paragraph that opens with a Latin name ('Khaled Al-Rashid، المدير
 * العام') stays right to left. Undefined for a text without letters (it keeps the page's). The
 * site's own words (the catalogues) never take it: they keep the page's direction.
 */
export function contentDir(text: string | undefined): 'ltr' | 'rtl' | undefined {
  const words = (text ?? '').replace(/<[^>]*>|&#?\w+;/g, ' ');
  const letters = words.match(ANY_LETTER)?.length ?? 0;
  if (letters === 0) return undefined;
  const rtl = words.match(RTL_LETTER)?.length ?? 0;
  return rtl * 2 >= letters ? 'rtl' : 'ltr';
}

/**
 * An e-mail address, left to right like `Ltr`, that a narrow column breaks only after its '@' or
 * before a dot (word break opportunities), never inside a name ('penang@courierexpress.c' / 'om.kw'
 * on a phone); a part wider than the whole line still breaks rather than overflow.
 */
export function EmailAddress({ address, className = '' }: { address: string; className?: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <bdi dir="ltr" className={`wrap-break-word ${className}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
