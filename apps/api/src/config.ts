import { resolve } from 'node:path';
import { loadAdminConfig, type AdminConfig } from './admin/adminConfig.ts';
import { rateLimitConfigFrom, type RateLimitConfig } from './http/rateLimits.ts';
import { listenHost } from './system/listenAddress.ts';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './jobs/jobQueue.ts';
import { webhookSettingsFrom, type WebhookSettings } from './webhooks/webhookSettings.ts';
import { loadShippingConfig, type ShippingConfig } from './shipments/shippingConfig.ts';
import {
  messagingConfigFrom,
  type MessagingConfig,
} from './notifications/channels/messagingConfig.ts';
import { DEFAULT_VAT_PERCENT } from '@courier/domain/constants';
import { parseQuietHours, type QuietHours } from '@courier/domain/quietHours';

/** Everything the API reads from the environment, resolved once at start (docs/deployment.md, "Configuration variables"). */
export interface Config {
  port: number;
  host: string;
  /** postgres://... for a real server; undefined means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Root for the PGlite database (DATA_DIR/pglite), private files and the mail outbox. */
  dataDir: string;
  /** Tests only: PGlite in memory instead of under dataDir. */
  pgliteInMemory: boolean;
  vatPercent: number;
  staffEmail: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  /** SMS_PROVIDER, TWILIO_*, SMS_HTTP_*, WHATSAPP_*: text-message gateways (docs/messaging.md). */
  messaging: MessagingConfig;
  /** QUIET_HOURS ('22:00-08:00' or 'off'): phone messages that can wait are held through it. */
  quietHours: QuietHours | null;
  /**
   * The receiver's delivery link (docs/receiver.md): RECEIVER_LINK_DAYS, its longest life (it
   * also ends at delivery); RECEIVER_CUTOFF_MINUTES, how long after the out-for-delivery scan
   * the receiver may still change the delivery.
   */
  receiver: { linkDays: number; cutoffMinutes: number };
  /** Built site to serve beside the API; undefined or missing folder means API only. */
  siteDir: string | undefined;
  logLevel: string;
  /** Fastify trustProxy: false (default, clients connect directly), true, addresses, or a hop-count test. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Largest JSON body accepted (a 5 MB resume is ~6.7 MB as base64). */
  bodyLimitBytes: number;
  /** Two identical enquiries within this many seconds are stored once. */
  duplicateWindowSeconds: number;
  seedDemoContent: boolean;
  /** IDEMPOTENCY_CLAIM_SECONDS: an unanswered claim (its process died) blocks retries this long (PostgreSQL mode). */
  idempotencyClaimSeconds: number;
  /** Per-address limits of the public calls (http/rateLimits.ts). */
  rateLimits: RateLimitConfig;
  /** REDIS_URL: rate-limit counters in Redis instead of the database. */
  redisUrl: string | undefined;
  /** Bookings, payments, customers, carrier, labels (shipments/shippingConfig.ts). */
  shipping: ShippingConfig;
  /** Set by main.ts in PGlite mode: the token of the loopback-only /api/control calls (the CLI's). */
  controlToken?: string;
  /** Back office: staff session time-outs, TOTP issuer (admin/adminConfig.ts). */
  admin: AdminConfig;
  /** Private files: S3_URL moves them to an S3-compatible bucket (files/createFileStore.ts). */
  files: { s3Url: string | undefined; s3Region: string };
  /** REFERENCE_CACHE=off: no in-memory caches of settings, rates, content and tracking (cache/). */
  referenceCache: boolean;
  /** TRACKING_CACHE_ENTRIES: airway bills whose tracking answers each process keeps (tracking/trackingAnswers.ts). */
  trackingCacheEntries: number;
  /** PUBLIC_URL: the site's address as customers reach it; every link in a message starts with it. */
  publicUrl: string;
  /** SESSION_SECRET (>= 32 chars): required with DATABASE_URL (system/requiredSecrets.ts). */
  sessionSecret: string | undefined;
  /** QUEUE_*: the job queue's polling, retries and time-outs (jobs/jobQueue.ts). */
  jobs: JobSettings;
  /** WEBHOOKS_*: webhook deliveries' address rules, time-out and retries (webhooks/webhookSettings.ts). */
  webhooks: WebhookSettings;
}

/**
 * Airway bills whose tracking answers each process keeps (tracking/trackingAnswers.ts): enough for
 * the shipments people are following at any moment, ~3.8 KB each (docs/api.md, "Caches").
 */
const TRACKING_CACHE_ENTRIES = 10_000;

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a non-negative number, got '${value}'`);
  return n;
}

/**
 * Off unless set: trusting X-Forwarded-For from anyone would let a client pick its own address
 * and step around per-address limits such as the login limiter.
 */
function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

function publicUrlFrom(value: string | undefined, port: number): string {
  const raw = value || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, got '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, got '${raw}'`);
  return url.toString().replace(/\/+$/, '');
}

function jobSettingsFrom(env: NodeJS.ProcessEnv): JobSettings {
  const d = DEFAULT_JOB_SETTINGS;
  return {
    workers: env.QUEUE_WORKERS !== 'false',
    pollSeconds:
      numberFrom(env.QUEUE_POLL_SECONDS, d.pollSeconds, 'QUEUE_POLL_SECONDS') || d.pollSeconds,
    retryLimit: numberFrom(env.QUEUE_RETRY_LIMIT, d.retryLimit, 'QUEUE_RETRY_LIMIT'),
    retryDelaySeconds: numberFrom(
      env.QUEUE_RETRY_DELAY_SECONDS,
      d.retryDelaySeconds,
      'QUEUE_RETRY_DELAY_SECONDS',
    ),
    expireSeconds:
      numberFrom(env.QUEUE_EXPIRE_SECONDS, d.expireSeconds, 'QUEUE_EXPIRE_SECONDS') ||
      d.expireSeconds,
    maintenanceSeconds:
      numberFrom(
        env.QUEUE_MAINTENANCE_SECONDS,
        d.maintenanceSeconds,
        'QUEUE_MAINTENANCE_SECONDS',
      ) || d.maintenanceSeconds,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: numberFrom(env.PORT, 3000, 'PORT'),
    host: listenHost(env),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgliteInMemory: false,
    vatPercent: numberFrom(env.VAT_PERCENT, DEFAULT_VAT_PERCENT, 'VAT_PERCENT'),
    staffEmail: env.STAFF_EMAIL || 'staff@courier.example',
    mailFrom: env.MAIL_FROM || 'website@courier.example',
    smtpUrl: env.SMTP_URL || undefined,
    messaging: messagingConfigFrom(env),
    quietHours: parseQuietHours(env.QUIET_HOURS || '22:00-08:00'),
    receiver: {
      linkDays: numberFrom(env.RECEIVER_LINK_DAYS, 30, 'RECEIVER_LINK_DAYS') || 30,
      cutoffMinutes: numberFrom(env.RECEIVER_CUTOFF_MINUTES, 60, 'RECEIVER_CUTOFF_MINUTES'),
    },
    siteDir:
      env.SITE_DIR === ''
        ? undefined
        : resolve(env.SITE_DIR || new URL('../../site/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    bodyLimitBytes: numberFrom(env.BODY_LIMIT_BYTES, 8 * 1024 * 1024, 'BODY_LIMIT_BYTES'),
    duplicateWindowSeconds: numberFrom(
      env.DUPLICATE_WINDOW_SECONDS,
      10,
      'DUPLICATE_WINDOW_SECONDS',
    ),
    seedDemoContent: env.SEED_DEMO_CONTENT !== 'false',
    idempotencyClaimSeconds:
      numberFrom(env.IDEMPOTENCY_CLAIM_SECONDS, 60, 'IDEMPOTENCY_CLAIM_SECONDS') || 60,
    rateLimits: rateLimitConfigFrom(env),
    redisUrl: env.REDIS_URL || undefined,
    shipping: loadShippingConfig(env),
    admin: loadAdminConfig(env),
    files: { s3Url: env.S3_URL || undefined, s3Region: env.S3_REGION || 'us-east-1' },
    referenceCache: env.REFERENCE_CACHE !== 'off',
    trackingCacheEntries: numberFrom(
      env.TRACKING_CACHE_ENTRIES,
      TRACKING_CACHE_ENTRIES,
      'TRACKING_CACHE_ENTRIES',
    ),
    publicUrl: publicUrlFrom(env.PUBLIC_URL, numberFrom(env.PORT, 3000, 'PORT')),
    sessionSecret: env.SESSION_SECRET || undefined,
    jobs: jobSettingsFrom(env),
    webhooks: webhookSettingsFrom(env),
  };
}
