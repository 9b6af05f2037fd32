import type { RequestOf, SuccessOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';
import { logQuietly } from './hooks';

export type PriceResult = SuccessOf<'price_calculation'>;

export const calculatePrice = (request: RequestOf<'price_calculation'>) =>
  apiCall('price_calculation', request);

/** Rate inside a booking wizard: the net price, 0 on failure (spec 4). */
export async function calculateInvoicePrice(
  request: RequestOf<'invoice_price_calculation'>,
): Promise<number> {
  try {
    return (await apiCall('invoice_price_calculation', request)).netPrice;
  } catch (error) {
    logQuietly(error);
    return 0;
  }
}
