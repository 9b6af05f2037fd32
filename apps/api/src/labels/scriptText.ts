import { paragraphDirection, visualPieces, type Direction, type Piece } from './bidiPieces.ts';
import { EMBEDDED, embeddedFontCovers, isWinAnsi, type LatinFont } from './scriptFonts.ts';

/**
 * Text on documents in any script the embedded font covers. A line the built-in Latin font can
 * print goes to pdfkit as before; any other line (an Arabic name, an address with a street
 * number) is cut into bidi pieces and drawn piece by piece in visual order, each with its font.
 */
export interface TextStyle {
  font: LatinFont;
  size: number;
  color?: string;
}
export type Align = 'left' | 'center' | 'right';

/** Helvetica's ascender (AFM, per 1000): where pdfkit puts the baseline of text drawn at y. */
const LATIN_ASCENT = 0.718;
/**
 * Lines of a wrapped block with Arabic: its letters reach 0.9 em above and 0.44 below the
 * baseline; the first baseline sits near a Latin one (0.718) so a table row reads level.
 */
const BLOCK_LINE_HEIGHT = 1.4;
const BLOCK_BASELINE = 0.82;

/** Newlines and tabs become spaces; the ends are trimmed. */
export function clean(value: unknown): string {
  return String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();
}

/** Whether any character of the text is beyond what the built-in fonts print. */
function needsEmbeddedFont(text: string): boolean {
  for (const ch of text) if (!isWinAnsi(ch.codePointAt(0)!)) return true;
  return false;
}

/** In a line that needs it, the embedded font draws every character it has (one look per line). */
function piecesOf(text: string, direction: Direction): Piece[] {
  return visualPieces(text, direction, embeddedFontCovers, isWinAnsi);
}

function setPieceFont(doc: PDFKit.PDFDocument, piece: Piece, style: TextStyle): void {
  doc.font(piece.embedded ? EMBEDDED[style.font] : style.font).fontSize(style.size);
}

/**
 * `features: []` makes pdfkit lay a piece out in one fontkit call: without it pdfkit lays out
 * word by word and joins the words left to right, which reverses the word order of Arabic.
 */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

function piecesWidth(doc: PDFKit.PDFDocument, pieces: Piece[], style: TextStyle): number {
  let width = 0;
  for (const piece of pieces) {
    setPieceFont(doc, piece, style);
    width += doc.widthOfString(piece.text, WHOLE_RUN);
  }
  return width;
}

/** The width of one line of text in the style, measured with the fonts it will be drawn in. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  if (!needsEmbeddedFont(text))
    return doc.font(style.font).fontSize(style.size).widthOfString(text);
  return piecesWidth(doc, piecesOf(text, paragraphDirection(text)), style);
}

/**
 * Draws pieces left to right from x on one baseline. The text layer needs no ActualText: the
 * font has a glyph per letter form, so readers map glyphs back to letters and put them in logical
 * order themselves (Poppler would reverse an ActualText given in logical order).
 */
function drawPieces(
  doc: PDFKit.PDFDocument,
  pieces: Piece[],
  x: number,
  baseline: number,
  style: TextStyle,
): void {
  let cx = x;
  for (const piece of pieces) {
    setPieceFont(doc, piece, style);
    doc.fillColor(style.color ?? 'black');
    doc.text(piece.text, cx, baseline, { ...WHOLE_RUN, lineBreak: false, baseline: 'alphabetic' });
    cx += doc.widthOfString(piece.text, WHOLE_RUN);
  }
}

/** Where a line of this width starts; 'left' means the start, so a right-to-left line sits right. */
function startX(x: number, width: number, used: number, align: Align, direction: Direction) {
  const side = align === 'left' && direction === 'rtl' ? 'right' : align;
  if (side === 'right') return x + width - used;
  if (side === 'center') return x + (width - used) / 2;
  return x;
}

/** The document set to the style's own font, size and colour (text no embedded font needs). */
function inOwnFont(doc: PDFKit.PDFDocument, style: TextStyle): PDFKit.PDFDocument {
  return doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? 'black');
}

/**
 * One line, no wrapping, top at y as pdfkit places Helvetica (so a line in Arabic sits on the
 * baseline a Latin one would).
 */
export function drawTextLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { width: number; align?: Align },
): void {
  const align = style.align ?? 'left';
  if (!needsEmbeddedFont(text)) {
    inOwnFont(doc, style).text(text, x, y, { width: style.width, align, lineBreak: false });
    return;
  }
  const direction = paragraphDirection(text);
  const pieces = piecesOf(text, direction);
  const used = piecesWidth(doc, pieces, style);
  const left = startX(x, style.width, used, align, direction);
  drawPieces(doc, pieces, left, y + LATIN_ASCENT * style.size, style);
}

/** Greedy wrapping at spaces, in logical order; a word wider than the box keeps a line alone. */
function wrapLines(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number) {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(doc, candidate, style) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The height drawTextBlock will take. */
export function textBlockHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle & { width: number },
): number {
  if (!needsEmbeddedFont(text)) {
    return doc.font(style.font).fontSize(style.size).heightOfString(text, { width: style.width });
  }
  return wrapLines(doc, text, style, style.width).length * BLOCK_LINE_HEIGHT * style.size;
}

/**
 * Text wrapped to a width from top y; answers the y below it (and leaves doc.y there, as
 * pdfkit's own text does). Every line of a paragraph takes the paragraph's direction.
 */
export function drawTextBlock(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { width: number; align?: Align },
): number {
  const align = style.align ?? 'left';
  if (!needsEmbeddedFont(text)) {
    inOwnFont(doc, style).text(text, x, y, { width: style.width, align });
    return doc.y;
  }
  const direction = paragraphDirection(text);
  let top = y;
  for (const line of wrapLines(doc, text, style, style.width)) {
    const pieces = piecesOf(line, direction);
    const used = piecesWidth(doc, pieces, style);
    const left = startX(x, style.width, used, align, direction);
    drawPieces(doc, pieces, left, top + BLOCK_BASELINE * style.size, style);
    top += BLOCK_LINE_HEIGHT * style.size;
  }
  doc.x = x;
  doc.y = top;
  return top;
}
