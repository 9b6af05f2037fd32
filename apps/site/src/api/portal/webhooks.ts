import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from '../client';
import { useApi } from '../hooks';

/** The account's webhook endpoints, and the events an endpoint can ask for. */
export const usePortalWebhooks = () => useApi('portal_webhook_endpoints', {});
/** An endpoint's recent deliveries (null: none shown). */
export const useWebhookDeliveries = (endpointId: string | null) =>
  useApi('portal_webhook_deliveries', endpointId ? { endpointId } : null);

export const createWebhookEndpoint = (request: RequestOf<'portal_webhook_endpoint_create'>) =>
  apiCall('portal_webhook_endpoint_create', request);
export const deleteWebhookEndpoint = (endpointId: string) =>
  apiCall('portal_webhook_endpoint_delete', { endpointId });
export const resendWebhookDelivery = (deliveryId: string) =>
  apiCall('portal_webhook_resend', { deliveryId });
