import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  isTrackingStatus,
  TRACKING_STATUS_LABELS,
  TRACKING_STATUSES,
  type TrackingStatus,
} from '@courier/domain/tracking';
import { isIsoDate } from '@courier/domain/collectionDate';
import { isCleanText, textMessages } from '@courier/domain/schemas/fields';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { pgCounterStore } from '../http/rateLimitStore.ts';
import { parseBody } from '../http/validate.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { applyScan } from '../tracking/applyScan.ts';
import { REQUEST_MESSAGES } from '../http/requestMessages.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';

/** A status given as its code ('in_transit') or its words ('In Transit'). */
function statusCode(value: string): TrackingStatus | undefined {
  const text = value.trim();
  if (isTrackingStatus(text)) return text;
  return TRACKING_STATUSES.find(
    (s) => TRACKING_STATUS_LABELS[s].toLowerCase() === text.toLowerCase(),
  );
}

const statusMessage = `status must be one of: ${TRACKING_STATUSES.join(', ')}.`;
const opsEventSchema = z.object({
  status: z
    .string({ error: statusMessage })
    .refine((s) => statusCode(s) !== undefined, statusMessage),
  location: z
    .string({ error: 'location is required.' })
    .trim()
    .min(1, 'location is required.')
    .max(200)
    .refine(isCleanText, textMessages.badCharacters),
  remarks: z.string().trim().max(500).refine(isCleanText, textMessages.badCharacters).default(''),
  /** Delivered scans: who signed for the shipment. */
  signed_by: z.string().trim().max(100).refine(isCleanText, textMessages.badCharacters).default(''),
  date: z.string().refine(isIsoDate, 'date must be YYYY-MM-DD.').optional(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm.')
    .optional(),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Wrong ops tokens allowed per address per window before 429. */
const OPS_AUTH_MAX_FAILURES = 10;
const OPS_AUTH_WINDOW_MS = 15 * 60_000;
/**
 * Operations: scans and carrier updates add tracking events. Off (404) unless OPS_TOKEN is set;
 * then every call needs `Authorization: Bearer <OPS_TOKEN>`.
 */
export function opsRoutes(
  app: FastifyInstance,
  { db, config, notifyStatus }: ShippingContext,
): void {
  const token = config.shipping.opsToken;
  // Failed tokens per address, in the shared counters: a guesser gets a few tries per window.
  const failures = pgCounterStore(db);

  async function authorise(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!token) throw notFound(REQUEST_MESSAGES.notFound);
    const key = `ops-auth-failures|${request.ip}`;
    const seen = await failures.add(key, 0, OPS_AUTH_WINDOW_MS);
    if (seen.current >= OPS_AUTH_MAX_FAILURES) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(seen.ttlMs / 1000))));
      throw new ApiError(429, ACCESS_MESSAGES.opsLimited);
    }
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    // Compared as digests, so the comparison takes the same time whatever the length.
    if (!given || !timingSafeEqual(digest(given), digest(token))) {
      await failures.add(key, 1, OPS_AUTH_WINDOW_MS);
      throw new ApiError(401, ACCESS_MESSAGES.opsToken);
    }
  }

  app.post<{ Params: { awb: string } }>('/shipments/:awb/events', async (request, reply) => {
    await authorise(request, reply);
    const body = parseBody(opsEventSchema, request.body);
    const awb = request.params.awb.trim();
    const status = statusCode(body.status)!;
    // A scan's own date and time are Kuwait time (UTC+3 all year).
    const at = body.date ? new Date(`${body.date}T${body.time ?? '00:00'}:00+03:00`) : new Date();
    const move = await applyScan(
      db,
      {
        awb,
        status,
        location: body.location,
        remarks: body.remarks,
        at,
        date: body.date,
        time: body.date ? (body.time ?? '00:00') : undefined,
        signedBy: body.signed_by,
      },
      { notify: notifyStatus },
    );
    return reply.status(201).send(
      success('Tracking event added.', {
        awb,
        status: TRACKING_STATUS_LABELS[status],
        skipped: move.skipped.map((s) => TRACKING_STATUS_LABELS[s]),
      }),
    );
  });
}
