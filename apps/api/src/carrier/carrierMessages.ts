/** Words of the adapter's own failures (not the carrier's): shown as the booking's error. */
export const CARRIER_MESSAGES = {
  timeout: 'The carrier did not answer in time. The shipment is saved; please try again.',
  unreachable: 'The carrier could not be reached. The shipment is saved; please try again.',
  unavailable: 'The carrier is unavailable right now. The shipment is saved; please try again.',
  unreadable:
    'The carrier sent an answer we could not read. The shipment is saved; please try again.',
  credentials: 'The carrier refused our credentials. Please contact support.',
  refused: 'The carrier refused the booking.',
  noAwb: 'The carrier answered without an airway bill number.',
} as const;
