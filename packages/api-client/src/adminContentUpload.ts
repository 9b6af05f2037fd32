import { z } from 'zod';
import { CONTENT_UPLOAD_KINDS, dataUrlByteLength } from '@courier/domain/content/uploads';
import { contentUploadMessages, contentUploadRules } from '@courier/domain/content/uploadMessages';
import { isCleanText, textMessages } from '@courier/domain/schemas/fields';
import { adminEndpoint } from './adminEndpoint.ts';
import { envelope } from './envelope.ts';

/**
 * The upload of a picture or the company profile PDF for the public pages, as a data
 * URL like every other upload of the project. Only the size is judged here, without decoding;
 * the API judges the bytes themselves (type by magic bytes, pixel count) and answers each
 * refusal with the message on `dataUrl`.
 */
const contentUploadRequest = z
  .object({
    fileName: z
      .string()
      .trim()
      .min(1, contentUploadMessages.fileName)
      .max(255, textMessages.tooLong(255))
      .refine(isCleanText, textMessages.badCharacters),
    kind: z.enum(CONTENT_UPLOAD_KINDS),
    dataUrl: z.string(),
  })
  .superRefine((value, ctx) => {
    const rules = contentUploadRules(value.kind);
    const bytes = dataUrlByteLength(value.dataUrl);
    const message = bytes === 0 ? rules.missing : bytes > rules.maxBytes ? rules.tooLarge : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['dataUrl'], message });
  });

const contentUploadSchema = z.object({
  /** The upload's public id. */
  id: z.string(),
  /**
   * What to store in the content row: a picture's largest WebP variant
   * (/media/uploads/<id>/<width>.webp, `contentImageSrcSet` gives the others), or the PDF's
   * address (/media/uploads/<id>/<name>.pdf).
   */
  url: z.string(),
  /** Pixels of the largest variant (0 for a PDF). */
  width: z.number().int(),
  height: z.number().int(),
  kind: z.enum(CONTENT_UPLOAD_KINDS),
});
export type ContentUpload = z.output<typeof contentUploadSchema>;
export const contentUploadResponse = envelope({ upload: contentUploadSchema });

export const adminContentUploadEndpoints = {
  admin_content_upload: adminEndpoint({
    method: 'POST',
    path: 'content_upload',
    request: contentUploadRequest,
    success: contentUploadResponse,
    access: 'content.manage',
  }),
} as const;
