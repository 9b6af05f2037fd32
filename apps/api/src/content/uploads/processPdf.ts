import { CONTENT_PDF_MAX_BYTES } from '@courier/domain/content/uploads';
import { contentUploadMessages as m } from '@courier/domain/content/uploadMessages';
import { isPdf } from './pictureType.ts';

export type ProcessedPdf = { ok: true; bytes: Buffer } | { ok: false; message: string };

/**
 * Judges the company profile PDF: size, then the `%PDF-` signature (never the name or declared
 * type). It is served as it was uploaded: the site links to it, a browser's viewer opens it.
 */
export function processPdf(bytes: Buffer): ProcessedPdf {
  if (bytes.length > CONTENT_PDF_MAX_BYTES) return { ok: false, message: m.pdfTooLarge };
  if (!isPdf(bytes)) return { ok: false, message: m.pdfType };
  return { ok: true, bytes };
}
