import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Back-office settings from the environment (docs/deployment.md, "Back office"). */
export interface AdminConfig {
  /** STAFF_IDLE_MINUTES: a staff session ends after this long without a call (default 30). */
  idleMinutes: number;
  /** STAFF_SESSION_HOURS: and after this long whatever the activity (default 12). */
  sessionHours: number;
  /** Shown as the issuer in the authenticator app (STAFF_TOTP_ISSUER). */
  totpIssuer: string;
  /** ADMIN_DIR: the built back office served at /admin (default apps/admin/dist; '' = none). */
  adminDir: string | undefined;
  /** COURIER_DIR: the couriers' phone app served at /courier (default apps/courier/dist; '' = none). */
  courierDir: string | undefined;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got '${value}'`);
  return n;
}

export function loadAdminConfig(env: NodeJS.ProcessEnv): AdminConfig {
  return {
    idleMinutes: positive(env.STAFF_IDLE_MINUTES, 30, 'STAFF_IDLE_MINUTES'),
    sessionHours: positive(env.STAFF_SESSION_HOURS, 12, 'STAFF_SESSION_HOURS'),
    totpIssuer: env.STAFF_TOTP_ISSUER || 'Courier Express back office',
    adminDir:
      env.ADMIN_DIR === ''
        ? undefined
        : resolve(env.ADMIN_DIR || fileURLToPath(new URL('../../../admin/dist', import.meta.url))),
    courierDir:
      env.COURIER_DIR === ''
        ? undefined
        : resolve(
            env.COURIER_DIR || fileURLToPath(new URL('../../../courier/dist', import.meta.url)),
          ),
  };
}
