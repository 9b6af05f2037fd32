import { needsCommercialInvoice } from '../labels/commercialInvoice.ts';
import { LABEL_TOKEN_DAYS, signedLabelBase } from './labelLinks.ts';
import { withCountryNames, type ShipmentRecord } from './shipmentRecord.ts';

export interface DocumentLinks {
  /** A4 sheets, four piece labels per sheet with cut marks (office printers). */
  label_a4_url: string;
  /** 4x6 inch, one piece label per page (thermal printers printing PDF). */
  label_4x6_url: string;
  /** ZPL II for Zebra printers, one 4x6 label per piece. */
  label_zpl_url: string;
  /** Commercial invoice, three copies; only for goods crossing a border. */
  commercial_invoice_url?: string;
  /** When the links stop opening (ISO 8601). */
  expires_at: string;
}

/**
 * The signed, expiring links to a shipment's documents. A link is a bearer credential for the
 * shipment's documents (names, addresses), so it lives `days` (LABEL_TOKEN_DAYS, like label_url);
 * the portal asks for fresh links (`label_links`) when it shows a shipment. All share one token (label-download
 * purpose, subject = AWB or, before the courier booking, the shipment number), so the label route
 * verifies them as it verifies label_url.
 */
export function documentLinks(
  number: string,
  record: ShipmentRecord,
  secret: string,
  days: number = LABEL_TOKEN_DAYS,
  now: Date = new Date(),
): DocumentLinks {
  const { base, expiresAt } = signedLabelBase(number, secret, days, now);
  return {
    label_a4_url: `${base}.pdf?size=A4`,
    label_4x6_url: `${base}.pdf?size=4x6`,
    label_zpl_url: `${base}.zpl`,
    ...(needsCommercialInvoice(withCountryNames(record))
      ? { commercial_invoice_url: `${base}.pdf?document=invoice` }
      : {}),
    expires_at: expiresAt.toISOString(),
  };
}
