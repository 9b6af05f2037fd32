import { and, asc, eq, sql } from 'drizzle-orm';
import { courierMessages as m, isPermutationOf, type StopKind } from '@courier/domain/courierRun';
import type { Db } from '../db/client.ts';
import { courierStops, shipments, staffUsers } from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { recordAudit, type AuditActor } from '../admin/audit.ts';

/** The staff members a run may be given to: active accounts of the courier role. */
export async function listCouriers(db: Db) {
  return db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'courier'), eq(staffUsers.disabled, false)))
    .orderBy(asc(staffUsers.username));
}

async function requireCourier(db: Db, courierId: number): Promise<void> {
  const [courier] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, courierId), eq(staffUsers.role, 'courier')));
  if (!courier) throw notFound(m.notCourier);
}

/**
 * Puts a shipment on a courier's run of a day, at the end. A shipment has one stop of a kind a
 * day (the unique index decides between two planners at the same moment: 409).
 */
export async function assignStop(
  db: Db,
  actor: AuditActor,
  input: { courierId: number; awb: string; kind: StopKind; date: string },
): Promise<{ stopId: number; position: number }> {
  await requireCourier(db, input.courierId);
  const [shipment] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.awb, input.awb));
  if (!shipment) throw notFound(m.unknownShipment);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number | null>`max(${courierStops.position})` })
      .from(courierStops)
      .where(
        and(eq(courierStops.courierId, input.courierId), eq(courierStops.runDate, input.date)),
      );
    const position = (last?.max ?? 0) + 1;
    const [row] = await tx
      .insert(courierStops)
      .values({
        shipmentId: shipment.id,
        courierId: input.courierId,
        runDate: input.date,
        position,
        kind: input.kind,
        assignedBy: actor.username,
      })
      .onConflictDoNothing()
      .returning({ id: courierStops.id });
    if (!row) throw new ApiError(409, m.alreadyOnRun);
    await recordAudit(tx, actor, {
      action: 'courier.assign',
      table: 'courier_stops',
      recordId: String(row.id),
      after: { ...input, position },
    });
    return { stopId: row.id, position };
  });
}

/** Sets the order of a run: `stopIds` must name each of its stops once. */
export async function reorderRun(
  db: Db,
  actor: AuditActor,
  run: { courierId: number; date: string; stopIds: number[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(
      eq(courierStops.courierId, run.courierId),
      eq(courierStops.runDate, run.date),
    );
    const current = await tx
      .select({ id: courierStops.id })
      .from(courierStops)
      .where(where)
      .orderBy(asc(courierStops.position))
      .for('update');
    const before = current.map((c) => c.id);
    if (!isPermutationOf(run.stopIds, before)) throw new ApiError(422, m.reorderMismatch);
    for (const [index, id] of run.stopIds.entries())
      await tx
        .update(courierStops)
        .set({ position: index + 1 })
        .where(and(where, eq(courierStops.id, id)));
    await recordAudit(tx, actor, {
      action: 'courier.reorder',
      table: 'courier_stops',
      recordId: `${run.courierId}:${run.date}`,
      before,
      after: run.stopIds,
    });
  });
}
