import { API_BASE_PATH, type SuccessOf } from '@courier/api-client/endpoints';
import type { ApiCallError } from '@courier/api-client/apiCallError';
import {
  PORTAL_BATCH_LABELS_PATH,
  PORTAL_BATCH_TEMPLATE_PATH,
} from '@courier/api-client/endpoints/portalBatches';
import type { ColumnMapping } from '@courier/domain/batchRows';
import type { Language } from '@courier/domain/language';
import useSWR from 'swr';
import { apiCall } from '../client';
import { logQuietly } from '../hooks';

export type BatchPreview = SuccessOf<'portal_batch_check'>['preview'];
export type BatchView = SuccessOf<'portal_batch'>['batch'];
export type LabelFormat = 'pdf' | '4x6' | 'zpl';

/** Checks a file (base64 or a data URL) with a mapping, or the account's remembered one. */
export const checkBatch = (file: string, mapping?: Record<string, string>) =>
  apiCall('portal_batch_check', { file, mapping: mapping as ColumnMapping | undefined });
/** Stores the file's batch and queues its valid rows. */
export const createBatch = (file: string, mapping?: Record<string, string>) =>
  apiCall('portal_batch_create', { file, mapping: mapping as ColumnMapping | undefined });
/** Keeps the account's mapping (file header -> template column) for its next files. */
export const saveBatchMapping = (mapping: Record<string, string>) =>
  apiCall('portal_batch_mapping_update', { mapping: mapping as ColumnMapping });

/** How often a batch still creating is read again. */
const POLL_MS = 1000;

/** A batch, read again every second while its rows are being created (null: none). */
export function useBatch(id: string | null) {
  return useSWR<BatchView, ApiCallError, readonly ['portal_batch', string] | null>(
    id === null ? null : ['portal_batch', id],
    async ([, batchId]) => (await apiCall('portal_batch', { id: batchId })).batch,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError: logQuietly,
      refreshInterval: (batch) => (batch && batch.status === 'completed' ? 0 : POLL_MS),
    },
  );
}

/** The template's link: a CSV with the headers in this language (the session cookie goes along). */
export const batchTemplateHref = (language: Language) =>
  `${API_BASE_PATH}${PORTAL_BATCH_TEMPLATE_PATH}?${new URLSearchParams({ lang: language }).toString()}`;

/** A batch's labels in one file. */
export const batchLabelsHref = (id: string, format: LabelFormat) =>
  `${API_BASE_PATH}${PORTAL_BATCH_LABELS_PATH}?${new URLSearchParams({ id, format }).toString()}`;
