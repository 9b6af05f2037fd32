import { apiCall } from './client';
import { useApiList } from './hooks';

type Id = string | number;
const blank = (id: Id | null | undefined): id is null | undefined | '' =>
  id === null || id === undefined || id === '';

export const useCountries = () => useApiList('country_list', {}, (r) => r.countryList);
export const useOriginCountries = () => useApiList('origin_country', {}, (r) => r.countryList);
/** Destination countries of an origin; an empty origin gives an empty list (spec 4). */
export const useDestinationCountries = (originId: Id | null) =>
  useApiList(
    'destination_country',
    blank(originId) ? null : { origin_country_id: originId },
    (r) => r.countryList,
  );
export const useOriginCities = (countryId: Id | null) =>
  useApiList(
    'origin_city',
    blank(countryId) ? null : { origin_country_id: countryId },
    (r) => r.cityList,
  );
export const useDestinationCities = (countryId: Id | null) =>
  useApiList(
    'destination_city',
    blank(countryId) ? null : { destination_country_id: countryId },
    (r) => r.cityList,
  );
export const useVehicles = () => useApiList('vehicle_list', {}, (r) => r.vechileList);
export const useShipmentServices = (enabled = true) =>
  useApiList('service_list', enabled ? {} : null, (r) => r.serviceList);
export const useCurrencies = () => useApiList('currency_list', {}, (r) => r.currencyList);
export const useKycTypes = () => useApiList('kyc_list', {}, (r) => r.kycList);

/** The receiver's mobile field is prefilled with the country's code ('+965'); '' on failure. */
export async function fetchMobileCode(countryId: Id): Promise<string> {
  try {
    return (await apiCall('mobile_code_by_country', { country_id: countryId })).mobileCode;
  } catch {
    return '';
  }
}
