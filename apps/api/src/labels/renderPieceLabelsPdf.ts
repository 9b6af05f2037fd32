import { drawPieceLabel, LABEL_HEIGHT, LABEL_WIDTH } from './drawPieceLabel.ts';
import { openPdf } from './pdfDocument.ts';
import type { PieceLabel } from './pieceLabels.ts';

export type LabelLayout = 'A4' | '4x6';

const A4: [number, number] = [595.28, 841.89];
const FOUR_BY_SIX: [number, number] = [LABEL_WIDTH, LABEL_HEIGHT];
/** Paper kept clear around an A4 label: office printers do not print to the edge. */
const SHEET_MARGIN = 24;

/** Lets other requests run: a label is ~4 ms of drawing, a document of 99 labels ~0.4 s. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * All pieces' labels in one PDF: '4x6' one label per page (thermal roll), 'A4' one label per
 * sheet, scaled to fill it (office printers). Four to a sheet left three empty quarters for the
 * common one-piece shipment and a label too small to read across a warehouse; one per sheet is
 * as many sheets as boxes, each folded or cut to its box. Each label carries its own piece barcode.
 * The drawing gives the event loop back after every label, so a large shipment's labels never
 * hold other requests (/healthz, other visitors) for more than one label's drawing.
 */
export async function renderPieceLabelsPdf(
  labels: PieceLabel[],
  layout: LabelLayout,
  companyName: string,
): Promise<Buffer> {
  if (labels.length === 0) throw new Error('No pieces to label.');
  if (layout !== 'A4' && layout !== '4x6') {
    throw new Error("Label layout must be 'A4' or '4x6'.");
  }
  const awb = labels[0]!.awb;
  const { doc, done } = openPdf({
    Title: `Shipping labels ${awb} (${labels.length} ${labels.length === 1 ? 'piece' : 'pieces'})`,
    Subject: `AWB ${awb}`,
  });

  if (layout === '4x6') {
    for (const label of labels) {
      if (label !== labels[0]) await nextTurn();
      doc.addPage({ size: FOUR_BY_SIX, margin: 0 });
      drawPieceLabel(doc, label, { x: 0, y: 0, scale: 1, companyName });
    }
  } else {
    for (const [i, label] of labels.entries()) {
      if (i > 0) await nextTurn();
      doc.addPage({ size: A4, margin: 0 });
      drawPieceLabel(doc, label, { ...a4Placement(), companyName });
    }
  }
  await nextTurn();
  doc.end();
  return done;
}

/** Where the label sits on an A4 sheet, and its scale: as large as the margins allow, centred. */
export function a4Placement(): { x: number; y: number; scale: number } {
  const [pw, ph] = A4;
  const scale = Math.min(
    (pw - 2 * SHEET_MARGIN) / LABEL_WIDTH,
    (ph - 2 * SHEET_MARGIN) / LABEL_HEIGHT,
  );
  return {
    x: (pw - LABEL_WIDTH * scale) / 2,
    y: (ph - LABEL_HEIGHT * scale) / 2,
    scale,
  };
}
