import type { BookingType, CustomerBookingType, ShipperType } from './constants.ts';

/**
 * The docs / non-docs choice and its customer-wizard codes: the customer wizard sends DOX for
 * docs and SPX for everything else (spec 3).
 */
export function toCustomerType(type: string): CustomerBookingType {
  return isDocsType(type) ? 'DOX' : 'SPX';
}

export function fromCustomerType(type: CustomerBookingType): BookingType {
  return type === 'DOX' ? 'docs' : 'non-docs';
}

/** True for the documents type in either wizard ('docs' or 'DOX'). */
export function isDocsType(type: string): boolean {
  return type === 'docs' || type === 'DOX';
}

/**
 * True for goods ('non-docs' or 'SPX'): they cross customs on a commercial invoice, so only their
 * item lines ask for the HS code and the country of origin. Documents and a type not yet chosen
 * do not.
 */
export function isGoodsType(type: string): boolean {
  return type === 'non-docs' || type === 'SPX';
}

/** Shipper kind: only a company uploads an invoice. */
export function needsInvoice(shipmentType: ShipperType | string): boolean {
  return shipmentType === 'company';
}

/** Choosing individual hides the invoice upload and clears the invoice (spec 4). */
export function applyShipperType<F extends { shipment_type: string; invoice_document: string }>(
  form: F,
  shipmentType: ShipperType,
): F {
  return {
    ...form,
    shipment_type: shipmentType,
    invoice_document: needsInvoice(shipmentType) ? form.invoice_document : '',
  };
}
