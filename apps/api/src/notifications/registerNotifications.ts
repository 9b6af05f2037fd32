import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { createMailTransport } from '../enquiries/mailer.ts';
import { OPT_OUT_PATH, registerMessageWorkers } from './messageJobs.ts';
import { optOutRoutes } from './optOutRoutes.ts';
import { outboxSmsProvider } from './sms.ts';

/**
 * Starts this process's e-mail and SMS workers (every process works the shared queue) and the
 * opt-out pages. `secret` is the label-token secret: it signs the label and opt-out links.
 */
export async function registerNotifications(
  app: FastifyInstance,
  context: AppContext,
  secret: string,
): Promise<void> {
  const { config, db, jobs } = context;
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: config.mailFrom,
  });
  app.addHook('onClose', async () => transport.close());
  registerMessageWorkers(jobs, {
    db,
    transport,
    sms: outboxSmsProvider,
    publicUrl: config.publicUrl,
    secret,
    labelTokenDays: config.shipping.labelTokenDays,
  });
  await app.register(async (scope) => optOutRoutes(scope, { db, secret }), {
    prefix: OPT_OUT_PATH,
  });
}
