import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';
import { useApiList } from './hooks';

export const loginCustomer = (form: RequestOf<'customer_login'>) => apiCall('customer_login', form);
export const logoutCustomer = () => apiCall('customer_logout', {});
export const fetchCustomerSession = () => apiCall('customer_session', {});

/** Carrier catalogue lists of the customer wizard; `enabled` false skips the call. */
export const useCarrierCountries = (enabled = true) =>
  useApiList('country_list_from_api', enabled ? {} : null, (r) => r.country_list);
export const useCarrierCities = (countryName: string) =>
  useApiList(
    'city_list_from_api',
    countryName ? { country_name: countryName } : null,
    (r) => r.city_list,
  );
export const useCarrierServices = (enabled = true) =>
  useApiList('service_list_from_api', enabled ? {} : null, (r) => r.serviceList);
