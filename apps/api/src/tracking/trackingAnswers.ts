import { serializerCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@courier/api-client/endpoints';
import {
  TRACKING_SUCCESS,
  trackingRowSchema,
  type Tracks,
} from '@courier/api-client/endpoints/tracking';
import type { WorkingCalendar } from '@courier/domain/collectionDate';
import {
  expectedDeliveryWindow,
  routeZone,
  transitFor,
  type DeliveryWindow,
} from '@courier/domain/expectedDelivery';
import type { Language } from '@courier/domain/language';
import { OWN_FORWARDER } from '@courier/domain/tracking';
import { messageWordsIn } from '../http/messageLanguage.ts';
import type { CacheBus } from '../cache/cacheBus.ts';
import { keyedCache } from '../cache/keyedCache.ts';
import type { Db } from '../db/client.ts';
import type { PlaceNames } from './placeNames.ts';
import {
  eventWords,
  latestEvents,
  placeIn,
  trackedShipment,
  type LatestEvent,
  type TrackedShipment,
} from './trackingQueries.ts';

/** When the shipment should arrive: its service's transit, else its route zone's default. */
function shipmentWindow(
  shipment: TrackedShipment,
  calendar: WorkingCalendar = {},
): DeliveryWindow | undefined {
  return expectedDeliveryWindow({
    bookedOn: shipment.awbDate,
    collectionDate: shipment.collectionDate,
    events: shipment.events,
    transit: transitFor(
      shipment.serviceTransit,
      routeZone(shipment.originZone, shipment.destinationZone),
    ),
    calendar,
    receiverDay: shipment.receiverDay || undefined,
  });
}

/**
 * What `tracks` answers for a shipment, in `lang`: statuses and our own remarks translated, and
 * places by the Arabic names the reference data carries (`places`, for Arabic answers).
 */
function tracksAnswer(
  shipment: TrackedShipment,
  lang: Language,
  calendar: WorkingCalendar = {},
  places?: PlaceNames,
): Tracks {
  const { events } = shipment;
  const window = shipmentWindow(shipment, calendar);
  const latest = events[0] && eventWords(events[0], lang);
  const delivered = events.find((e) => e.statusCode === 'delivered');
  return {
    data: {
      status: TRACKING_SUCCESS,
      shipmentDetails: {
        airwayBillNo: shipment.awb,
        awbDate: shipment.awbDate,
        destination: placeIn(
          [shipment.receiverCity, shipment.receiverCountry].filter(Boolean).join(', '),
          lang,
          places,
        ),
        forwarder: OWN_FORWARDER,
        forwarderNo: shipment.awb,
        forwarder2: '',
        forwarderNo2: '',
      },
      statusDetails: {
        status: latest?.status ?? '',
        remarks: latest?.remarks ?? '',
        deliveryDate: delivered?.date ?? '',
        deliveryTime: delivered?.time ?? '',
        // Only the signer at delivery, as carriers show it: never the booking's names, phones
        // or addresses (an AWB is all a caller needs to ask).
        receiverName: delivered?.signedBy ?? '',
        expectedDeliveryFrom: window?.earliest ?? '',
        expectedDeliveryTo: window?.latest ?? '',
        // What the receiver pays the driver, until it is delivered (then it is paid).
        ...(shipment.codAmountFils !== null && !delivered
          ? { cashOnDeliveryFils: shipment.codAmountFils }
          : {}),
      },
      shipmentHistory: events.map((e) => {
        const words = eventWords(e, lang);
        return {
          date: e.date,
          time: e.time,
          shipmentStatus: words.status,
          shipmentDetails: words.remarks,
          location: placeIn(e.location, lang, places),
        };
      }),
    },
  };
}

/** A kept shipment or latest event, with the answer text of each language once written. */
interface Kept<T> {
  data: T;
  texts: Partial<Record<Language, string>>;
}

export interface TrackingAnswers {
  /** GET tracks: the answer's JSON text, or undefined when no shipment has this number. */
  tracks(awb: string, lang: Language): Promise<string | undefined>;
  /** tracking_data: `{"STATUS":1,"Data":[...]}`, a row per number (distinct) in the order given. */
  trackingData(numbers: readonly string[], lang: Language): Promise<string>;
  /** A change of `awb` written by this process: forgotten here at once (see below). */
  changed(awb: string): void;
  readonly stats: { hits: number; misses: number };
}

/**
 * The database's triggers announce every write, even by hand, so age is only a last safety net
 * (a notice lost without the listening connection noticing); longer than the reference data's
 * minute, because a shipment is followed over hours, a few asks at a time.
 */
const TRACKING_MAX_AGE_MS = 10 * 60_000;

/**
 * Tracking answers kept by airway bill in each process (tracking is most of the API's
 * traffic, and a shipment is asked about again and again between scans), as the text the
 * contract's serializers wrote, one per language, built when first asked. Every write to a
 * number's events or shipment notifies `courier_cache` with 'tracking:<awb>' from database
 * triggers (drizzle/0012), so every process forgets that number when the write commits, whoever
 * made it (the API, the carrier's updates, SQL by hand). The writing process also forgets it
 * when it writes (`changed`): the notice reaches its own listening connection a moment after
 * the commit, and a caller that scans and then tracks should see its scan. Unknown numbers are
 * not kept. While the bus is not listening nothing is kept (cache/keyedCache.ts).
 */
export function trackingAnswers(
  db: Db,
  bus: CacheBus,
  /** TRACKING_CACHE_ENTRIES (config.ts). */
  maxEntries: number,
  /**
   * Rest days and holidays the expected delivery skips (the back office's operating settings). An
   * answer kept before a change of them keeps its dates until the shipment's next scan or
   * TRACKING_MAX_AGE_MS.
   */
  calendar: () => Promise<WorkingCalendar> = async () => ({}),
  /**
   * The Arabic place names of the reference data (placeNames.ts), read for Arabic answers. An
   * answer kept before staff rename a place keeps the old name until the next scan or
   * TRACKING_MAX_AGE_MS.
   */
  places: () => Promise<PlaceNames | undefined> = async () => undefined,
): TrackingAnswers {
  const options = { maxEntries, maxAgeMs: TRACKING_MAX_AGE_MS };
  const shipments = keyedCache<Kept<TrackedShipment>>(bus, 'tracking', options);
  const latest = keyedCache<Kept<LatestEvent>>(bus, 'tracking', options);
  // Compiled once from the contract: each text is checked against its schema when written.
  const writeTracks = serializerCompiler({
    schema: endpoints.tracks.success,
    method: 'GET',
    url: '/api/website/tracks',
  });
  const writeRow = serializerCompiler({
    schema: trackingRowSchema,
    method: 'POST',
    url: '/api/website/tracking_data',
  });
  const stats = {
    get hits() {
      return shipments.stats.hits + latest.stats.hits;
    },
    get misses() {
      return shipments.stats.misses + latest.stats.misses;
    },
  };

  const rowText = (awb: string, kept: Kept<LatestEvent> | undefined, lang: Language): string => {
    if (!kept) {
      const Status = messageWordsIn(lang).trackingAnswer.notFoundStatus;
      return writeRow({ ShipmentNo: awb, ShipDate: '', ShipTime: '', Status, Remarks: '' });
    }
    let text = kept.texts[lang];
    if (text === undefined) {
      const words = eventWords(kept.data, lang);
      text = writeRow({
        ShipmentNo: awb,
        ShipDate: kept.data.date,
        ShipTime: kept.data.time,
        Status: words.status,
        Remarks: words.remarks,
      });
      kept.texts[lang] = text;
    }
    return text;
  };

  return {
    stats,
    changed(awb) {
      shipments.drop(awb);
      latest.drop(awb);
    },
    async tracks(awb, lang) {
      let kept = shipments.get(awb);
      if (!kept) {
        const loaded = await shipments.load([awb], async ([number]) => {
          const shipment = await trackedShipment(db, number!);
          return new Map(shipment ? [[number!, { data: shipment, texts: {} }]] : []);
        });
        kept = loaded.get(awb);
        if (!kept) return undefined;
      }
      let text = kept.texts[lang];
      if (text === undefined) {
        const names = lang === 'ar' ? await places() : undefined;
        text = writeTracks(tracksAnswer(kept.data, lang, await calendar(), names));
        kept.texts[lang] = text;
      }
      return text;
    },
    async trackingData(numbers, lang) {
      // One pass over the kept rows; the numbers not kept are read in ONE query.
      const rows: string[] = new Array(numbers.length);
      let missing: string[] | undefined;
      for (let i = 0; i < numbers.length; i += 1) {
        const awb = numbers[i]!;
        const kept = latest.get(awb);
        if (kept) rows[i] = rowText(awb, kept, lang);
        else (missing ??= []).push(awb);
      }
      if (missing) {
        const loaded = await latest.load(missing, async (keys) => {
          const events = await latestEvents(db, keys);
          return new Map([...events].map(([awb, data]) => [awb, { data, texts: {} }]));
        });
        for (let i = 0; i < numbers.length; i += 1)
          if (rows[i] === undefined) rows[i] = rowText(numbers[i]!, loaded.get(numbers[i]!), lang);
      }
      // The envelope around rows each written by the row schema's serializer: the same text the
      // contract's serializer writes for the whole answer (trackingAnswers.test.ts compares them).
      return `{"STATUS":1,"Data":[${rows.join(',')}]}`;
    },
  };
}
