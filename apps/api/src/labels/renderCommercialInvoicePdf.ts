import { code128Bars } from './code128Bars.ts';
import { INVOICE_COPIES, type CommercialInvoice, type InvoiceParty } from './commercialInvoice.ts';
import { openPdf } from './pdfDocument.ts';
import { BOLD, REGULAR } from './scriptFonts.ts';
import { clean, drawTextBlock, textBlockHeight } from './scriptText.ts';

const A4: [number, number] = [595.28, 841.89];
const M = 40;
const WIDTH = A4[0] - 2 * M;

/** Item table columns: title, width in points, alignment. */
const COLUMNS = [
  ['No.', 22, 'left'],
  ['Description of goods', 120, 'left'],
  ['HS code', 52, 'left'],
  ['Origin', 46, 'left'],
  // Wide enough for '999 Pieces' on one line at the rows' 8.5 pt.
  ['Qty', 62, 'right'],
  ['Unit value', 60, 'right'],
  ['Total value', 72, 'right'],
  ['Weight kg', 81.28, 'right'],
] as const;

const money = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');

/**
 * The commercial invoice customs asks for on goods crossing a border: shipper, receiver, item
 * lines, currency, declared value, reason for export, declaration and signature line; printed in
 * three copies (one page each, more when the item lines need them).
 */
export function renderCommercialInvoicePdf(
  invoice: CommercialInvoice,
  companyName: string,
): Promise<Buffer> {
  const { doc, done } = openPdf({
    Title: `Commercial invoice ${invoice.invoiceNumber}`,
    Subject: `AWB ${invoice.awb}`,
  });
  INVOICE_COPIES.forEach((copy, i) =>
    drawCopy(doc, invoice, companyName, `${copy} (${i + 1} of ${INVOICE_COPIES.length})`),
  );
  doc.end();
  return done;
}

function drawCopy(
  doc: PDFKit.PDFDocument,
  inv: CommercialInvoice,
  companyName: string,
  copy: string,
): void {
  doc.addPage({ size: A4, margin: M });
  const write = (
    t: string,
    x: number,
    y: number,
    opts: {
      size?: number;
      bold?: boolean;
      width?: number;
      align?: 'left' | 'right' | 'center';
    } = {},
  ) => {
    // Parties and goods may be written in Arabic: shaped, right to left, against the right edge.
    return drawTextBlock(doc, clean(t), x, y, {
      font: opts.bold ? BOLD : REGULAR,
      size: opts.size ?? 9,
      width: opts.width ?? WIDTH,
      align: opts.align ?? 'left',
    });
  };

  // Heading: title, copy, invoice number, date, AWB with its barcode.
  write('COMMERCIAL INVOICE', M, M, { size: 20, bold: true });
  write(copy, M, M + 24, { size: 9, bold: true });
  write(companyName, M, M, { size: 10, bold: true, align: 'right' });
  const facts: Array<[string, string]> = [
    ['Invoice no.', inv.invoiceNumber],
    ['Date', inv.date],
    ['Air waybill', inv.awb],
    ['Service', inv.serviceName],
    ['Shipper reference', inv.reference || '-'],
  ];
  let y = M + 44;
  for (const [k, v] of facts) {
    write(k, M, y, { size: 8 });
    write(v, M + 90, y, { size: 9, bold: true, width: 180 });
    y += 12;
  }
  drawAwbBarcode(doc, inv.awb, M + 300, M + 44, WIDTH - 300, 40);
  write(inv.awb, M + 300, M + 88, { size: 9, bold: true, width: WIDTH - 300, align: 'center' });

  // Parties side by side.
  y = Math.max(y, M + 104) + 8;
  const half = (WIDTH - 12) / 2;
  const yEnd = Math.max(
    y + 100,
    party(doc, 'SHIPPER / EXPORTER', inv.shipper, M, y, half),
    party(doc, 'RECEIVER / CONSIGNEE', inv.receiver, M + half + 12, y, half),
  );
  // One height for both boxes, so they read as a pair.
  doc
    .rect(M, y, half, yEnd - y)
    .lineWidth(0.8)
    .stroke();
  doc
    .rect(M + half + 12, y, half, yEnd - y)
    .lineWidth(0.8)
    .stroke();

  // Shipment terms.
  y = yEnd + 10;
  const terms: Array<[string, string]> = [
    ['Currency', inv.currency],
    ['Reason for export', inv.reasonForExport],
    ['Pieces', String(inv.pieces)],
    ['Gross weight', `${inv.grossWeightKg.toFixed(2)} kg`],
  ];
  const cell = WIDTH / terms.length;
  terms.forEach(([k, v], i) => {
    doc
      .rect(M + i * cell, y, cell, 30)
      .lineWidth(0.6)
      .stroke();
    write(k, M + i * cell + 4, y + 4, { size: 7, width: cell - 8 });
    write(v, M + i * cell + 4, y + 15, { size: 9, bold: true, width: cell - 8 });
  });
  y += 40;

  // Item lines; a long list continues on further pages of the same copy.
  const header = (top: number) => {
    doc.rect(M, top, WIDTH, 16).fill('#e6e6e6');
    let x = M;
    for (const [title, w, align] of COLUMNS) {
      write(title, x + 3, top + 4, { size: 7.5, bold: true, width: w - 6, align });
      x += w;
    }
    return top + 16;
  };
  y = header(y);
  inv.lines.forEach((line, i) => {
    const values = [
      String(i + 1),
      line.description,
      line.hsCode,
      line.countryOfOrigin,
      `${line.quantity} ${line.unit}`.trim(),
      money(line.unitValue),
      money(line.totalValue),
      line.weightKg.toFixed(2),
    ];
    // The row is as tall as its tallest cell, so a wrapped cell never runs under the row line.
    const h = Math.max(
      16,
      ...COLUMNS.map(
        ([, w], c) =>
          textBlockHeight(doc, clean(values[c] ?? ''), { font: REGULAR, size: 8.5, width: w - 6 }) +
          6,
      ),
    );
    if (y + h > A4[1] - 190) {
      write(`${copy} - continued on next page`, M, y + 4, { size: 8 });
      doc.addPage({ size: A4, margin: M });
      y = header(M);
    }
    let x = M;
    COLUMNS.forEach(([, w, align], c) => {
      write(values[c] ?? '', x + 3, y + 4, { size: 8.5, width: w - 6, align });
      x += w;
    });
    doc
      .moveTo(M, y + h)
      .lineTo(M + WIDTH, y + h)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke();
    doc.strokeColor('black');
    y += h;
  });

  // Totals.
  y += 6;
  write('Total declared value', M + 250, y, { size: 10, bold: true, width: 130 });
  write(`${inv.currency} ${money(inv.declaredValue)}`, M + 380, y, {
    size: 10,
    bold: true,
    width: WIDTH - 380,
    align: 'right',
  });
  y += 16;
  write('Total gross weight', M + 250, y, { size: 9, width: 130 });
  write(`${inv.grossWeightKg.toFixed(2)} kg`, M + 380, y, {
    size: 9,
    width: WIDTH - 380,
    align: 'right',
  });
  if (inv.lines.some((l) => !l.hsCode || !l.countryOfOrigin)) {
    y += 16;
    write(
      'HS code and country of origin: where blank, the shipper writes them in before signing.',
      M,
      y,
      { size: 7.5 },
    );
  }

  // Declaration and signature, anchored to the bottom of the page.
  const bottom = A4[1] - M - 110;
  write(
    'I declare that the information in this invoice is true and correct, and that the contents of this shipment are as stated above.',
    M,
    bottom,
    { size: 8.5 },
  );
  const sy = bottom + 60;
  for (const [label, x, w] of [
    ['Signature', M, 200],
    ['Name and title', M + 220, 150],
    ['Date', M + 390, WIDTH - 390],
  ] as const) {
    doc
      .moveTo(x, sy)
      .lineTo(x + w, sy)
      .lineWidth(0.8)
      .stroke();
    write(label, x, sy + 4, { size: 8, width: w });
  }
}

/** Writes a party's block; answers where its text ends (the caller draws the box). */
function party(
  doc: PDFKit.PDFDocument,
  title: string,
  p: InvoiceParty,
  x: number,
  y: number,
  width: number,
): number {
  const lines = [
    p.contact ? `Attn: ${p.contact}` : '',
    ...p.addressLines,
    p.cityLine,
    p.country,
    p.phone ? `Tel ${p.phone}` : '',
    p.email,
  ]
    .map(clean)
    .filter(Boolean);
  const inner = { width: width - 12 };
  drawTextBlock(doc, title, x + 6, y + 6, { ...inner, font: BOLD, size: 7.5 });
  drawTextBlock(doc, clean(p.name), x + 6, doc.y + 2, { ...inner, font: BOLD, size: 10 });
  for (const l of lines)
    drawTextBlock(doc, l, x + 6, doc.y + 1, { ...inner, font: REGULAR, size: 9 });
  return doc.y + 6;
}

function drawAwbBarcode(
  doc: PDFKit.PDFDocument,
  awb: string,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const pattern = code128Bars(awb);
  const module = Math.min(width / (pattern.modules + 20), 1.6);
  const left = x + (width - pattern.modules * module) / 2;
  for (const bar of pattern.bars) doc.rect(left + bar.x * module, y, bar.width * module, height);
  doc.fill('black');
}
