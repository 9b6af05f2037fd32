/**
 * The content upload's words (the editor's catalogue, in the language of the moment), apart
 * from uploads.ts because the site's cards read that module for their pictures and must not
 * carry the editor's catalogue.
 */
import { officeGroup } from '../officeWords.ts';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_PDF_MAX_BYTES,
  type ContentUploadKind,
} from './uploads.ts';

/** The upload's refusals and answer, in the language of the moment (the editor's catalogue). */
export const contentUploadMessages = officeGroup('contentUpload');

/** The words of one kind of upload. */
export function contentUploadRules(kind: ContentUploadKind) {
  const m = contentUploadMessages;
  return kind === 'image'
    ? {
        maxBytes: CONTENT_IMAGE_MAX_BYTES,
        missing: m.imageMissing,
        type: m.imageType,
        tooLarge: m.imageTooLarge,
      }
    : {
        maxBytes: CONTENT_PDF_MAX_BYTES,
        missing: m.pdfMissing,
        type: m.pdfType,
        tooLarge: m.pdfTooLarge,
      };
}
