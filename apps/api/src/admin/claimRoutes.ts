import type { FastifyInstance } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import type { Language } from '@courier/domain/language';
import {
  claimNumber,
  claimView,
  decideClaim,
  parseDecision,
  type ClaimRow,
} from '../claims/claims.ts';
import { claimPhotoLink, verifyClaimPhotoToken } from '../claims/claimPhotos.ts';
import { claimWordsIn } from '../claims/claimWords.ts';
import type { Db } from '../db/client.ts';
import { claimEvents, claimFiles, claims, shipments } from '../db/schema/index.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';

/** A claim as staff read it: the claimant's view, the AWB, who took each step, signed photo links. */
async function claimDetail(db: Db, row: ClaimRow, lang: Language, secret: string) {
  const [shipment] = await db
    .select({ awb: shipments.awb })
    .from(shipments)
    .where(eq(shipments.id, row.shipmentId));
  const photos = await db
    .select()
    .from(claimFiles)
    .where(eq(claimFiles.claimId, row.id))
    .orderBy(asc(claimFiles.id));
  const events = await db
    .select({ by: claimEvents.by })
    .from(claimEvents)
    .where(eq(claimEvents.claimId, row.id))
    .orderBy(asc(claimEvents.id));
  const now = new Date();
  return {
    ...(await claimView(db, row, lang)),
    awb: shipment?.awb ?? '',
    claimant: row.claimantRole,
    channel: row.channel,
    photos: photos.map((p) => ({
      url: claimPhotoLink(p.fileId, secret, now),
      content_type: p.contentType,
    })),
    by: events.map((e) => e.by),
  };
}

async function claimByPublicId(db: Db, id: string, lang: Language): Promise<ClaimRow> {
  const [row] = await db.select().from(claims).where(eq(claims.publicId, id));
  if (!row) throw notFound(claimWordsIn(lang).refusal.notFound);
  return row;
}

/**
 * The claims queue (docs/claims.md): operations and admins list claims by state, read one with
 * its photos (signed links that open for minutes) and decide: ask for more, accept, reject.
 */
export function claimRoutes(
  app: FastifyInstance,
  { db, config, secret, files, jobs }: AdminContext,
) {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_claims', async ({ state }) => {
    const rows = await db
      .select({ claim: claims, awb: shipments.awb })
      .from(claims)
      .innerJoin(shipments, eq(shipments.id, claims.shipmentId))
      .where(state ? eq(claims.state, state) : undefined)
      .orderBy(desc(claims.id))
      .limit(200);
    return success('Claims', {
      claims: rows.map(({ claim, awb }) => ({
        id: claim.publicId,
        number: claimNumber(claim.id),
        awb: awb ?? '',
        kind: claim.kind,
        state: claim.state,
        claimant: claim.claimantRole,
        value_fils: claim.valueFils,
        created_at: claim.createdAt.toISOString(),
        updated_at: claim.updatedAt.toISOString(),
      })),
    });
  });

  adminRoute(app, deps, 'admin_claim', async ({ id }, request) => {
    const lang = requestLanguage(request);
    const row = await claimByPublicId(db, id, lang);
    return success('Claim', { claim: await claimDetail(db, row, lang, secret) });
  });

  adminRoute(app, deps, 'admin_claim_decide', async (input, request) => {
    const lang = requestLanguage(request);
    const decision = parseDecision({ decision: input.decision, reason: input.reason ?? '' }, lang);
    const row = await decideClaim(
      { db, files, jobs },
      staffOf(request),
      { id: input.id, decision },
      lang,
    );
    return success(claimWordsIn(lang).decided, {
      claim: await claimDetail(db, row, lang, secret),
    });
  });

  // A photo behind its signed link: forged or unknown 404, expired 410. Not in the OpenAPI
  // document (it answers a picture), like the couriers' proof pictures.
  app.get<{ Params: { token: string } }>('/claim_photo/:token', async (request, reply) => {
    const w = claimWordsIn(requestLanguage(request)).refusal;
    const check = verifyClaimPhotoToken(request.params.token, secret);
    if (!check.ok && check.reason === 'expired') throw new ApiError(410, w.notFound);
    if (!check.ok) throw notFound(w.notFound);
    const file = await files.get(check.fileId);
    if (!file) throw notFound(w.notFound);
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.bytes);
  });
}
