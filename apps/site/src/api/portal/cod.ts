import { API_BASE_PATH } from '@courier/api-client/endpoints';
import { PORTAL_COD_STATEMENT_PATH } from '@courier/api-client/endpoints/portalCod';
import { useApi } from '../hooks';

/** The account's cash on delivery ledger: totals, entries and remittances. */
export const useCodLedger = () => useApi('portal_cod_ledger', {});
/** One remittance with its entries (null: none open). */
export const useRemittance = (id: string | null) =>
  useApi('portal_cod_remittance', id ? { id } : null);
/** The CSV statement's link (the browser sends the session cookie). */
export const codStatementHref = `${API_BASE_PATH}${PORTAL_COD_STATEMENT_PATH}`;
