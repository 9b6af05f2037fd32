import type { Db } from '../db/client.ts';
import { loadDocumentFacts } from '../labels/documentFacts.ts';
import { pieceLabels, type PieceLabel } from '../labels/pieceLabels.ts';
import { renderPieceLabelsPdf } from '../labels/renderPieceLabelsPdf.ts';
import { renderPieceLabelsZpl } from '../labels/renderPieceLabelsZpl.ts';
import { COMPANY_NAME, type LabelFile, type LabelFormat } from '../labels/shipmentLabel.ts';
import { withCountryNames, type ShipmentRecord } from '../shipments/shipmentRecord.ts';
import { batchMessages } from '@courier/domain/batchRows';
import { ApiError } from '../http/envelope.ts';
import { batchShipments, ownBatch } from './batches.ts';

/**
 * Every label of a batch's shipments in one file, in row order: the labels of one shipment are
 * the ones its own label link draws (the same facts and renderers), put one after another in one
 * A4 PDF, one 4x6 PDF or one ZPL file. A batch with no shipment yet has no labels (404).
 */
export async function batchLabels(
  db: Db,
  customerId: number,
  test: boolean,
  publicId: string,
  format: LabelFormat,
): Promise<LabelFile> {
  const batch = await ownBatch(db, customerId, test, publicId);
  const booked = await batchShipments(db, batch.id);
  if (booked.length === 0) throw new ApiError(404, batchMessages.notFound);
  const labels: PieceLabel[] = [];
  for (const shipment of booked) {
    const record = shipment.record as ShipmentRecord;
    const facts = await loadDocumentFacts(db, record);
    labels.push(
      ...pieceLabels(withCountryNames(record), shipment.awb ?? shipment.shipmentNo, facts),
    );
  }
  const name = `labels-${batch.publicId}`;
  if (format === 'zpl')
    return {
      contentType: 'application/zpl; charset=utf-8',
      disposition: `attachment; filename="${name}-4x6.zpl"`,
      body: renderPieceLabelsZpl(labels, COMPANY_NAME),
    };
  const size = format === '4x6' ? '4x6' : 'A4';
  return {
    contentType: 'application/pdf',
    disposition: `inline; filename="${name}-${size}.pdf"`,
    body: await renderPieceLabelsPdf(labels, size, COMPANY_NAME),
  };
}
