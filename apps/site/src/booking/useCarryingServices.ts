import { shouldCalculateBookingRate } from '@courier/domain/rateRules';
import { useApi } from '../api/hooks';

export interface CarryingInputs {
  originCountryId: number | null;
  destinationCountryId: number | null;
  /** The booking's type as step 2 holds it ('' until chosen). */
  type: string;
  chargeableWeight: string;
}

/**
 * `id:<our id>` of the services whose rate cards carry this type and weight between the two countries (spec 4's
 * price call, asked without a service: its serviceList). null while not known: no weight yet,
 * the answer on its way, or a failed call. A refusal (no route, too heavy, nothing for goods) is
 * an empty set.
 */
export function useCarryingServices({
  originCountryId,
  destinationCountryId,
  type,
  chargeableWeight,
}: CarryingInputs): ReadonlySet<string> | null {
  const ready =
    shouldCalculateBookingRate('any', chargeableWeight) &&
    originCountryId !== null &&
    destinationCountryId !== null;
  const { data, error } = useApi(
    'invoice_price_calculation',
    ready
      ? {
          origin_country_id: originCountryId,
          destination_country_id: destinationCountryId,
          type: type as '',
          total_chargeable_weight: chargeableWeight,
        }
      : null,
  );
  // By our id (`id:<n>`): both wizards match their lists to ours by id (ourServiceId.ts), since
  // names differ by language (the carrier's English, ours the page's).
  if (data) return new Set(data.serviceList.map((s) => `id:${s.service_id}`));
  // 422: the rate cards answered that nothing carries it; any other failure tells nothing.
  return error?.status === 422 ? new Set() : null;
}
