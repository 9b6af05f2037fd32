/** How webhooks are delivered (config.ts reads them from WEBHOOKS_* variables). */
export interface WebhookSettings {
  /**
   * WEBHOOKS_ALLOW_LOOPBACK=true: endpoints on 127.0.0.1, ::1 or localhost are accepted, over
   * plain http too (tests, a developer's machine). Never set in production: then only https
   * URLs whose every address is public are accepted.
   */
  allowLoopback: boolean;
  /** WEBHOOKS_TIMEOUT_SECONDS: how long one POST may take, answer included. */
  timeoutMs: number;
  /**
   * WEBHOOKS_RETRY_DELAYS_SECONDS (comma-separated): the wait before each retry after a failed
   * attempt; one attempt plus one per delay. Tests use fractions of a second.
   */
  retryDelaysMs: readonly number[];
  /** WEBHOOKS_DISABLE_AFTER_HOURS: an endpoint whose attempts failed this long is disabled. */
  disableAfterMs: number;
  /** How long a delivery waits before looking again when an earlier event of its shipment is still out. */
  orderWaitMs: number;
}

/** 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h: 8 attempts over 23 h 36 min. */
const DEFAULT_RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200, 18_000, 28_800, 28_800];

const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowLoopback: false,
  timeoutMs: 10_000,
  retryDelaysMs: DEFAULT_RETRY_DELAYS_SECONDS.map((s) => s * 1000),
  disableAfterMs: 24 * 3_600_000,
  orderWaitMs: 5_000,
};

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

export function webhookSettingsFrom(env: NodeJS.ProcessEnv): WebhookSettings {
  const d = DEFAULT_WEBHOOK_SETTINGS;
  const delays = env.WEBHOOKS_RETRY_DELAYS_SECONDS?.trim();
  return {
    allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    timeoutMs:
      positive(env.WEBHOOKS_TIMEOUT_SECONDS, d.timeoutMs / 1000, 'WEBHOOKS_TIMEOUT_SECONDS') * 1000,
    retryDelaysMs: delays
      ? delays.split(',').map((s) => positive(s, 0, 'WEBHOOKS_RETRY_DELAYS_SECONDS') * 1000)
      : d.retryDelaysMs,
    disableAfterMs:
      positive(
        env.WEBHOOKS_DISABLE_AFTER_HOURS,
        d.disableAfterMs / 3_600_000,
        'WEBHOOKS_DISABLE_AFTER_HOURS',
      ) * 3_600_000,
    orderWaitMs: d.orderWaitMs,
  };
}
