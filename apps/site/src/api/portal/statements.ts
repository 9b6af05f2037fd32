import { API_BASE_PATH } from '@courier/api-client/endpoints';
import {
  PORTAL_STATEMENT_CSV_PATH,
  PORTAL_STATEMENT_PDF_PATH,
} from '@courier/api-client/endpoints/portalStatements';
import { useApi } from '../hooks';

/** The account's monthly statements, newest month first. */
export const useStatements = () => useApi('portal_statements', {});
/** A statement's downloads (links: the browser sends the session cookie). */
export const statementPdfHref = (id: string) =>
  `${API_BASE_PATH}${PORTAL_STATEMENT_PDF_PATH}?id=${encodeURIComponent(id)}`;
export const statementCsvHref = (id: string) =>
  `${API_BASE_PATH}${PORTAL_STATEMENT_CSV_PATH}?id=${encodeURIComponent(id)}`;
