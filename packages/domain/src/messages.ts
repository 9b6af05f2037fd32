import { messageGroup, messageWords } from './messageWords.ts';

/**
 * User messages of spec section 8 that belong to no form field, spelled exactly as the spec
 * shows them (including 'Somthing' and 'Sucessfully'). Field messages live with their schemas.
 * The words are the catalogue's group `section8` (i18n/en.ts), read in the language of the moment:
 * - sendFailed: contact or member send, Status not Success (toast);
 * - destinationCountryFailed: destination-country list failure;
 * - shipmentNotBooked / shipmentBooked: customer wizard, shipment record (toast);
 * - loginFailed: customer login failure;
 * - orderTrackingMissingNumber: order-tracking opened without a number;
 * - multiTrackingMissingNumber: multi-tracking opened without a number (toast);
 * - trackingBoxEmpty: the separate tracking box, blank after trimming (alert);
 * - awbGenerated: STATUS text of a successful courier booking call.
 */
export const MESSAGES = messageGroup('section8');

/**
 * The STATUS of a successful courier booking call (spec section 8, the carrier's spelling): a
 * token of the protocol that clients compare, so the same in every language, never read from the
 * catalogue in the language of the moment.
 */
export const CARRIER_BOOKED_STATUS = 'AWB Generated Sucessfully';

/**
 * Notes and rules without a table of their own: `sunday` under a booking made on a Sunday,
 * `closingAfterReady` when a collection closes before it is ready.
 */
export const noteMessages = messageGroup('note');

/** 'Error loading image: ' plus the detail, as the image loader rejects with. */
export function imageLoadErrorMessage(detail: unknown): string {
  const text = detail instanceof Error ? detail.message : String(detail ?? '');
  return messageWords().image.loadError({ detail: text });
}
