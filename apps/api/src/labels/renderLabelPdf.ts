import PDFDocument from 'pdfkit';
import { code128Bars } from './code128Bars.ts';

export interface LabelParty {
  name: string;
  contactPerson?: string;
  addressLines: string[];
  city: string;
  zip?: string;
  country: string;
  phone: string;
}

/** What a label shows: the wiring step maps a stored shipment to this. */
export interface LabelShipment {
  awb: string;
  /** Booking date as shown to people, e.g. 2026-11-22. */
  shipmentDate: string;
  service: string;
  pieces: number;
  weights: { actualKg: number; volumetricKg: number; chargeableKg: number };
  sender: LabelParty;
  receiver: LabelParty;
  contents?: string;
  reference?: string;
}

export type LabelSize = 'A4' | '4x6';
export interface LabelOptions {
  size: LabelSize;
  /** Printed in the header. */
  companyName?: string;
}

/** Page sizes in PDF points (1/72 inch). A4 is 210 x 297 mm; 4x6 is the thermal label roll. */
export const LABEL_PAGE_SIZES: Record<LabelSize, readonly [number, number]> = {
  A4: [595.28, 841.89],
  '4x6': [288, 432],
};

/**
 * The built-in PDF fonts encode WinAnsi only; other characters would print as garbage, so they
 * become '?' (carrier labels are filled in Latin script).
 */
function printable(value: unknown): string {
  return String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .trim();
}

const kg = (n: number) => `${Number.isFinite(n) ? n.toFixed(2) : '-'} kg`;

function assertShipment(s: LabelShipment): void {
  if (!s || typeof s.awb !== 'string' || !/^[A-Za-z0-9-]{1,40}$/.test(s.awb)) {
    throw new Error('A label needs an airway bill number of letters and digits.');
  }
  if (!s.sender || !s.receiver || !s.weights)
    throw new Error('A label needs sender, receiver and weights.');
}

type Block =
  | { kind: 'text'; text: string; size: number; bold?: boolean; align?: 'left' | 'center' }
  | { kind: 'rule' }
  | { kind: 'barcode' };

/** The label's content top to bottom, sizes in points for the 4x6 inch label. */
function blocks(shipment: LabelShipment, companyName: string): Block[] {
  const text = (
    t: string,
    size: number,
    bold = false,
    align: 'left' | 'center' = 'left',
  ): Block => ({
    kind: 'text',
    text: printable(t),
    size,
    bold,
    align,
  });
  const party = (title: string, p: LabelParty, nameSize: number): Block[] => [
    text(title, 7, true),
    text(p.name, nameSize, true),
    ...(p.contactPerson ? [text(`Attn: ${p.contactPerson}`, 8)] : []),
    ...(p.addressLines ?? []).filter((a) => printable(a) !== '').map((a) => text(a, 8)),
    text([p.city, p.zip, p.country].map(printable).filter(Boolean).join(', '), 9, true),
    text(`Tel: ${p.phone}`, 8),
  ];
  const { actualKg, volumetricKg, chargeableKg } = shipment.weights;
  return [
    text(companyName, 13, true),
    text(`Service: ${shipment.service}    Date: ${shipment.shipmentDate}`, 8),
    { kind: 'rule' },
    { kind: 'barcode' },
    text(shipment.awb, 12, true, 'center'),
    text('AIRWAY BILL NUMBER', 6, false, 'center'),
    { kind: 'rule' },
    ...party('FROM (SENDER)', shipment.sender, 9),
    { kind: 'rule' },
    ...party('TO (RECEIVER)', shipment.receiver, 12),
    { kind: 'rule' },
    text(`Pieces: ${shipment.pieces}`, 9, true),
    text(`Actual weight: ${kg(actualKg)}`, 8),
    text(`Volumetric weight: ${kg(volumetricKg)}`, 8),
    text(`Chargeable weight: ${kg(chargeableKg)}`, 9, true),
    ...(shipment.contents ? [text(`Contents: ${shipment.contents}`, 8)] : []),
    ...(shipment.reference ? [text(`Reference: ${shipment.reference}`, 8)] : []),
  ];
}

const BARCODE_HEIGHT = 48;
const RULE_GAP = 5;
const LINE_GAP = 1;

/** One A4 or 4x6 inch label as a PDF: parties, pieces, weights, service, date and the AWB barcode. */
export function renderLabelPdf(shipment: LabelShipment, options: LabelOptions): Promise<Buffer> {
  assertShipment(shipment);
  const size = LABEL_PAGE_SIZES[options?.size];
  if (!size) return Promise.reject(new Error("Label size must be 'A4' or '4x6'."));
  const [pageWidth, pageHeight] = size;
  // Laid out for the 4x6 inch label and scaled up for A4.
  const k = pageWidth / LABEL_PAGE_SIZES['4x6'][0];
  const margin = 14 * k;
  const width = pageWidth - 2 * margin;

  const doc = new PDFDocument({
    size: [...size],
    margin,
    info: {
      Title: `Shipping label ${shipment.awb}`,
      Subject: `AWB ${shipment.awb}`,
      Creator: 'courier api',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const content = blocks(shipment, options.companyName ?? 'Express Courier');
  const font = (b: Extract<Block, { kind: 'text' }>, scale: number) =>
    doc.font(b.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(b.size * k * scale);
  const heightOf = (scale: number) =>
    content.reduce((h, b) => {
      if (b.kind === 'rule') return h + RULE_GAP * k;
      if (b.kind === 'barcode') return h + (BARCODE_HEIGHT + 3) * k;
      return h + font(b, scale).heightOfString(b.text, { width }) + LINE_GAP * k;
    }, 0);
  // Long addresses wrap; shrink the text until the label fits on one page (never a second page).
  let scale = 1;
  while (scale > 0.4 && heightOf(scale) > pageHeight - 2 * margin) scale *= 0.92;

  let y = margin;
  for (const b of content) {
    if (b.kind === 'rule') {
      doc
        .moveTo(margin, y)
        .lineTo(margin + width, y)
        .lineWidth(0.8 * k)
        .stroke();
      y += RULE_GAP * k;
    } else if (b.kind === 'barcode') {
      const pattern = code128Bars(shipment.awb);
      const quiet = 10;
      const moduleWidth = Math.min(width / (pattern.modules + 2 * quiet), 2.2 * k);
      const left = margin + (width - pattern.modules * moduleWidth) / 2;
      for (const bar of pattern.bars)
        doc.rect(left + bar.x * moduleWidth, y, bar.width * moduleWidth, BARCODE_HEIGHT * k);
      doc.fill('black');
      y += (BARCODE_HEIGHT + 3) * k;
    } else {
      font(b, scale).text(b.text, margin, y, {
        width,
        align: b.align ?? 'left',
        height: pageHeight - margin - y,
      });
      y = doc.y + LINE_GAP * k;
    }
  }

  doc.end();
  return done;
}
