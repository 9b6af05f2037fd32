import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { createMailTransport } from '../enquiries/mailer.ts';
import { deliveryWindowOf } from '../receiver/deliveryWindow.ts';
import { OPT_OUT_PATH, registerMessageWorkers } from './messageJobs.ts';
import { optOutRoutes } from './optOutRoutes.ts';
import { phoneChannels } from './channels/phoneChannels.ts';
import { MESSAGE_STATUS_PATH, messageStatusRoutes } from './channels/statusRoutes.ts';

/**
 * Starts this process's e-mail and SMS workers (every process works the shared queue), the
 * opt-out pages and the gateways' delivery reports. `secret` is the label-token secret: it signs the label and opt-out links.
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
  const { sms, whatsapp } = phoneChannels(config.messaging, config.publicUrl);
  registerMessageWorkers(jobs, {
    db,
    transport,
    sms,
    whatsapp,
    publicUrl: config.publicUrl,
    secret,
    labelTokenDays: config.shipping.labelTokenDays,
    receiverLinkDays: config.receiver.linkDays,
    windowOf: (shipmentId, now) => deliveryWindowOf({ db, config }, shipmentId, now),
  });
  await app.register(async (scope) => optOutRoutes(scope, { db, secret }), {
    prefix: OPT_OUT_PATH,
  });
  await app.register(
    async (scope) =>
      messageStatusRoutes(scope, { db, messaging: config.messaging, publicUrl: config.publicUrl }),
    { prefix: MESSAGE_STATUS_PATH },
  );
}
