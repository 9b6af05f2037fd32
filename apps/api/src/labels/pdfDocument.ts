import PDFDocument from 'pdfkit';
import { registerScriptFonts, type LatinFont } from './scriptFonts.ts';
import { textWidth } from './scriptText.ts';

/**
 * For documents drawn in the built-in fonts only (the run sheet): they encode WinAnsi, other
 * characters would print as garbage, so they become '?'. Labels and invoices draw other scripts
 * through scriptText.ts instead.
 */
export function printable(value: unknown): string {
  return String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .trim();
}

/**
 * A pdfkit document without an automatic first page, and the promise of its bytes; the embedded
 * script fonts are registered (and embedded only where a text uses them).
 */
export function openPdf(info: { Title: string; Subject: string }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({ autoFirstPage: false, info: { ...info, Creator: 'courier api' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerScriptFonts(doc);
  return { doc, done };
}

/**
 * Font size at which text fits width on one line (never above size, never below min), measured
 * in the fonts it is drawn with (the embedded one for Arabic).
 */
export function fittingSize(
  doc: PDFKit.PDFDocument,
  text: string,
  font: LatinFont,
  size: number,
  width: number,
  min = 5,
): number {
  const w = textWidth(doc, text, { font, size });
  return w <= width ? size : Math.max(min, (size * width) / w);
}
