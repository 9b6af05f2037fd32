import type { FastifyInstance } from 'fastify';
import { apiKeyMessages } from '@courier/domain/schemas/apiKeys';
import { activityBy, recordActivity } from '../accountUsers/accountUsers.ts';
import { requireRole } from '../customers/requireCustomer.ts';
import type { Db } from '../db/client.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../merchantApi/apiKeys.ts';
import { PORTAL_MESSAGES } from '../portal/portalAnswers.ts';
import { PRIVATE_NO_STORE as noStore } from '../http/privateFile.ts';

/** The portal's merchant API keys: list, create (the key shown once) and revoke. */
export function registerPortalApiKeyRoutes(app: FastifyInstance, db: Db): void {
  contractRoute(app, 'portal_api_keys', async (_input, request, reply) => {
    const { customer } = await requireRole(db, request, 'owner');
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.apiKeys, { api_keys: await listApiKeys(db, customer.id) });
  });

  // The key is in this answer only: never stored, never cached, never answered again.
  contractRoute(app, 'portal_api_key_create', async ({ name, mode }, request, reply) => {
    const actor = await requireRole(db, request, 'owner');
    const { key, ...api_key } = await createApiKey(
      db,
      actor.customer.id,
      name,
      mode,
      actor.user?.id,
    );
    await recordActivity(db, activityBy(actor), 'api_key.created', api_key.id);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.apiKeyCreated, { api_key, key });
  });

  contractRoute(app, 'portal_api_key_revoke', async ({ keyId }, request) => {
    const actor = await requireRole(db, request, 'owner');
    const { customer } = actor;
    if (!(await revokeApiKey(db, customer.id, keyId))) throw notFound(apiKeyMessages.keyNotFound);
    await recordActivity(db, activityBy(actor), 'api_key.revoked', keyId);
    const revoked = (await listApiKeys(db, customer.id)).find((k) => k.id === keyId);
    return success(PORTAL_MESSAGES.apiKeyRevoked, { api_key: revoked! });
  });
}
