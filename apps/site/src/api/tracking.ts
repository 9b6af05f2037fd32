import { useApi } from './hooks';

/** Single shipment: GET /api/website/tracks?AWBNO=... Failures are only logged (spec 8). */
export const useTracks = (number: string | null) =>
  useApi('tracks', number ? { AWBNO: number } : null);
/** Several shipments: POST /api/website/tracking_data with comma-separated numbers. */
export const useTrackingData = (numbers: string | null) =>
  useApi('tracking_data', numbers ? { AWBNO: numbers } : null);
