import { registerMessageLanguage } from './http/messageLanguage.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createQueuedMailer } from './enquiries/mailer.ts';
import { registerStatementWorker, startStatementTick } from './statements/statementJobs.ts';
import { startJobQueue } from './jobs/jobQueue.ts';
import { createStatusNotifier } from './notifications/shipmentNotifications.ts';
import { registerWebhookWorker } from './webhooks/delivery.ts';
import { recordShipmentEvents } from './webhooks/events.ts';
import { checkRequiredSecrets } from './system/requiredSecrets.ts';
import { storedSecret } from './tokens/labelSecret.ts';
import { registerSessionSecret } from './tokens/sessionTokenHash.ts';
import { createFileStore } from './files/createFileStore.ts';
import { createAppCaches } from './cache/appCaches.ts';
import { registerBodyDepthLimit } from './http/bodyDepth.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './http/errorHandler.ts';
import { capLogObject, safeErrorSerializer } from './http/logging.ts';
import { OneLineRequestLog } from './http/requestLog.ts';
import { lazyRequestLogger } from './http/requestLogger.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerCompression } from './http/compression.ts';
import { registerOriginCheck } from './http/originCheck.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerAdminSite, registerCourierSite } from './http/adminSite.ts';
import { registerRateLimits } from './http/rateLimits.ts';
import { pgCounterStore, redisCounterStore } from './http/rateLimitStore.ts';
import { coalescedCounters } from './http/coalescedCounters.ts';
import { registerSite } from './http/site.ts';
import type { AppContext } from './context.ts';
import { blogRoutes } from './routes/blog.ts';
import { controlRoutes } from './routes/control.ts';
import { careerRoutes } from './routes/careers.ts';
import { companyRoutes } from './routes/company.ts';
import { enquiryRoutes } from './routes/enquiries.ts';
import { healthRoutes } from './routes/health.ts';
import { homeRoutes } from './routes/home.ts';
import { locationRoutes } from './routes/locations.ts';
import { contentMediaRoutes } from './routes/contentMedia.ts';
import { mediaRoutes } from './routes/media.ts';
import { newsRoutes } from './routes/news.ts';
import { pageRoutes } from './routes/pages.ts';
import { rateRoutes } from './routes/rates.ts';
import { referenceRoutes } from './routes/reference.ts';
import { serviceRoutes } from './routes/services.ts';
import { teamRoutes } from './routes/team.ts';
import { seedDemoContent } from './seed/index.ts';
import { CARD_LOG_REDACT_PATHS } from './payments/cardSummary.ts';
import { PAYMENT_RETURN_PATH } from './payments/hostedPayment.ts';
import { registerShipping } from './shipments/registerShipping.ts';

const API_PREFIX = '/api/website';

/** The route areas under /api/website; a new area is added to this list. */
const areas: ((app: FastifyInstance, context: AppContext) => void)[] = [
  serviceRoutes,
  teamRoutes,
  newsRoutes,
  blogRoutes,
  careerRoutes,
  pageRoutes,
  homeRoutes,
  companyRoutes,
  referenceRoutes,
  locationRoutes,
  rateRoutes,
  enquiryRoutes,
];

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  /** What the route areas were given (tests reach the file store and caches through it). */
  context: AppContext;
}

/**
 * Opens the database, applies migrations, seeds demo content once and registers every route.
 * Tests call it with an in-memory PGlite or a fresh Postgres database; main.ts with the env config.
 */
export async function buildApp(
  config: Config,
  options: { database?: Database } = {},
): Promise<BuiltApp> {
  const serverOptions: FastifyServerOptions = {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', ...CARD_LOG_REDACT_PATHS],
      // Errors without SQL parameters or row values; every string capped (http/logging.ts).
      serializers: { err: (err: unknown) => safeErrorSerializer(err) as never },
      formatters: { log: (object) => capLogObject(object) as Record<string, unknown> },
    },
    // One line per request instead of two (http/requestLog.ts).
    logController: new OneLineRequestLog(),
    // A request's child logger is made only when it writes (http/requestLogger.ts).
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Ids and paths stay short; a long URL is refused by Fastify with 414 before routing.
    routerOptions: { maxParamLength: 200 },
    // Bad percent-encoding and over-long parameters answer in the envelope, without the URL.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  };
  checkRequiredSecrets(config.databaseUrl, {
    LABEL_TOKEN_SECRET: config.shipping.labelTokenSecret,
    SESSION_SECRET: config.sessionSecret,
  });
  // Embedded PGlite: generated once into DATA_DIR/secrets, like the label secret.
  config.sessionSecret = await storedSecret(config.sessionSecret, config.dataDir, 'session-secret');
  const app = Fastify(serverOptions);
  // Messages in the request's language from the first hook on (http/messageLanguage.ts).
  registerMessageLanguage(app);
  // Session cookies are stored as an HMAC under it (tokens/sessionTokenHash.ts).
  registerSessionSecret(app, config.sessionSecret);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.pgliteInMemory,
    }));
  // A database handed in belongs to the caller (tests reopen apps on it); one opened here closes with the app.
  if (!options.database) app.addHook('onClose', async () => database.close());
  try {
    await runMigrations(database);
    if (config.seedDemoContent) await seedDemoContent(database.db);
  } catch (err) {
    if (!options.database) await database.close();
    throw err;
  }

  // Every /api/website route validates and serialises with the api-client table's zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyDepthLimit(app);
  // Bodies are JSON only; a text/plain POST gets 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');
  // helmet's headers, built once (http/securityHeaders.ts).
  registerSecurityHeaders(app);
  // A state-changing call from another site's page is refused (http/originCheck.ts).
  // The gateway's page posts the payer back (KNET): signed, so its origin does not matter.
  registerOriginCheck(app, config.publicUrl, [PAYMENT_RETURN_PATH]);
  await registerCompression(app);

  // Before any route is added: the limits hook onto the routes registered after them.
  // One write in flight per counter from this process: a busy key is one round trip per batch.
  const counters = coalescedCounters(
    config.redisUrl ? await redisCounterStore(config.redisUrl) : pgCounterStore(database.db),
  );
  app.addHook('onClose', async () => counters.close());
  await registerRateLimits(app, counters, config.rateLimits);
  const sweepCounters = setInterval(() => {
    counters
      .sweep()
      .catch((err: unknown) => app.log.warn({ err }, 'could not sweep rate-limit counters'));
  }, 600_000);
  sweepCounters.unref();
  app.addHook('onClose', async () => clearInterval(sweepCounters));

  // Workers start with the process (registerNotifications); on close they finish the jobs in
  // hand before the database closes (preClose runs before every onClose).
  const jobs = await startJobQueue(database, config.jobs, app.log);
  app.addHook('preClose', async () => jobs.stop());
  const mailer = createQueuedMailer(jobs, config.staffEmail, app.log);
  const caches = await createAppCaches(database, config);
  const notifyCustomers = createStatusNotifier(jobs, config.quietHours);
  app.addHook('onClose', async () => caches.bus.close());
  const context: AppContext = {
    db: database.db,
    config,
    mailer,
    files: createFileStore(config, database.db),
    caches,
    jobs,
    counters,
    notifyStatus: async (tx, change, alsoQueue) => {
      // Every event the app records passes here: this process forgets the number's tracking
      // answers at once; the others hear of it from the database's notice (trackingAnswers.ts).
      caches.tracking.changed(change.awb);
      await notifyCustomers(tx, change, alsoQueue);
      // The account's webhook events, in the same transaction (webhooks/events.ts).
      await recordShipmentEvents(tx, jobs, change);
    },
  };
  registerWebhookWorker(jobs, { db: database.db, mailer, settings: config.webhooks });
  // Monthly statements: an hourly tick queues the month's job, one per month (statements/).
  registerStatementWorker(context);
  const statementTick = startStatementTick(jobs, (err) =>
    app.log.warn({ err }, 'could not queue monthly statements'),
  );
  app.addHook('onClose', async () => statementTick.stop());

  await registerOpenApi(app);
  healthRoutes(app, database);
  mediaRoutes(app);
  contentMediaRoutes(app, context);
  await app.register(
    async (api) => {
      for (const area of areas) area(api, context);
    },
    { prefix: API_PREFIX },
  );
  await registerShipping(app, context, API_PREFIX);
  await app.register(async (control) => controlRoutes(control, context), {
    prefix: '/api/control',
  });
  await registerAdminSite(app, config.admin.adminDir);
  await registerCourierSite(app, config.admin.courierDir);
  await registerSite(app, config.siteDir, caches.bus);
  return { app, database, context };
}
