import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  courierMessages as m,
  courierReasonWords,
  FAILED_REASONS,
  suggestStopOrder,
} from '@courier/domain/courierRun';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { PROOF_PHOTO_MAX_BYTES, SIGNATURE_MAX_BYTES } from '@courier/domain/schemas/courier';
import {
  recordCourierAction,
  type CourierAction,
  type CourierDeps,
} from '../courier/courierActions.ts';
import { verifyProofToken } from '../courier/proofFiles.ts';
import { runView, stopPlaces } from '../courier/runStops.ts';
import { assignStop, listCouriers, reorderRun } from '../courier/runPlanning.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import type { AdminContext } from './adminContext.ts';
import { courierRunSheetRoute } from './courierRunSheetRoute.ts';
import { adminRoute, staffOf } from './adminRoute.ts';

/** A delivery's body: the photo and the signature as data URLs, and the rest of the JSON. */
const ACTION_BODY_LIMIT =
  Math.ceil((PROOF_PHOTO_MAX_BYTES + SIGNATURE_MAX_BYTES) / 3) * 4 + 64 * 1024;

/** Operations plan a courier's day: couriers, a run, assign, reorder, suggest an order. */
function planningRoutes(app: FastifyInstance, { db, config, secret }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_couriers', async () =>
    success('Couriers', { couriers: await listCouriers(db) }),
  );
  adminRoute(app, deps, 'admin_courier_run', async ({ courierId, date }, request) => {
    const stops = await runView(db, { courierId, date }, requestLanguage(request), secret);
    return success(m.run, { date, courierId, stops });
  });
  adminRoute(app, deps, 'admin_courier_assign', async (input, request, reply) => {
    const date = input.date ?? todayInKuwait(new Date());
    const stop = await assignStop(db, staffOf(request), { ...input, date });
    return reply.status(201).send(success(m.assigned, { ...stop, date }));
  });
  adminRoute(app, deps, 'admin_courier_reorder', async (run, request) => {
    await reorderRun(db, staffOf(request), run);
    const stops = await runView(db, run, requestLanguage(request), secret);
    return success(m.reordered, { date: run.date, courierId: run.courierId, stops });
  });
  adminRoute(app, deps, 'admin_courier_suggest', async ({ courierId, date }) =>
    success(m.suggested, { stopIds: suggestStopOrder(await stopPlaces(db, courierId, date)) }),
  );
}

/** The phone's calls: the courier's own run of today, and an action at one of its stops. */
function phoneRoutes(app: FastifyInstance, context: AdminContext): void {
  const { db, config, secret } = context;
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  const actionDeps: CourierDeps = { ...context };
  adminRoute(app, deps, 'courier_run', async (_input, request) => {
    const courierId = staffOf(request).id;
    const date = todayInKuwait(new Date());
    const stops = await runView(db, { courierId, date }, requestLanguage(request), secret);
    const reasons = FAILED_REASONS.map((id) => ({ id, label: courierReasonWords[id] }));
    return success(m.run, { date, courierId, stops, reasons });
  });
  const act =
    (words: () => string) =>
    async (action: CourierAction, request: FastifyRequest, reply: FastifyReply) => {
      const language = requestLanguage(request);
      const answer = await recordCourierAction(actionDeps, staffOf(request), action, language);
      return reply.status(201).send(success(words(), answer));
    };
  const options = { bodyLimit: ACTION_BODY_LIMIT };
  adminRoute(app, deps, 'courier_picked_up', (input, request, reply) =>
    act(() => m.pickedUp)({ action: 'picked_up', ...input }, request, reply),
  );
  adminRoute(
    app,
    deps,
    'courier_delivered',
    (input, request, reply) =>
      act(() => m.delivered)({ action: 'delivered', ...input }, request, reply),
    options,
  );
  adminRoute(
    app,
    deps,
    'courier_failed',
    (input, request, reply) => act(() => m.failed)({ action: 'failed', ...input }, request, reply),
    options,
  );
}

/**
 * The proof pictures, behind a signed link that opens for minutes (courier/proofFiles.ts): a
 * forged or unknown link is a plain 404; a correctly signed but expired one 410. Not in the
 * OpenAPI document (it answers a picture, not JSON), like the label links.
 */
function proofRoute(app: FastifyInstance, { files, secret }: AdminContext): void {
  app.get<{ Params: { token: string } }>('/courier_proof/:token', async (request, reply) => {
    const check = verifyProofToken(request.params.token, secret);
    if (!check.ok && check.reason === 'expired') throw new ApiError(410, m.linkExpired);
    if (!check.ok) throw notFound(m.fileNotFound);
    const file = await files.get(check.fileId);
    if (!file) throw notFound(m.fileNotFound);
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.bytes);
  });
}

export function courierRoutes(app: FastifyInstance, context: AdminContext): void {
  planningRoutes(app, context);
  phoneRoutes(app, context);
  proofRoute(app, context);
  courierRunSheetRoute(app, context);
}
