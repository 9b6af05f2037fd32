import { asc, eq } from 'drizzle-orm';
import type { WorkingCalendar } from '@courier/domain/collectionDate';
import { DEFAULT_MINUTES_PER_STOP, DEFAULT_RUN_START } from '@courier/domain/runWindow';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { holidays, operatingSettings } from '../db/schema/index.ts';

export interface OperatingSettings extends WorkingCalendar {
  vatPercent: number;
  nonWorkingWeekdays: readonly number[];
  holidays: readonly string[];
  /** Couriers' runs: their start, 'HH:MM' Kuwait time, and the minutes a stop takes. */
  runStartTime: string;
  minutesPerStop: number;
}

/**
 * The environment's values (VAT_PERCENT, COLLECTION_NON_WORKING_DAYS, COLLECTION_HOLIDAYS)
 * become the database's first settings, once, when the back office first opens the settings;
 * from then on they live in the database and the environment's values are not read again.
 * The row insert and the holidays go in one transaction, so a second process seeds nothing.
 */
export async function seedOperatingSettings(db: Db, config: Config): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(operatingSettings)
      .values({
        id: 1,
        vatPercent: config.vatPercent,
        nonWorkingWeekdays: [...config.shipping.nonWorkingWeekdays],
      })
      .onConflictDoNothing()
      .returning({ id: operatingSettings.id });
    if (inserted.length > 0 && config.shipping.holidays.length > 0)
      await tx
        .insert(holidays)
        .values(config.shipping.holidays.map((day) => ({ day, name: '' })))
        .onConflictDoNothing();
  });
}

/**
 * Read from the database on every call, so a change made in the back office reaches every API
 * process at once (two small primary-key reads). Until seeded, the environment's values apply.
 */
export async function readOperatingSettings(db: Db, config: Config): Promise<OperatingSettings> {
  const [[row], days] = await Promise.all([
    db.select().from(operatingSettings).where(eq(operatingSettings.id, 1)),
    db.select({ day: holidays.day }).from(holidays).orderBy(asc(holidays.day)),
  ]);
  if (!row)
    return {
      vatPercent: config.vatPercent,
      nonWorkingWeekdays: config.shipping.nonWorkingWeekdays,
      holidays: config.shipping.holidays,
      runStartTime: DEFAULT_RUN_START,
      minutesPerStop: DEFAULT_MINUTES_PER_STOP,
    };
  return {
    vatPercent: Number(row.vatPercent),
    nonWorkingWeekdays: row.nonWorkingWeekdays,
    holidays: days.map((d) => d.day),
    runStartTime: row.runStartTime,
    minutesPerStop: row.minutesPerStop,
  };
}
