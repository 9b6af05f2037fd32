import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** One stretch of a line in one font, ready for pdfkit, in the order it is drawn (left to right). */
export interface Piece {
  /** The characters as handed to the font engine (see visualPieces for why some are reversed). */
  text: string;
  /** Drawn with the embedded font (true) or the built-in Latin one (false). */
  embedded: boolean;
  /** Right-to-left: its letters read from right to left once drawn. */
  rtl: boolean;
}

/** Bidi controls and marks steer the algorithm but print nothing. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** The first character that names a script (fontkit picks the run's script and direction by it). */
const SCRIPT_CHARACTER = /[^\p{Script=Common}\p{Script=Inherited}]/u;
/** Of the scripts the embedded font covers, the one fontkit lays out right to left. */
const RTL_SCRIPT = /\p{Script=Arabic}/u;

/** A paragraph's direction from its first strong character (UAX #9 P2-P3); ltr when it has none. */
export function paragraphDirection(text: string): Direction {
  const first = bidi.getEmbeddingLevels(text).paragraphs[0];
  return first && first.level % 2 === 1 ? 'rtl' : 'ltr';
}

/**
 * One line of text cut into pieces in visual order, by the Unicode bidirectional algorithm
 * (bidi-js) and by font. pdfkit draws what it is given left to right and applies no bidi of its
 * own; fontkit shapes each piece (Arabic joining forms via GSUB) and, when the piece's script is
 * Arabic, lays its glyphs out right to left itself. So a piece's text stays in logical order
 * where fontkit will reverse it, and is reversed here where it will not (neutrals such as ', '
 * in a right-to-left run; Arabic-Indic digits in a left-to-right one). Mirrored characters
 * (brackets) are swapped in right-to-left runs, as fontkit does not.
 *
 * `embedded(codePoint)` answers whether a character is drawn with the embedded font;
 * `printable(codePoint)` whether the built-in one can draw it; anything else prints as '?'.
 */
export function visualPieces(
  line: string,
  direction: Direction,
  embedded: (codePoint: number) => boolean,
  printable: (codePoint: number) => boolean,
): Piece[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction);

  // Logical runs of one level and one font.
  const runs: Array<{ level: number; embedded: boolean; chars: string[] }> = [];
  let index = 0;
  for (const ch of line) {
    const level = levels[index]!;
    index += ch.length;
    if (BIDI_CONTROLS.test(ch)) continue;
    const cp = ch.codePointAt(0)!;
    const inEmbedded = embedded(cp);
    let shown = ch;
    if (!inEmbedded && !printable(cp)) shown = '?';
    else if (level % 2 === 1) shown = bidi.getMirroredCharacter(ch) ?? ch;
    const last = runs.at(-1);
    if (last && last.level === level && last.embedded === inEmbedded) last.chars.push(shown);
    else runs.push({ level, embedded: inEmbedded, chars: [shown] });
  }
  if (runs.length === 0) return [];

  // UAX #9 L2 on whole runs: from the highest level down to the lowest odd one, reverse every
  // stretch of runs at that level or higher.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level + ((r.level + 1) % 2)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }

  return runs.map((run) => {
    const rtl = run.level % 2 === 1;
    const logical = run.chars.join('');
    const engineReverses =
      run.embedded && RTL_SCRIPT.test(logical.match(SCRIPT_CHARACTER)?.[0] ?? '');
    const text = engineReverses === rtl ? logical : [...run.chars].reverse().join('');
    return { text, embedded: run.embedded, rtl };
  });
}
