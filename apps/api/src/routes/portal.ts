import type { FastifyInstance } from 'fastify';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { registerPortalAccountRoutes } from './portalAccountRoutes.ts';
import { registerPortalAddressRoutes } from './portalAddressRoutes.ts';
import { registerPortalApiKeyRoutes } from './portalApiKeyRoutes.ts';
import { registerPortalCollectionRoutes } from './portalCollectionRoutes.ts';
import { registerPortalShipmentRoutes } from './portalShipmentRoutes.ts';

export { PORTAL_MESSAGES } from '../portal/portalAnswers.ts';

/**
 * Customer portal: every call needs the session cookie and reads or writes the
 * logged-in customer's own rows only; an id of nobody's or another customer's record answers the
 * same 404, so ids cannot be probed.
 */
export function portalRoutes(app: FastifyInstance, context: ShippingContext): void {
  registerPortalShipmentRoutes(app, context);
  registerPortalAddressRoutes(app, context.db);
  registerPortalCollectionRoutes(app, context);
  registerPortalAccountRoutes(app, context);
  registerPortalApiKeyRoutes(app, context.db);
}
