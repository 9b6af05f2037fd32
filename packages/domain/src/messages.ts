/**
 * User messages of spec section 8 that belong to no form field, spelled exactly as the spec
 * shows them (including 'Somthing' and 'Sucessfully'). Field messages live with their schemas.
 */
export const MESSAGES = {
  /** Contact or member send, Status not Success (toast). */
  sendFailed: 'Somthing went wrong. Please try again',
  /** Destination-country list failure. */
  destinationCountryFailed: 'Something went wrong; please try again later.',
  /** Customer wizard: shipment record not Success (toast). */
  shipmentNotBooked: 'Shipment Not Booked',
  /** Customer wizard: shipment booked (toast). */
  shipmentBooked: 'Shipment Booked Sucessfully',
  /** Customer login failure. */
  loginFailed: 'Invalid Userid/Password. Please try again.',
  /** order-tracking opened without a number. */
  orderTrackingMissingNumber: 'Something went wrong.',
  /** multi-tracking opened without a number (toast). */
  multiTrackingMissingNumber: 'Somthing went wrong.',
  /** The separate tracking box, blank after trimming (alert). */
  trackingBoxEmpty: 'Please enter a tracking number.',
  /** Prefix of an image-load failure; see imageLoadErrorMessage. */
  imageLoadErrorPrefix: 'Error loading image: ',
  /** STATUS text of a successful courier booking call. */
  awbGenerated: 'AWB Generated Sucessfully',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** 'Error loading image: ' plus the detail, as the image loader rejects with. */
export function imageLoadErrorMessage(detail: unknown): string {
  const text = detail instanceof Error ? detail.message : String(detail ?? '');
  return MESSAGES.imageLoadErrorPrefix + text;
}
