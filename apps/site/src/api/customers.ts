import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';
import { useApiList } from './hooks';

export const loginCustomer = (form: RequestOf<'customer_login'>) => apiCall('customer_login', form);
export const logoutCustomer = () => apiCall('customer_logout', {});
export const fetchCustomerSession = () => apiCall('customer_session', {});

export const useCarrierCountries = () => useApiList('country_list_from_api', {}, (r) => r.country_list);
export const useCarrierCities = (countryName: string) =>
  useApiList('city_list_from_api', countryName ? { country_name: countryName } : null, (r) => r.city_list);
export const useCarrierServices = () => useApiList('service_list_from_api', {}, (r) => r.serviceList);
