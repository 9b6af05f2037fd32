import type { Config } from '../config.ts';
import type { LoginLimits } from './loginLimiter.ts';

/** The login limits of customers and staff alike, from the LOGIN_* settings. */
export const loginLimitsOf = (config: Config): LoginLimits => ({
  maxPerUser: config.shipping.loginMaxPerUser,
  maxPerAddress: config.shipping.loginMaxPerAddress,
  windowMinutes: config.shipping.loginWindowMinutes,
  userFreeFailures: config.shipping.loginUserFreeFailures,
  userMaxDelaySeconds: config.shipping.loginUserMaxDelaySeconds,
});
