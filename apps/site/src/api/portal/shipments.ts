import type { RequestOf } from '@courier/api-client/endpoints';
import { API_BASE_PATH } from '@courier/api-client/endpoints';
import { PORTAL_EXPORT_PATH } from '@courier/api-client/endpoints/portal';
import { useApiPage } from './useApiPage';

/** My shipments: one page of the search, the previous page kept on screen while the next loads. */
export const usePortalShipments = (request: RequestOf<'portal_shipments'>) =>
  useApiPage('portal_shipments', request);

/** The CSV download of the customer's shipments booked between two dates (inclusive). */
export const shipmentsExportHref = (from: string, to: string) =>
  `${API_BASE_PATH}${PORTAL_EXPORT_PATH}?${new URLSearchParams({ from, to }).toString()}`;
