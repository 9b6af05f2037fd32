import { shouldCalculateBookingRate } from '@courier/domain/rateRules';
import { tryParseKwd } from '@courier/domain/money';
import { useApi } from '../api/hooks';

export interface BookingPriceInputs {
  originCountryId: number | null;
  destinationCountryId: number | null;
  serviceId: string;
  chargeableWeight: string;
}

/**
 * The rate inside a booking wizard (spec 4): netPrice in fils for the chosen service and the
 * chargeable weight, 0 while unknown or on failure. swr keys the call on its inputs, so an
 * answer for inputs the visitor has since changed is never shown.
 */
export function useBookingPrice({
  originCountryId,
  destinationCountryId,
  serviceId,
  chargeableWeight,
}: BookingPriceInputs): { fils: number; isLoading: boolean } {
  const ready =
    shouldCalculateBookingRate(serviceId, chargeableWeight) &&
    originCountryId !== null &&
    destinationCountryId !== null;
  const { data, isLoading } = useApi(
    'invoice_price_calculation',
    ready
      ? {
          origin_country_id: originCountryId,
          destination_country_id: destinationCountryId,
          service_id: Number(serviceId) || 0,
          total_chargeable_weight: chargeableWeight,
        }
      : null,
  );
  return { fils: data ? (tryParseKwd(data.netPrice) ?? 0) : 0, isLoading };
}
