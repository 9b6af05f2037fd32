import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONTENT_UPLOAD_ID_PATTERN, uploadSlug } from '@courier/domain/content/uploads';
import type { AppContext } from '../context.ts';
import { contentUploads } from '../db/schema/index.ts';
import { PDF, WEBP } from '../content/uploads/saveContentUpload.ts';

export const MEDIA_NOT_FOUND = 'Not found.';

/** An upload's bytes never change under its address (a new file is a new row), so caches keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const WIDTH_FILE = /^([1-9]\d{0,4})\.webp$/;
const PDF_FILE = /^([a-z0-9-]{1,60})\.pdf$/;

type Variant = (typeof contentUploads.$inferSelect)['variants'][number];

/**
 * The variant that answers a requested width: that width, or else the nearest larger one, so a
 * `srcset` built by contentImageSrcSet keeps working for pictures uploaded before the standard
 * widths change. Never a smaller one (the page asked for at least that many pixels) and never
 * beyond the largest (that would be an enlargement): those are 404. Each address still always
 * names the same bytes, so the immutable caching stays true.
 */
export function variantFor(variants: readonly Variant[], width: number): Variant | undefined {
  return [...variants].sort((a, b) => a.width - b.width).find((v) => v.width >= width);
}

/** True when the If-None-Match header names `etag` (or is `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET /media/uploads/<publicId>/<width>.webp and /media/uploads/<publicId>/<name>.pdf: the
 * public pictures and the company profile PDF uploaded in the back office. Only files listed in
 * content_uploads are served, looked up by the row's public id; a private file (KYC, invoice,
 * résumé) has no row there and so no public address, whatever its store id.
 */
export function contentMediaRoutes(app: FastifyInstance, { db, files }: AppContext): void {
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ Status: 'Error', Message: MEDIA_NOT_FOUND });

  app.get<{ Params: { publicId: string; file: string } }>(
    '/media/uploads/:publicId/:file',
    async (request, reply) => {
      const { publicId, file } = request.params;
      if (!CONTENT_UPLOAD_ID_PATTERN.test(publicId)) return notFound(reply);
      const width = WIDTH_FILE.exec(file);
      const pdf = PDF_FILE.exec(file);
      if (!width && !pdf) return notFound(reply);

      const [row] = await db
        .select()
        .from(contentUploads)
        .where(eq(contentUploads.publicId, publicId))
        .limit(1);
      if (!row) return notFound(reply);

      let variant: Variant | undefined;
      if (width && row.kind === 'image') variant = variantFor(row.variants, Number(width[1]));
      // A PDF answers under the name it was uploaded with only: one address per file.
      else if (pdf && row.kind === 'pdf' && pdf[1] === uploadSlug(row.originalName))
        variant = row.variants[0];
      if (!variant) return notFound(reply);

      const stored = await files.get(variant.fileId);
      if (!stored) {
        request.log.error({ publicId, width: variant.width }, 'content upload file is missing');
        return notFound(reply);
      }
      const etag = `"${stored.sha256}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      reply.type(row.kind === 'image' ? WEBP : PDF);
      if (row.kind === 'pdf')
        reply.header(
          'content-disposition',
          `inline; filename="${uploadSlug(row.originalName)}.pdf"`,
        );
      return reply.send(stored.bytes);
    },
  );
}
