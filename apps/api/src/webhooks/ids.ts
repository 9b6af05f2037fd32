import { randomBytes } from 'node:crypto';

/** Public ids with a kind prefix (`evt_`, `we_`, `whd_`, `whsec_`): 24 random hex digits or more. */
export const prefixedId = (prefix: string, bytes = 12) =>
  `${prefix}${randomBytes(bytes).toString('hex')}`;
