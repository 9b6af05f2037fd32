import { API_BASE_PATH } from '@courier/api-client/endpoints';
import { failure } from '@courier/api-client/envelope';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createMockDb, type MockDb } from './db.ts';
import { blogHandlers } from './handlers/blog.ts';
import { careerHandlers } from './handlers/careers.ts';
import { collectionHandlers } from './handlers/collections.ts';
import { companyHandlers } from './handlers/company.ts';
import { contentHandlers } from './handlers/content.ts';
import { customerHandlers } from './handlers/customers.ts';
import { enquiryHandlers } from './handlers/enquiries.ts';
import { locationHandlers } from './handlers/locations.ts';
import { mediaHandlers } from './handlers/media.ts';
import { newsHandlers } from './handlers/news.ts';
import { pageHandlers } from './handlers/pages.ts';
import { paymentHandlers } from './handlers/payments.ts';
import { portalHandlers } from './handlers/portal.ts';
import { portalUserHandlers } from './handlers/portalUsers.ts';
import { portalBatchHandlers } from './handlers/portalBatches.ts';
import { portalCodHandlers } from './handlers/portalCod.ts';
import { portalWebhookHandlers } from './handlers/portalWebhooks.ts';
import { rateHandlers } from './handlers/rates.ts';
import { referenceHandlers } from './handlers/reference.ts';
import { shipmentHandlers } from './handlers/shipments.ts';
import { teamHandlers } from './handlers/team.ts';
import { trackingHandlers } from './handlers/tracking.ts';

/** Every call of the contract, served from one fixture db (a fresh one unless given). */
export function createHandlers(db: MockDb = createMockDb()): HttpHandler[] {
  return [
    ...contentHandlers(db),
    ...companyHandlers(db),
    ...blogHandlers(db),
    ...teamHandlers(db),
    ...newsHandlers(db),
    ...careerHandlers(db),
    ...pageHandlers(db),
    ...referenceHandlers(db),
    ...locationHandlers(db),
    ...rateHandlers(db),
    ...enquiryHandlers(db),
    ...collectionHandlers(db),
    ...paymentHandlers(db),
    ...shipmentHandlers(db),
    ...customerHandlers(db),
    ...portalHandlers(db),
    ...portalWebhookHandlers(db),
    ...portalCodHandlers(db),
    ...portalBatchHandlers(db),
    ...portalUserHandlers(db),
    ...trackingHandlers(db),
    ...mediaHandlers(),
    // A call the contract does not have answers like the real API would, not with the page.
    http.all(`*${API_BASE_PATH}*`, () =>
      HttpResponse.json(failure('Unknown call.'), { status: 404 }),
    ),
  ];
}

/** The handlers over a shared db, for the browser worker of `pnpm dev`. */
export const handlers = createHandlers();
