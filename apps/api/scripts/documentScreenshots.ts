/**
 * Writes PNGs of one A4 label sheet, one 4x6 label, one ZPL label (as zebrash renders it) and one
 * commercial invoice to out/screenshots/documents/, from the demo Kuwait -> Mumbai booking.
 * Run: pnpm --filter @courier/api screenshots:documents
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { zplToBase64MultipleAsync } from 'zpl-renderer-js';
import { commercialInvoiceOf } from '../src/labels/commercialInvoice.ts';
import { pdfPagesToPng } from '../src/labels/documentImages.testSupport.ts';
import { mumbaiFacts, mumbaiRecord } from '../src/labels/documents.testSupport.ts';
import { pieceLabels } from '../src/labels/pieceLabels.ts';
import { renderCommercialInvoicePdf } from '../src/labels/renderCommercialInvoicePdf.ts';
import { renderPieceLabelsPdf } from '../src/labels/renderPieceLabelsPdf.ts';
import { renderPieceLabelsZpl } from '../src/labels/renderPieceLabelsZpl.ts';

const COMPANY = 'Courier Express';
const AWB = '70012345012';
const out = resolve(import.meta.dirname, '../../../out/screenshots/documents');
await mkdir(out, { recursive: true });

// The wizards ask for HS code and origin on goods lines: the invoice shows them filled in.
const CUSTOMS = [
  { hs_code: '6403.99', country_of_origin: 'IT' },
  { hs_code: '6205.20', country_of_origin: 'IN' },
];
const demo = mumbaiRecord(3);
const record = {
  ...demo,
  shipment_items: demo.shipment_items.map((line, i) => ({ ...line, ...CUSTOMS[i % 2] })),
};
const labels = pieceLabels(record, AWB, mumbaiFacts);
const [a4] = await pdfPagesToPng(await renderPieceLabelsPdf(labels, 'A4', COMPANY), 110);
const [label4x6] = await pdfPagesToPng(await renderPieceLabelsPdf(labels, '4x6', COMPANY), 203);
const [invoice] = await pdfPagesToPng(
  await renderCommercialInvoicePdf(commercialInvoiceOf(record, AWB, mumbaiFacts), COMPANY),
  110,
);
const [zpl] = await zplToBase64MultipleAsync(
  renderPieceLabelsZpl(labels, COMPANY),
  101.6,
  152.4,
  8,
);

await writeFile(join(out, 'labels-a4-sheet.png'), a4!);
await writeFile(join(out, 'label-4x6.png'), label4x6!);
await writeFile(join(out, 'label-4x6-zpl.png'), Buffer.from(zpl!, 'base64'));
await writeFile(join(out, 'commercial-invoice.png'), invoice!);
console.log(`Wrote 4 screenshots to ${out}`);
process.exit(0);
