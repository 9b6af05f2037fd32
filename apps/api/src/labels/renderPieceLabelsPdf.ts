import { drawPieceLabel, LABEL_HEIGHT, LABEL_WIDTH } from './drawPieceLabel.ts';
import { openPdf } from './pdfDocument.ts';
import type { PieceLabel } from './pieceLabels.ts';

export type LabelLayout = 'A4' | '4x6';

const A4: [number, number] = [595.28, 841.89];
const FOUR_BY_SIX: [number, number] = [LABEL_WIDTH, LABEL_HEIGHT];
/** A4 holds four labels (2 x 2), each in a quarter of the sheet with this margin to the cut. */
const CELL_MARGIN = 12;

/**
 * All pieces' labels in one PDF: '4x6' one label per page (thermal roll), 'A4' four per sheet
 * with cut marks (office printers). Each label carries its own piece barcode.
 */
export function renderPieceLabelsPdf(
  labels: PieceLabel[],
  layout: LabelLayout,
  companyName: string,
): Promise<Buffer> {
  if (labels.length === 0) return Promise.reject(new Error('No pieces to label.'));
  if (layout !== 'A4' && layout !== '4x6') {
    return Promise.reject(new Error("Label layout must be 'A4' or '4x6'."));
  }
  const awb = labels[0]!.awb;
  const { doc, done } = openPdf({
    Title: `Shipping labels ${awb} (${labels.length} ${labels.length === 1 ? 'piece' : 'pieces'})`,
    Subject: `AWB ${awb}`,
  });

  if (layout === '4x6') {
    for (const label of labels) {
      doc.addPage({ size: FOUR_BY_SIX, margin: 0 });
      drawPieceLabel(doc, label, { x: 0, y: 0, scale: 1, companyName });
    }
  } else {
    labels.forEach((label, i) => {
      const slot = i % 4;
      if (slot === 0) {
        doc.addPage({ size: A4, margin: 0 });
        drawCutMarks(doc, A4[0], A4[1]);
      }
      drawPieceLabel(doc, label, { ...a4Slot(slot), companyName });
    });
  }
  doc.end();
  return done;
}

/** Where label slot 0-3 (left to right, top to bottom) of an A4 sheet sits, and its scale. */
export function a4Slot(slot: number): { x: number; y: number; scale: number } {
  const [pw, ph] = A4;
  const cw = pw / 2;
  const ch = ph / 2;
  const scale = Math.min(
    (cw - 2 * CELL_MARGIN) / LABEL_WIDTH,
    (ch - 2 * CELL_MARGIN) / LABEL_HEIGHT,
  );
  const col = slot % 2;
  const row = Math.floor(slot / 2);
  return {
    x: col * cw + (cw - LABEL_WIDTH * scale) / 2,
    y: row * ch + (ch - LABEL_HEIGHT * scale) / 2,
    scale,
  };
}

/** Dashed cut lines through the middle of the sheet, with solid ticks at the paper's edges. */
function drawCutMarks(doc: PDFKit.PDFDocument, pw: number, ph: number): void {
  const mx = pw / 2;
  const my = ph / 2;
  doc.save();
  doc.lineWidth(0.5).strokeColor('#777777').dash(4, { space: 4 });
  doc.moveTo(mx, 0).lineTo(mx, ph).stroke();
  doc.moveTo(0, my).lineTo(pw, my).stroke();
  doc.undash().lineWidth(1).strokeColor('black');
  for (const [x1, y1, x2, y2] of [
    [mx, 0, mx, 10],
    [mx, ph - 10, mx, ph],
    [0, my, 10, my],
    [pw - 10, my, pw, my],
  ] as const) {
    doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
  }
  doc.restore();
}
