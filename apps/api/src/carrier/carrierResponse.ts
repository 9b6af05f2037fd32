import { CARRIER_BOOKED_STATUS } from '@courier/domain/messages';
import type { BookingResult } from './CarrierAdapter.ts';
import { CARRIER_MESSAGES } from './carrierMessages.ts';

/** STATUS of create_skynet_shipment when the carrier could not be reached (booking kept for a retry). */
export const CARRIER_UNAVAILABLE_STATUS = 'Carrier Unavailable';

export interface LabelLinks {
  /** The image in the confirmation modal. */
  label_image_url: string;
  /** The 'Download File' link (the signed PDF label URL). */
  label_url: string;
}

/**
 * The answer of create_skynet_shipment for a carrier result, in the shapes the site reads
 * (spec section 8): STATUS 'AWB Generated Sucessfully' with Data; an array of errors (the first
 * is shown); or another STATUS with the text to show in Data.
 */
export function carrierResponse(
  result: BookingResult,
  labels: (awb: string) => LabelLinks,
):
  | { STATUS: typeof CARRIER_BOOKED_STATUS; Data: { Awbno: string } & LabelLinks }
  | string[]
  | { STATUS: string; Data: string } {
  if (result.ok)
    return { STATUS: CARRIER_BOOKED_STATUS, Data: { Awbno: result.awb, ...labels(result.awb) } };
  if (result.retryable) return { STATUS: CARRIER_UNAVAILABLE_STATUS, Data: result.message };
  return result.errors.length > 0 ? result.errors : [CARRIER_MESSAGES.refused];
}
