import type { RequestOf, SuccessOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';

export type PriceResult = SuccessOf<'price_calculation'>;

export const calculatePrice = (request: RequestOf<'price_calculation'>) =>
  apiCall('price_calculation', request);
