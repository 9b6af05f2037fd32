import PDFDocument from 'pdfkit';

/**
 * The built-in PDF fonts encode WinAnsi only; other characters would print as garbage, so they
 * become '?' (carrier documents are filled in Latin script).
 */
export function printable(value: unknown): string {
  return String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .trim();
}

/** A pdfkit document without an automatic first page, and the promise of its bytes. */
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
  return { doc, done };
}

/** Font size at which text fits width on one line (never above size, never below min). */
export function fittingSize(
  doc: PDFKit.PDFDocument,
  text: string,
  font: string,
  size: number,
  width: number,
  min = 5,
): number {
  doc.font(font).fontSize(size);
  const w = doc.widthOfString(text);
  return w <= width ? size : Math.max(min, (size * width) / w);
}
