import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { loadTariff, type Tariff } from '../rates/tariff.ts';
import { readOperatingSettings, type OperatingSettings } from '../settings/operatingSettings.ts';
import { loadPlaceNames, type PlaceNames } from '../tracking/placeNames.ts';
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
  /** Arabic place names of countries, regions and Kuwait's areas (tracking/placeNames.ts). */
  places: CachedValue<PlaceNames>;
}

export async function createAppCaches(database: Database, config: Config): Promise<AppCaches> {
  const bus = await createCacheBus(database, { enabled: config.referenceCache });
  const { db } = database;
  const settings = cachedValue(bus, ['settings'], () => readOperatingSettings(db, config));
  // Countries and regions are reference data: their changes are announced with the rates'.
  const places = cachedValue(bus, ['rates'], () => loadPlaceNames(db));
  return {
    bus,
    settings,
    tariff: cachedValue(bus, ['rates'], () => loadTariff(db)),
    tracking: trackingAnswers(
      db,
      bus,
      config.trackingCacheEntries,
      () => settings.get(),
      () => places.get(),
    ),
    places,
  };
}
