import { DEFAULT_NON_WORKING_WEEKDAYS } from '@courier/domain/collectionDate';
import { tryParseKwd } from '@courier/domain/money';
import { httpCarrierConfigFromEnv, type HttpCarrierConfig } from '../carrier/HttpCarrierAdapter.ts';
import { knetConfigFromEnv, type KnetConfig } from '../payments/KnetPaymentProvider.ts';

/** Settings of the shipping area (bookings, payments, customers, carrier), read from the environment. */
export interface ShippingConfig {
  /** COLLECTION_NON_WORKING_DAYS: weekdays without collections, 0 = Sunday; default '5' (Friday). */
  nonWorkingWeekdays: readonly number[];
  /** COLLECTION_HOLIDAYS: 'YYYY-MM-DD' dates, comma separated. */
  holidays: readonly string[];
  /** LABEL_TOKEN_SECRET (>= 32 chars); unset: generated once into DATA_DIR/secrets. */
  labelTokenSecret: string | undefined;
  /** OPS_TOKEN: Bearer token of /api/ops; unset turns the ops calls off. */
  opsToken: string | undefined;
  /** CARRIER_ADAPTER: builtin (default) or http. */
  carrierAdapter: 'builtin' | 'http';
  /** CARRIER_BASE_URL, CARRIER_USERNAME, CARRIER_PASSWORD, CARRIER_ACCESS_KEY, CARRIER_TIMEOUT_MS (http only). */
  httpCarrier: HttpCarrierConfig | undefined;
  /** SEED_DEMO=true seeds the demo customer on a PostgreSQL server too (always on embedded PGlite). */
  seedDemoCustomer: boolean;
  /** Failed logins allowed per user ID, and per client address, within loginWindowMinutes. */
  loginMaxPerUser: number;
  loginMaxPerAddress: number;
  loginWindowMinutes: number;
  /** LOGIN_USER_FREE_FAILURES: failures of one user ID from anywhere (24 h) before growing delays. */
  loginUserFreeFailures: number;
  /** LOGIN_USER_MAX_DELAY_SECONDS: the longest of those delays. */
  loginUserMaxDelaySeconds: number;
  /** SESSION_DAYS: how long a customer session lasts. */
  sessionDays: number;
  /** Login cookies always Secure and `__Host-` (COOKIE_SECURE, or an https PUBLIC_URL). */
  cookieSecure: boolean;
  /** Largest uploaded KYC or invoice document. */
  documentMaxBytes: number;
  /** LABEL_TOKEN_DAYS: how long a label link works (re-issued by label_links). */
  labelTokenDays: number;
  /** PAYMENT_MAX_KWD: the largest card payment, in fils (checked before the provider is called). */
  paymentMaxFils: number;
  /**
   * PAYMENT_PROVIDER: sandbox (default; its hosted page is the gateway simulator this API serves,
   * and make_online_payment takes its test cards) or knet (KNET_TRANPORTAL_ID,
   * KNET_TRANPORTAL_PASSWORD, KNET_RESOURCE_KEY, KNET_GATEWAY_URL). docs/payments.md.
   */
  paymentProvider: 'sandbox' | 'knet';
  knet: KnetConfig | undefined;
}

/** amount_fils is a 32-bit integer column: no configured maximum may exceed it. */
const INT32_MAX = 2_147_483_647;

function paymentMax(value: string | undefined): number {
  if (value === undefined || value === '') return 1_000_000;
  const fils = tryParseKwd(value);
  if (fils === null || fils <= 0 || fils > INT32_MAX)
    throw new Error(
      `PAYMENT_MAX_KWD must be an amount in KWD from 0.001 to 2147483.647, got '${value}'`,
    );
  return fils;
}

const whole = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive whole number, got '${value}'`);
  return n;
};

function weekdays(value: string | undefined): readonly number[] {
  if (value === undefined) return DEFAULT_NON_WORKING_WEEKDAYS;
  const days = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (days.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) {
    throw new Error(
      `COLLECTION_NON_WORKING_DAYS must list weekdays 0-6 (0 = Sunday), got '${value}'`,
    );
  }
  return days;
}

function dates(value: string | undefined): readonly string[] {
  const list = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const bad = list.find((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d));
  if (bad) throw new Error(`COLLECTION_HOLIDAYS must list YYYY-MM-DD dates, got '${bad}'`);
  return list;
}

/**
 * Login cookies Secure (and `__Host-`) on every request: COOKIE_SECURE=true, or unset with an
 * https PUBLIC_URL (production behind a TLS terminator that may not pass X-Forwarded-Proto).
 * COOKIE_SECURE=false leaves it to each request's protocol.
 */
const cookieSecureFrom = (env: NodeJS.ProcessEnv): boolean =>
  env.COOKIE_SECURE === 'true' ||
  (env.COOKIE_SECURE !== 'false' && /^https:\/\//i.test(env.PUBLIC_URL?.trim() ?? ''));

export function loadShippingConfig(env: NodeJS.ProcessEnv): ShippingConfig {
  const adapter = env.CARRIER_ADAPTER || 'builtin';
  if (adapter !== 'builtin' && adapter !== 'http')
    throw new Error(`CARRIER_ADAPTER must be builtin or http, got '${adapter}'`);
  const paymentProvider = env.PAYMENT_PROVIDER || 'sandbox';
  if (paymentProvider !== 'sandbox' && paymentProvider !== 'knet')
    throw new Error(`PAYMENT_PROVIDER must be sandbox or knet, got '${paymentProvider}'`);
  const opsToken = env.OPS_TOKEN || undefined;
  if (opsToken !== undefined && opsToken.length < 32)
    throw new Error(
      'OPS_TOKEN must be at least 32 characters long (e.g. openssl rand -base64 32).',
    );
  const secret = env.LABEL_TOKEN_SECRET || undefined;
  if (secret !== undefined && secret.length < 32)
    throw new Error('LABEL_TOKEN_SECRET must be at least 32 characters long.');
  return {
    nonWorkingWeekdays: weekdays(env.COLLECTION_NON_WORKING_DAYS),
    holidays: dates(env.COLLECTION_HOLIDAYS),
    labelTokenSecret: secret,
    opsToken,
    carrierAdapter: adapter,
    httpCarrier: adapter === 'http' ? httpCarrierConfigFromEnv(env) : undefined,
    seedDemoCustomer: env.SEED_DEMO === 'true',
    loginMaxPerUser: whole(env.LOGIN_MAX_PER_USER, 5, 'LOGIN_MAX_PER_USER'),
    loginMaxPerAddress: whole(env.LOGIN_MAX_PER_ADDRESS, 30, 'LOGIN_MAX_PER_ADDRESS'),
    loginWindowMinutes: whole(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES'),
    loginUserFreeFailures: whole(env.LOGIN_USER_FREE_FAILURES, 10, 'LOGIN_USER_FREE_FAILURES'),
    loginUserMaxDelaySeconds: whole(
      env.LOGIN_USER_MAX_DELAY_SECONDS,
      900,
      'LOGIN_USER_MAX_DELAY_SECONDS',
    ),
    sessionDays: whole(env.SESSION_DAYS, 7, 'SESSION_DAYS'),
    cookieSecure: cookieSecureFrom(env),
    documentMaxBytes: 5 * 1024 * 1024,
    paymentMaxFils: paymentMax(env.PAYMENT_MAX_KWD),
    paymentProvider,
    knet: paymentProvider === 'knet' ? knetConfigFromEnv(env) : undefined,
    labelTokenDays: whole(env.LABEL_TOKEN_DAYS, 30, 'LABEL_TOKEN_DAYS'),
  };
}
