/**
 * A courier's run of the day: its stops (a pickup or a delivery of one shipment), the reasons a
 * delivery can fail, and the rule that suggests an order for the stops. Pure: the API feeds it
 * the stops' places; the words are in the catalogue's groups `courier` and `courierReason`.
 */
import { messageCatalogEn } from './i18n/en.ts';
import { messageGroup } from './messageWords.ts';

export const STOP_KINDS = ['pickup', 'delivery'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/** Where a stop stands: open until the courier records what happened there. */
export const STOP_STATES = ['open', 'picked_up', 'delivered', 'failed'] as const;
export type StopState = (typeof STOP_STATES)[number];

/** Why an attempt failed (the phone offers these; `other` needs a note). */
export const FAILED_REASONS = [
  'nobody_home',
  'address_not_found',
  'refused',
  'closed',
  'other',
] as const;
export type FailedReason = (typeof FAILED_REASONS)[number];

/** The words of the courier's calls, in the language of the moment. */
export const courierMessages = messageGroup('courier');
/** The failed-attempt reasons as the phone lists them, in the language of the moment. */
export const courierReasonWords = messageGroup('courierReason');

/** The remark a failed attempt stores, by reason (a key of the catalogue's group `remark`). */
const FAILED_REASON_REMARK_KEYS = {
  nobody_home: 'attemptNobodyHome',
  address_not_found: 'attemptAddressNotFound',
  refused: 'refused',
  closed: 'attemptClosed',
  other: 'attemptFailed',
} as const satisfies Record<FailedReason, string>;

/**
 * The remark a courier's action stores on its tracking event, in English as stored data is
 * (ownRemarks.ts words it back in each reader's language): collected, delivered and signed by
 * the receiver, or the failed attempt's reason.
 */
export function courierRemark(
  action:
    | { action: 'picked_up' }
    | { action: 'delivered'; receiverName: string }
    | { action: 'failed'; reason: FailedReason },
): string {
  const remark = messageCatalogEn.remark;
  if (action.action === 'picked_up') return remark.collected;
  if (action.action === 'delivered')
    return remark.deliveredSignedBy.replace('{signer}', action.receiverName);
  return remark[FAILED_REASON_REMARK_KEYS[action.reason]];
}

/** What the ordering rule reads of a stop: its place, and where it stands now. */
export interface StopPlace {
  id: number;
  position: number;
  governorate?: string | undefined;
  area?: string | undefined;
  block?: string | undefined;
  city?: string | undefined;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const key = (value: string | undefined) => (value ?? '').trim();

/**
 * The suggested order of a run's stops: grouped by governorate, then area, then block (blocks
 * compare as numbers: 2 before 10); a stop without Kuwaiti parts is placed by its city, as
 * though the city were its governorate. Letter case and spacing do not count. Stops in the same
 * place keep the order they had. Answers the ids in the new order.
 */
export function suggestStopOrder(stops: readonly StopPlace[]): number[] {
  const placed = stops.map((stop) => {
    const hasParts = key(stop.governorate) !== '' || key(stop.area) !== '';
    return {
      stop,
      first: hasParts ? key(stop.governorate) || key(stop.city) : key(stop.city),
      area: hasParts ? key(stop.area) : '',
      block: hasParts ? key(stop.block) : '',
    };
  });
  placed.sort(
    (a, b) =>
      collator.compare(a.first, b.first) ||
      collator.compare(a.area, b.area) ||
      collator.compare(a.block, b.block) ||
      a.stop.position - b.stop.position ||
      a.stop.id - b.stop.id,
  );
  return placed.map((p) => p.stop.id);
}

/** True when `ids` names every stop of `current` exactly once (a reorder must send them all). */
export function isPermutationOf(ids: readonly number[], current: readonly number[]): boolean {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(current);
  return ids.every((id) => known.has(id));
}
