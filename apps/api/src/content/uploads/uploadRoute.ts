import type { FastifyInstance } from 'fastify';
import { CONTENT_PDF_MAX_BYTES, dataUrlLength } from '@courier/domain/content/uploads';
import {
  contentUploadMessages as m,
  contentUploadRules,
} from '@courier/domain/content/uploadMessages';
import type { AdminContext } from '../../admin/adminContext.ts';
import { adminRoute, staffOf } from '../../admin/adminRoute.ts';
import { badRequest, success } from '../../http/envelope.ts';
import { decodeDataUrl } from './decodeDataUrl.ts';
import { processImage } from './processImage.ts';
import { processPdf } from './processPdf.ts';
import { saveContentUpload } from './saveContentUpload.ts';

/**
 * The largest request of this call: a 20 MB PDF as a data URL (about 27 MB of base64) plus the
 * rest of the JSON. Raised for this route only; every other call keeps the app's limit.
 *
 * The file travels as a data URL in JSON like every upload of the project (bookings, résumés):
 * one client, one envelope for refusals with the message on the `dataUrl` field, and the same
 * body checks. The third more bytes on the wire are acceptable for a back-office call made a
 * few times a day.
 */
export const CONTENT_UPLOAD_BODY_LIMIT = dataUrlLength(CONTENT_PDF_MAX_BYTES) + 64 * 1024;

/** A refusal with the message on the file field, as the upload forms show it. */
const refuse = (message: string) => badRequest(message, { errors: { dataUrl: message } });

/**
 * admin_content_upload: a picture (converted to WebP variants) or the company profile PDF for
 * the public pages. Answers the address to store in a content row (services.image, news.img_url,
 * company_profile.profile_pdf_url, ...). Each upload is audit-logged.
 */
export function contentUploadRoutes(app: FastifyInstance, { db, config, files }: AdminContext) {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(
    app,
    deps,
    'admin_content_upload',
    async ({ fileName, kind, dataUrl }, request) => {
      const staff = staffOf(request);
      const rules = contentUploadRules(kind);
      const decoded = decodeDataUrl(dataUrl, rules.maxBytes);
      if (!decoded.ok) throw refuse(decoded.reason === 'size' ? rules.tooLarge : rules.missing);
      if (kind === 'pdf') {
        const pdf = processPdf(decoded.bytes);
        if (!pdf.ok) throw refuse(pdf.message);
        const upload = await saveContentUpload({ db, files }, staff, {
          kind,
          originalName: fileName,
          variants: [{ width: 0, height: 0, bytes: pdf.bytes }],
        });
        return success(m.uploaded, { upload });
      }
      const image = await processImage(decoded.bytes);
      if (!image.ok) throw refuse(image.message);
      const upload = await saveContentUpload({ db, files }, staff, {
        kind,
        originalName: fileName,
        variants: image.variants,
      });
      return success(m.uploaded, { upload });
    },
    { bodyLimit: CONTENT_UPLOAD_BODY_LIMIT },
  );
}
