import { messageGroup } from '@courier/domain/messageWords';

/** Words of the adapter's own failures (not the carrier's): shown as the booking's error. */
export const CARRIER_MESSAGES = messageGroup('carrier');
