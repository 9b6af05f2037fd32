import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTOS_MAX } from '@courier/domain/claims';
import type { Language } from '@courier/domain/language';
import { tracksResponse } from '@courier/api-client/endpoints/tracking';
import {
  answerClaim,
  claimGateOf,
  claimView,
  fileClaim,
  gateAnswer,
  latestClaimOf,
  type Claimant,
} from '../claims/claims.ts';
import { claimWordsIn } from '../claims/claimWords.ts';
import { requireRole } from '../customers/requireCustomer.ts';
import type { Actor } from '../customers/sessions.ts';
import { shipments } from '../db/schema/index.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { notFound, success } from '../http/envelope.ts';
import { PRIVATE_NO_STORE } from '../http/privateFile.ts';
import { contentLanguage } from '../http/requestLanguage.ts';
import { toE164 } from '../notifications/sms.ts';
import { openLink, type OpenedLink } from '../receiver/receiverDelivery.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { SHIPMENT_MESSAGES } from '../shipments/createShipment.ts';

/** A claim's body: up to five photos as base64 data URLs, and the form. */
const CLAIM_BODY_LIMIT = Math.ceil((CLAIM_PHOTOS_MAX * CLAIM_PHOTO_MAX_BYTES) / 3) * 4 + 64 * 1024;

const noStore = { 'cache-control': 'no-store' };

const field = (record: Record<string, unknown>, name: string) => {
  const value = record[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The receiver as claimant: told by the channel the link came by, in the page's language. */
function receiverOf(link: OpenedLink, lang: Language): Claimant {
  const contact =
    link.channel === 'email'
      ? field(link.record, 'receiver_email').toLowerCase()
      : toE164(field(link.record, 'receiver_mobile') || field(link.record, 'receiver_telephone'));
  return {
    role: 'receiver',
    shipmentId: link.shipmentId,
    customerId: null,
    channel: link.channel,
    contact: contact ?? '',
    language: lang,
  };
}

/**
 * Claims (docs/claims.md). The receiver's calls open the delivery link, which stays usable
 * CLAIM_WINDOW_DAYS after delivery for this; they count against the tracking limit
 * (http/rateLimits.ts). The sender's calls are the portal's: the account's own shipments only,
 * another account's id answers 404 as an unknown one.
 */
export function claimRoutes(app: FastifyInstance, context: ShippingContext): void {
  receiverClaimRoutes(app, context);
  senderClaimRoutes(app, context);
}

/** The expected day of the tracking answer ('' when none): loss counts from it. */
const expectedDayOf =
  (caches: ShippingContext['caches']) => async (awb: string | null, lang: Language) => {
    if (!awb) return '';
    const text = await caches.tracking.tracks(awb, lang);
    const parsed = tracksResponse.safeParse(JSON.parse(text ?? 'null'));
    return parsed.success ? (parsed.data.data.statusDetails?.expectedDeliveryTo ?? '') : '';
  };

const options = { bodyLimit: CLAIM_BODY_LIMIT };

/** The receiver's calls, through the delivery link. */
function receiverClaimRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, secret, caches, jobs, files } = context;
  const linkDeps = { db, config, secret };
  const deps = { db, files, jobs };
  const expectedOf = expectedDayOf(caches);

  const open = (token: string, lang: Language) =>
    openLink(linkDeps, token, lang, new Date(), { afterDelivery: true });

  contractRoute(app, 'delivery_claim', async ({ token }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const link = await open(token, lang);
    const now = new Date();
    const gate = await claimGateOf(db, link.shipmentId, now, await expectedOf(link.awb, lang));
    const latest = await latestClaimOf(db, link.shipmentId, 'receiver');
    reply.headers(noStore);
    return success('Claim', {
      gate: gateAnswer(gate, lang),
      claim: latest ? await claimView(db, latest, lang) : null,
    });
  });

  contractRoute(
    app,
    'delivery_claim_file',
    async (input, request, reply) => {
      const lang = contentLanguage(request, reply);
      const link = await open(input.token, lang);
      const { created, row } = await fileClaim(
        deps,
        receiverOf(link, lang),
        { ...input, expectedBy: await expectedOf(link.awb, lang) },
        lang,
      );
      reply.headers(noStore);
      const w = claimWordsIn(lang);
      return success(w.filed, {
        created,
        claim: await claimView(db, row, lang),
      });
    },
    options,
  );

  contractRoute(
    app,
    'delivery_claim_answer',
    async (input, request, reply) => {
      const lang = contentLanguage(request, reply);
      const link = await open(input.token, lang);
      const row = await answerClaim(
        deps,
        { role: 'receiver', shipmentId: link.shipmentId },
        input,
        lang,
      );
      reply.headers(noStore);
      return success(claimWordsIn(lang).answered, { claim: await claimView(db, row, lang) });
    },
    options,
  );
}

/** The account's own live shipment of `publicId`, else 404 (another account's reads the same). */
async function ownShipment(db: ShippingContext['db'], customerId: number, publicId: string) {
  const [row] = await db
    .select({ id: shipments.id, awb: shipments.awb })
    .from(shipments)
    .where(
      and(
        eq(shipments.publicId, publicId),
        eq(shipments.customerId, customerId),
        eq(shipments.test, false),
      ),
    );
  if (!row) throw notFound(SHIPMENT_MESSAGES.notFound);
  return row;
}

/** The sender as claimant: told by e-mail at the user's (else the account's) address. */
const senderOf = (actor: Actor, shipmentId: number, lang: Language): Claimant => ({
  role: 'sender',
  shipmentId,
  customerId: actor.customer.id,
  channel: 'email',
  contact: (actor.user?.email ?? actor.customer.email).toLowerCase(),
  language: lang,
});

/** The sender's calls, in the portal: the account's own live shipments only. */
function senderClaimRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, caches, jobs, files } = context;
  const deps = { db, files, jobs };
  const expectedOf = expectedDayOf(caches);

  contractRoute(app, 'portal_claim', async ({ shipmentId }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const { customer } = await requireRole(db, request, 'viewer');
    const shipment = await ownShipment(db, customer.id, shipmentId);
    const gate = await claimGateOf(
      db,
      shipment.id,
      new Date(),
      await expectedOf(shipment.awb, lang),
    );
    const latest = await latestClaimOf(db, shipment.id, 'sender');
    reply.headers(PRIVATE_NO_STORE);
    return success('Claim', {
      gate: gateAnswer(gate, lang),
      claim: latest ? await claimView(db, latest, lang) : null,
    });
  });

  contractRoute(
    app,
    'portal_claim_file',
    async (input, request, reply) => {
      const lang = contentLanguage(request, reply);
      const actor = await requireRole(db, request, 'shipper');
      const shipment = await ownShipment(db, actor.customer.id, input.shipmentId);
      const { created, row } = await fileClaim(
        deps,
        senderOf(actor, shipment.id, lang),
        { ...input, expectedBy: await expectedOf(shipment.awb, lang) },
        lang,
      );
      reply.headers(PRIVATE_NO_STORE);
      const w = claimWordsIn(lang);
      return success(w.filed, {
        created,
        claim: await claimView(db, row, lang),
      });
    },
    options,
  );

  contractRoute(
    app,
    'portal_claim_answer',
    async (input, request, reply) => {
      const lang = contentLanguage(request, reply);
      const { customer } = await requireRole(db, request, 'shipper');
      const shipment = await ownShipment(db, customer.id, input.shipmentId);
      const row = await answerClaim(deps, { role: 'sender', shipmentId: shipment.id }, input, lang);
      reply.headers(PRIVATE_NO_STORE);
      return success(claimWordsIn(lang).answered, { claim: await claimView(db, row, lang) });
    },
    options,
  );
}
