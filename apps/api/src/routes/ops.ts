import { createHash, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  canMoveTo,
  isTrackingStatus,
  TRACKING_STATUS_LABELS,
  TRACKING_STATUSES,
  type TrackingStatus,
} from '@courier/domain/tracking';
import { isIsoDate } from '@courier/domain/collectionDate';
import { shipments, trackingEvents } from '../db/schema/index.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { addTrackingEvent } from '../tracking/trackingStore.ts';

/** A status given as its code ('in_transit') or its words ('In Transit'). */
function statusCode(value: string): TrackingStatus | undefined {
  const text = value.trim();
  if (isTrackingStatus(text)) return text;
  return TRACKING_STATUSES.find(
    (s) => TRACKING_STATUS_LABELS[s].toLowerCase() === text.toLowerCase(),
  );
}

const statusMessage = `status must be one of: ${TRACKING_STATUSES.join(', ')}.`;
export const opsEventSchema = z.object({
  status: z
    .string({ error: statusMessage })
    .refine((s) => statusCode(s) !== undefined, statusMessage),
  location: z
    .string({ error: 'location is required.' })
    .trim()
    .min(1, 'location is required.')
    .max(200),
  remarks: z.string().trim().max(500).default(''),
  date: z.string().refine(isIsoDate, 'date must be YYYY-MM-DD.').optional(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm.')
    .optional(),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Operations: scans and carrier updates add tracking events. Off (404) unless OPS_TOKEN is set;
 * then every call needs `Authorization: Bearer <OPS_TOKEN>`.
 */
export function opsRoutes(app: FastifyInstance, { db, config }: ShippingContext): void {
  const token = config.shipping.opsToken;

  function authorise(request: FastifyRequest): void {
    if (!token) throw notFound('Not found.');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    // Compared as digests, so the comparison takes the same time whatever the length.
    if (!given || !timingSafeEqual(digest(given), digest(token)))
      throw new ApiError(401, 'A valid ops token is required.');
  }

  app.post<{ Params: { awb: string } }>('/shipments/:awb/events', async (request, reply) => {
    authorise(request);
    const body = parseBody(opsEventSchema, request.body);
    const awb = request.params.awb.trim();
    const [shipment] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.awb, awb));
    if (!shipment) throw notFound('No shipment has this airway bill number.');
    const status = statusCode(body.status)!;
    const [latest] = await db
      .select({ statusCode: trackingEvents.statusCode })
      .from(trackingEvents)
      .where(eq(trackingEvents.awb, awb))
      .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id))
      .limit(1);
    if (latest && isTrackingStatus(latest.statusCode) && !canMoveTo(latest.statusCode, status)) {
      throw new ApiError(
        409,
        `A shipment that is ${TRACKING_STATUS_LABELS[latest.statusCode]} cannot become ${TRACKING_STATUS_LABELS[status]}.`,
      );
    }
    // A scan's own date and time are Kuwait time (UTC+3 all year).
    const at = body.date ? new Date(`${body.date}T${body.time ?? '00:00'}:00+03:00`) : new Date();
    await addTrackingEvent(db, {
      awb,
      status,
      location: body.location,
      remarks: body.remarks,
      at,
      date: body.date,
      time: body.date ? (body.time ?? '00:00') : undefined,
    });
    return reply
      .status(201)
      .send(success('Tracking event added.', { awb, status: TRACKING_STATUS_LABELS[status] }));
  });
}
