import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';

/** Claims (docs/claims.md): the receiver's through the delivery link, the sender's in the portal. */
export const deliveryClaim = (token: string) => apiCall('delivery_claim', { token });
export const fileDeliveryClaim = (request: RequestOf<'delivery_claim_file'>) =>
  apiCall('delivery_claim_file', request);
export const answerDeliveryClaim = (request: RequestOf<'delivery_claim_answer'>) =>
  apiCall('delivery_claim_answer', request);

export const portalClaim = (shipmentId: string) => apiCall('portal_claim', { shipmentId });
export const filePortalClaim = (request: RequestOf<'portal_claim_file'>) =>
  apiCall('portal_claim_file', request);
export const answerPortalClaim = (request: RequestOf<'portal_claim_answer'>) =>
  apiCall('portal_claim_answer', request);
