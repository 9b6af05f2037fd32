import { code128Bars } from './code128Bars.ts';
import { dataMatrixModules } from './matrixBarcode.ts';
import { fittingSize } from './pdfDocument.ts';
import { dimensionsText, receiverPhones, type PieceLabel } from './pieceLabels.ts';
import { BOLD, REGULAR, type LatinFont } from './scriptFonts.ts';
import { clean, drawTextLine } from './scriptText.ts';

/** The label is drawn in 4x6 inch points (288 x 432) and scaled into its place on the page. */
export const LABEL_WIDTH = 288;
export const LABEL_HEIGHT = 432;

const PAD = 8;
const INNER = LABEL_WIDTH - 2 * PAD;

const kg = (n: number) => `${Number.isFinite(n) ? n.toFixed(2) : '-'} kg`;

/**
 * One piece's label, top to bottom as a hub reads it: carrier and service; the destination
 * routing code, large; origin, product code, DOX/SPX; piece "n of N" with its weight, the
 * chargeable and shipment weights, ship date and the box's sides; the receiver with mobile; the sender (name, city, phone only); reference and cash-on-collection; the AWB
 * Code 128 with its human-readable line; the 2D barcode and the piece barcode.
 */
export function drawPieceLabel(
  doc: PDFKit.PDFDocument,
  label: PieceLabel,
  at: { x: number; y: number; scale: number; companyName: string },
): void {
  doc.save();
  doc.translate(at.x, at.y).scale(at.scale);

  const line = (
    text: string,
    x: number,
    y: number,
    size: number,
    width: number,
    font: LatinFont = REGULAR,
    align: 'left' | 'center' | 'right' = 'left',
    color = 'black',
  ) => {
    // Names and addresses may be Arabic: drawn in the embedded font, shaped, right to left and
    // (where the line starts in Arabic) against the right edge; 'left' means the line's start.
    const t = clean(text);
    const s = fittingSize(doc, t, font, size, width);
    drawTextLine(doc, t, x, y, { font, size: s, width, align, color });
  };
  const rule = (y: number, weight = 1) =>
    doc.moveTo(0, y).lineTo(LABEL_WIDTH, y).lineWidth(weight).strokeColor('black').stroke();

  // Frame
  doc
    .rect(0.5, 0.5, LABEL_WIDTH - 1, LABEL_HEIGHT - 1)
    .lineWidth(1)
    .strokeColor('black')
    .stroke();

  // 1. Carrier, service name and product code.
  line(at.companyName, PAD, 7, 11, 120, BOLD);
  line(label.serviceName, PAD + 120, 6, 12, INNER - 120, BOLD, 'right');
  line(`Product ${label.productCode}`, PAD + 120, 20, 8, INNER - 120, REGULAR, 'right');
  rule(32, 1.5);

  // 2. Destination routing code, large; origin and content type beside it.
  const zone = [label.destinationCountryIso, label.destination.kind === 'airport' ? '' : 'zone']
    .filter(Boolean)
    .join(' ');
  line(`DEST ${zone}`, PAD, 36, 7, 120, BOLD);
  line(label.destination.code, PAD, 44, 50, 176, BOLD);
  doc.rect(192, 32, 0.8, 66).fill('black');
  line('ORIGIN', 198, 36, 7, 82, BOLD);
  line(label.origin.code, 198, 45, 18, 82, BOLD);
  doc.rect(198, 70, 82, 24).fill('black');
  line(label.contentType, 198, 74, 18, 82, BOLD, 'center', 'white');
  rule(98, 1.5);

  // 3. Piece, weights, date.
  line('PIECE', PAD, 102, 7, 80, BOLD);
  line(`${label.pieceNumber} of ${label.pieceCount}`, PAD, 110, 20, 92, BOLD);
  line('WEIGHT', 104, 102, 7, 90, BOLD);
  line(`Piece ${kg(label.pieceWeightKg)}`, 104, 110, 8, 94, BOLD);
  line(`Chargeable ${kg(label.chargeableKg)}`, 104, 118.5, 8, 94, BOLD);
  line(`Shipment ${kg(label.shipmentWeightKg)}`, 104, 127, 6.5, 94);
  line('SHIP DATE', 204, 102, 7, 76, BOLD);
  line(label.shipDate, 204, 110, 9, 76, BOLD);
  line('DIMENSIONS', 204, 120, 6, 76, BOLD);
  line(dimensionsText(label.pieceDimensionsCm), 204, 126.5, 7, 76, BOLD);
  rule(134);

  // 4. Receiver.
  line('TO', PAD, 138, 7, 40, BOLD);
  const r = label.receiver;
  let y = 147;
  line(r.name, PAD, y, 12, INNER, BOLD);
  y += 14;
  if (r.attention) {
    line(`Attn: ${r.attention}`, PAD, y, 9, INNER);
    y += 11;
  }
  for (const a of r.addressLines.slice(0, 2)) {
    line(a, PAD, y, 9, INNER);
    y += 11;
  }
  line([r.city, r.zip].filter(Boolean).join(' '), PAD, y, 11, INNER, BOLD);
  y += 13;
  line(
    `${r.country}${label.destinationCountryIso ? ` (${label.destinationCountryIso})` : ''}`,
    PAD,
    y,
    11,
    INNER,
    BOLD,
  );
  y += 13;
  line(receiverPhones(r), PAD, y, 9, INNER, BOLD);
  rule(236);

  // 5. Sender: enough to return the piece.
  const s = label.sender;
  line('FROM', PAD, 240, 7, 40, BOLD);
  line(s.name, PAD + 30, 239, 9, INNER - 30, BOLD);
  line(
    `${[s.city, s.country].filter(Boolean).join(', ')}   Tel ${s.phone}`,
    PAD + 30,
    250,
    8,
    INNER - 30,
  );
  rule(261);

  // 6. Reference and contents; cash on collection in reverse print.
  line(`Ref: ${label.reference || '-'}`, PAD, 265, 8, 130, BOLD);
  line(`Contents: ${label.contents || '-'}`, PAD, 276, 8, 130);
  if (label.cashOnDelivery) {
    doc.rect(146, 263, 134, 24).fill('black');
    line('CASH ON DELIVERY', 148, 265, 10, 130, BOLD, 'center', 'white');
    line(`Collect ${label.cashOnDelivery.amount}`, 148, 277, 8, 130, BOLD, 'center', 'white');
  } else if (label.cashOnCollection) {
    doc.rect(146, 263, 134, 24).fill('black');
    line('CASH ON COLLECTION', 148, 265, 10, 130, BOLD, 'center', 'white');
    line(`Collect ${label.cashOnCollection.amount}`, 148, 277, 8, 130, BOLD, 'center', 'white');
  }
  rule(291);

  // 7. AWB, Code 128 with its human-readable line.
  drawCode128(doc, label.awb, PAD, 296, INNER, 46);
  line(`AWB ${label.awb}`, PAD, 345, 12, INNER, BOLD, 'center');
  rule(360);

  // 8. 2D barcode (AWB, piece, destination, weight) and the piece barcode.
  drawDataMatrix(doc, label.matrixText, PAD + 2, 366, 60);
  line('PIECE ID', 80, 364, 7, 60, BOLD);
  drawCode128(doc, label.pieceId, 80, 373, INNER - 72, 38);
  line(label.pieceId, 80, 414, 9, INNER - 72, BOLD, 'center');

  doc.restore();
}

/** Code 128 bars centred in a box, with the quiet zone kept inside it. */
function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const pattern = code128Bars(text);
  const quiet = 10;
  const module = Math.min(width / (pattern.modules + 2 * quiet), 2);
  const left = x + (width - pattern.modules * module) / 2;
  for (const bar of pattern.bars) doc.rect(left + bar.x * module, y, bar.width * module, height);
  doc.fill('black');
}

function drawDataMatrix(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const m = dataMatrixModules(text);
  const module = size / Math.max(m.columns, m.rows);
  for (const [c, r] of m.dark) doc.rect(x + c * module, y + r * module, module, module);
  doc.fill('black');
}
