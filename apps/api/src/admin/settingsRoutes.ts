import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { holidays, operatingSettings } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { readOperatingSettings, seedOperatingSettings } from '../settings/operatingSettings.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';

/**
 * VAT, non-working weekdays and holidays; check_collection_date and quotes read them through the
 * settings cache, so every write announces 'settings' in its transaction (cache/cacheBus.ts).
 */
export function settingsRoutes(app: FastifyInstance, context: AdminContext): void {
  registerOperatingSettingsRoutes(app, context);
  registerHolidayRoutes(app, context);
}

/** VAT and non-working weekdays, with the holiday list to show. */
function registerOperatingSettingsRoutes(
  app: FastifyInstance,
  { db, config, caches }: AdminContext,
): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_settings', async () => {
    await seedOperatingSettings(db, config);
    const settings = await readOperatingSettings(db, config);
    const days = await db.select().from(holidays).orderBy(asc(holidays.day));
    return success('Settings', {
      vatPercent: settings.vatPercent,
      nonWorkingWeekdays: [...settings.nonWorkingWeekdays],
      holidays: days.map((d) => ({ date: d.day, name: d.name })),
      runStartTime: settings.runStartTime,
      minutesPerStop: settings.minutesPerStop,
    });
  });

  adminRoute(app, deps, 'admin_settings_update', async (form, request) => {
    const staff = staffOf(request);
    await seedOperatingSettings(db, config);
    const nonWorkingWeekdays = [...new Set(form.nonWorkingWeekdays)].sort();
    const run = {
      ...(form.runStartTime ? { runStartTime: form.runStartTime } : {}),
      ...(form.minutesPerStop ? { minutesPerStop: form.minutesPerStop } : {}),
    };
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(operatingSettings)
        .where(eq(operatingSettings.id, 1))
        .for('update');
      await tx
        .update(operatingSettings)
        .set({ vatPercent: form.vatPercent, nonWorkingWeekdays, ...run, updatedAt: new Date() })
        .where(eq(operatingSettings.id, 1));
      await recordAudit(tx, staff, {
        action: 'settings.update',
        table: 'operating_settings',
        recordId: '1',
        before: before
          ? {
              vatPercent: Number(before.vatPercent),
              nonWorkingWeekdays: before.nonWorkingWeekdays,
              runStartTime: before.runStartTime,
              minutesPerStop: before.minutesPerStop,
            }
          : null,
        after: { vatPercent: form.vatPercent, nonWorkingWeekdays, ...run },
      });
      await caches.bus.changed('settings', tx);
    });
    return success(STAFF_MESSAGES.settingsSaved, {});
  });
}

/** Adding and removing holidays. */
function registerHolidayRoutes(app: FastifyInstance, { db, config, caches }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_holiday_add', async ({ date, name }, request) => {
    const staff = staffOf(request);
    await seedOperatingSettings(db, config);
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(holidays).where(eq(holidays.day, date));
      await tx
        .insert(holidays)
        .values({ day: date, name })
        .onConflictDoUpdate({ target: holidays.day, set: { name } });
      await recordAudit(tx, staff, {
        action: 'holiday.add',
        table: 'holidays',
        recordId: date,
        before: before ?? null,
        after: { day: date, name },
      });
      await caches.bus.changed('settings', tx);
    });
    return success(STAFF_MESSAGES.holidayAdded, {});
  });

  adminRoute(app, deps, 'admin_holiday_remove', async ({ date }, request) => {
    const staff = staffOf(request);
    await seedOperatingSettings(db, config);
    await db.transaction(async (tx) => {
      const [removed] = await tx.delete(holidays).where(eq(holidays.day, date)).returning();
      if (!removed) throw notFound(STAFF_MESSAGES.noHoliday);
      await recordAudit(tx, staff, {
        action: 'holiday.remove',
        table: 'holidays',
        recordId: date,
        before: removed,
      });
      await caches.bus.changed('settings', tx);
    });
    return success(STAFF_MESSAGES.holidayRemoved, {});
  });
}
