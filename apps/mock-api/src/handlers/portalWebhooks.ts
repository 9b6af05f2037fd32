import { success } from '@courier/api-client/envelope';
import type { WebhookEndpointRow } from '@courier/api-client/endpoints/portalWebhooks';
import { WEBHOOK_EVENT_TYPES, webhookMessages } from '@courier/domain/schemas/webhooks';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { sessionAccount } from '../behaviour/session.ts';
import { refuse, route, type RouteContext } from '../route.ts';

/** The API's words (apps/api requireCustomer, routes/portalWebhooks.ts). */
const LOGIN_REQUIRED = 'Please log in to continue.';

/** Endpoints added in the mock, per mock db and account (nothing is ever delivered). */
const states = new WeakMap<MockDb, Array<WebhookEndpointRow & { userId: string }>>();
function endpointsOf(db: MockDb) {
  let list = states.get(db);
  if (!list) {
    list = [];
    states.set(db, list);
  }
  return list;
}

const hex = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** The portal's Webhooks page over the mock db: endpoints kept in memory, no deliveries. */
export function portalWebhookHandlers(db: MockDb): HttpHandler[] {
  const who = ({ cookies }: RouteContext) => sessionAccount(db, cookies);
  const own = (userId: string, endpointId: string) =>
    endpointsOf(db).find((e) => e.userId === userId && e.id === endpointId);

  return [
    route(db, 'portal_webhook_endpoints', (_input, context) => {
      const account = who(context);
      if (!account) return refuse('portal_webhook_endpoints', LOGIN_REQUIRED, 401);
      const endpoints = endpointsOf(db)
        .filter((e) => e.userId === account.userId)
        .map(({ userId: _u, ...e }) => e);
      return success({ endpoints, event_types: [...WEBHOOK_EVENT_TYPES] }, 'Webhook endpoints');
    }),
    route(db, 'portal_webhook_endpoint_create', ({ url, events }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_webhook_endpoint_create', LOGIN_REQUIRED, 401);
      if (!url.startsWith('https://'))
        return refuse('portal_webhook_endpoint_create', webhookMessages.httpsOnly, 400);
      const endpoint: WebhookEndpointRow = {
        id: `we_${hex(24)}`,
        url,
        events,
        status: 'enabled',
        disabled_reason: '',
        disabled_at: null,
        created_at: new Date().toISOString(),
      };
      endpointsOf(db).unshift({ ...endpoint, userId: account.userId });
      return success(
        { endpoint: { ...endpoint, secret: `whsec_${hex(48)}` } },
        'The endpoint has been added.',
      );
    }),
    route(db, 'portal_webhook_endpoint_delete', ({ endpointId }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_webhook_endpoint_delete', LOGIN_REQUIRED, 401);
      const found = own(account.userId, endpointId);
      if (!found)
        return refuse('portal_webhook_endpoint_delete', webhookMessages.endpointNotFound, 404);
      const list = endpointsOf(db);
      list.splice(list.indexOf(found), 1);
      return success({}, 'The endpoint has been deleted.');
    }),
    route(db, 'portal_webhook_deliveries', ({ endpointId }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_webhook_deliveries', LOGIN_REQUIRED, 401);
      if (!own(account.userId, endpointId))
        return refuse('portal_webhook_deliveries', webhookMessages.endpointNotFound, 404);
      return success({ deliveries: [] }, 'Webhook deliveries');
    }),
    route(db, 'portal_webhook_resend', (_input, context) => {
      const account = who(context);
      if (!account) return refuse('portal_webhook_resend', LOGIN_REQUIRED, 401);
      return refuse('portal_webhook_resend', webhookMessages.deliveryNotFound, 404);
    }),
  ];
}
