import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { loadTariff, type Tariff } from '../rates/tariff.ts';
import { readOperatingSettings, type OperatingSettings } from '../settings/operatingSettings.ts';
import { trackingAnswers, type TrackingAnswers } from '../tracking/trackingAnswers.ts';
import { createCacheBus, type CacheBus } from './cacheBus.ts';
import { cachedValue, type CachedValue } from './cachedValue.ts';

/** The caches route areas share; an area may add its own on `bus` (the blog list does). */
export interface AppCaches {
  bus: CacheBus;
  /** VAT, non-working weekdays, holidays (back office settings). */
  settings: CachedValue<OperatingSettings>;
  /** Countries, regions and rate cards of the price calls. */
  tariff: CachedValue<Tariff>;
  /** Tracking answers by airway bill, forgotten on each scan (tracking/trackingAnswers.ts). */
  tracking: TrackingAnswers;
}

export async function createAppCaches(database: Database, config: Config): Promise<AppCaches> {
  const bus = await createCacheBus(database, { enabled: config.referenceCache });
  const { db } = database;
  return {
    bus,
    settings: cachedValue(bus, ['settings'], () => readOperatingSettings(db, config)),
    tariff: cachedValue(bus, ['rates'], () => loadTariff(db)),
    tracking: trackingAnswers(db, bus, config.trackingCacheEntries),
  };
}
