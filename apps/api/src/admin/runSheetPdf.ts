import type { CollectionRow } from '@courier/api-client/admin';
import { openPdf, printable } from '../labels/pdfDocument.ts';

/** The run sheet's columns and their widths in points. */
const columns: [string, number][] = [
  ['Slot', 60],
  ['Booking', 80],
  ['Company / contact', 150],
  ['Phone', 80],
  ['Address', 200],
  ['Kg', 35],
  ['Vehicle / driver', 100],
  ['Signature', 60],
];

/** The day's collection run sheet: one line per collection, by time slot, with a signature box. */
export async function renderRunSheetPdf(date: string, rows: CollectionRow[]): Promise<Buffer> {
  const { doc, done } = openPdf({ Title: `Collection run sheet ${date}`, Subject: 'Collections' });
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 36 });
  doc.font('Helvetica-Bold').fontSize(16).text(`Collection run sheet - ${date}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `${rows.length} collection(s). Printed ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
  doc.moveDown();
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - 72) doc.addPage({ size: 'A4', layout: 'landscape', margin: 36 });
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let height = 0;
    cells.forEach((cell, i) => {
      const width = columns[i]![1];
      doc.text(printable(cell), x, y, { width: width - 4 });
      height = Math.max(height, doc.heightOfString(printable(cell), { width: width - 4 }));
      x += width;
    });
    doc.y = y + height + 6;
    doc
      .moveTo(doc.page.margins.left, doc.y - 3)
      .lineTo(x, doc.y - 3)
      .lineWidth(0.5)
      .stroke();
  };
  drawRow(
    columns.map(([name]) => name),
    true,
  );
  for (const r of rows)
    drawRow(
      [
        `${r.slot}-${r.closing}`,
        r.bookingNo,
        `${r.company}\n${r.contact}`,
        r.phone,
        r.address,
        r.weight,
        [r.vehicle, r.driver].filter(Boolean).join(' / ') || '-',
        '',
      ],
      false,
    );
  doc.end();
  return done;
}
