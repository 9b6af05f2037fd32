import { and, eq, inArray } from 'drizzle-orm';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { runWindow, type WindowStop } from '@courier/domain/runWindow';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { courierActions, courierStops } from '../db/schema/index.ts';
import { readOperatingSettings } from '../settings/operatingSettings.ts';
import { choiceInForce } from './receiverDelivery.ts';

/** ISO instants, Kuwait time shown by the page. */
export interface WindowAnswer {
  from: string;
  to: string;
}

/**
 * The receiver's delivery window of today (docs/receiver.md): only when the shipment is an open
 * delivery stop of a courier's run of today in Kuwait, and the receiver has not moved it to
 * another day or a branch. Computed from the whole run (@courier/domain/runWindow); the run's
 * other stops stay private, only the window is answered.
 */
export async function deliveryWindowOf(
  deps: { db: Db; config: Config },
  shipmentId: number,
  now: Date,
): Promise<WindowAnswer | null> {
  const { db } = deps;
  const today = todayInKuwait(now);
  const [stop] = await db
    .select({ id: courierStops.id, courierId: courierStops.courierId, state: courierStops.state })
    .from(courierStops)
    .where(
      and(
        eq(courierStops.shipmentId, shipmentId),
        eq(courierStops.runDate, today),
        eq(courierStops.kind, 'delivery'),
      ),
    );
  if (!stop || stop.state !== 'open') return null;
  const choice = await choiceInForce(db, shipmentId);
  if (choice?.kind === 'branch') return null;
  if (choice?.kind === 'reschedule' && choice.details.date !== today) return null;
  const [stops, settings] = await Promise.all([
    runStops(db, stop.courierId, today),
    readOperatingSettings(db, deps.config),
  ]);
  const window = runWindow({
    stops,
    stopId: stop.id,
    runDate: today,
    startTime: settings.runStartTime,
    minutesPerStop: settings.minutesPerStop,
    now,
  });
  return window ? { from: window.from.toISOString(), to: window.to.toISOString() } : null;
}

/** A run's stops with the time each was closed (its newest action). */
async function runStops(db: Db, courierId: number, runDate: string): Promise<WindowStop[]> {
  const rows = await db
    .select({ id: courierStops.id, position: courierStops.position, state: courierStops.state })
    .from(courierStops)
    .where(and(eq(courierStops.courierId, courierId), eq(courierStops.runDate, runDate)));
  const actions = rows.length
    ? await db
        .select({ stopId: courierActions.stopId, at: courierActions.createdAt })
        .from(courierActions)
        .where(
          inArray(
            courierActions.stopId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const closed = new Map<number, Date>();
  for (const a of actions)
    if ((closed.get(a.stopId)?.getTime() ?? 0) < a.at.getTime()) closed.set(a.stopId, a.at);
  return rows.map((r) => ({ ...r, closedAt: r.state === 'open' ? undefined : closed.get(r.id) }));
}
