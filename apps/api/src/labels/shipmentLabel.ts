import type { Db } from '../db/client.ts';
import type { DownloadFile } from '../http/privateFile.ts';
import { withCountryNames, type ShipmentRecord } from '../shipments/shipmentRecord.ts';
import { DocumentCache } from './documentCache.ts';
import { loadDocumentFacts } from './documentFacts.ts';
import { pieceLabels } from './pieceLabels.ts';
import { renderPieceLabelsPdf } from './renderPieceLabelsPdf.ts';
import { renderPieceLabelsZpl } from './renderPieceLabelsZpl.ts';

export const COMPANY_NAME = 'Courier Express';

/** The label formats: A4 four-up PDF, 4x6 inch PDF, or ZPL II for Zebra printers. */
export type LabelFormat = 'pdf' | '4x6' | 'zpl';

/** `disposition` is `inline` for PDFs, `attachment` for raw printer language. */
export type LabelFile = DownloadFile;

/**
 * The piece labels of a booked record (one per piece, from the same facts whatever the format):
 * the signed label links' and the merchant API's one renderer. PDFs are kept in `kept`.
 */
export async function shipmentLabel(
  db: Db,
  kept: DocumentCache,
  number: string,
  stored: ShipmentRecord,
  format: LabelFormat,
): Promise<LabelFile> {
  const facts = await loadDocumentFacts(db, stored);
  const labels = pieceLabels(withCountryNames(stored), number, facts);
  if (format === 'zpl')
    return {
      contentType: 'application/zpl; charset=utf-8',
      disposition: `attachment; filename="label-${number}-4x6.zpl"`,
      body: renderPieceLabelsZpl(labels, COMPANY_NAME),
    };
  const size = format === '4x6' ? '4x6' : 'A4';
  const pdf = await kept.get(DocumentCache.keyOf(number, `labels-${size}`, labels), () =>
    renderPieceLabelsPdf(labels, size, COMPANY_NAME),
  );
  return {
    contentType: 'application/pdf',
    disposition: `inline; filename="label-${number}-${size}.pdf"`,
    body: pdf,
  };
}
