import { isDocsType } from '@courier/domain/bookingType';
import type { ShipmentDetails } from '@courier/api-client/endpoints/shipments';
import type { DocumentFacts } from './pieceLabels.ts';

export interface InvoiceParty {
  name: string;
  contact: string;
  addressLines: string[];
  cityLine: string;
  country: string;
  phone: string;
  email: string;
}

interface InvoiceLine {
  description: string;
  /** Filled when the booking line carries them; blank cells are for the shipper to write in. */
  hsCode: string;
  countryOfOrigin: string;
  quantity: number;
  unit: string;
  unitValue: number;
  totalValue: number;
  weightKg: number;
}

/** What the commercial invoice prints; built from the recorded booking only. */
export interface CommercialInvoice {
  invoiceNumber: string;
  awb: string;
  date: string;
  reference: string;
  serviceName: string;
  currency: string;
  reasonForExport: string;
  shipper: InvoiceParty;
  receiver: InvoiceParty;
  lines: InvoiceLine[];
  pieces: number;
  grossWeightKg: number;
  declaredValue: number;
}

/** Copies per the carriers' convention: one travels with the goods for customs, one for the receiver, one for the shipper. */
export const INVOICE_COPIES = ['Original - customs', 'Copy - receiver', 'Copy - shipper'] as const;

type Extra = {
  sender_street_name_number1?: string;
  receiver_street_name_number1?: string;
};

/**
 * Goods crossing a border need a commercial invoice; documents (DOX) and domestic shipments do
 * not. Countries are compared by ISO code when both are known, else by name (the record with
 * country names, see withCountryNames). A record that names no country on either side (the demo
 * shipments seeded for tracking carry only a destination) shows no border crossing: no invoice.
 */
export function needsCommercialInvoice(
  details: ShipmentDetails,
  iso: { from?: string; to?: string } = {},
): boolean {
  if (isDocsType(details.type)) return false;
  if (iso.from && iso.to) return iso.from !== iso.to;
  const name = (n: unknown) => (typeof n === 'string' ? n.trim().toLowerCase() : '');
  const from = name(details.sender_country);
  const to = name(details.receiver_country);
  return from !== '' && to !== '' && from !== to;
}

/**
 * The booking has no reason-for-export field: a company shipment (which uploads its own sales
 * invoice) is a sale; an individual's is personal, not for resale.
 */
function reasonForExport(shipmentType: string): string {
  return shipmentType === 'company' ? 'Sale of goods' : 'Personal use, not for resale';
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function commercialInvoiceOf(
  details: ShipmentDetails & Extra,
  awb: string,
  facts: DocumentFacts,
): CommercialInvoice {
  return {
    invoiceNumber: `CI-${awb}`,
    awb,
    date: details.shipment_date,
    reference: details.reference_number ?? '',
    serviceName: facts.service.name,
    currency: details.currency_code,
    reasonForExport: reasonForExport(details.shipment_type),
    shipper: {
      name: details.sender_consignor,
      contact: details.sender_contact_person,
      addressLines: [details.sender_street_name_number, details.sender_street_name_number1 ?? ''],
      cityLine: [details.sender_city, details.sender_zip_code].filter(Boolean).join(' '),
      country: details.sender_country,
      phone: details.sender_telephone,
      email: details.sender_email,
    },
    receiver: {
      name: details.receiver_company_name,
      contact: details.receiver_attention,
      addressLines: [
        details.receiver_street_name_number,
        details.receiver_street_name_number1 ?? '',
      ],
      cityLine: [details.receiver_city, details.receiver_zip_code].filter(Boolean).join(' '),
      country: details.receiver_country,
      phone: details.receiver_telephone || details.receiver_mobile,
      email: details.receiver_email,
    },
    lines: details.shipment_items.map((l) => {
      return {
        description: l.description,
        hsCode: text(l.hs_code),
        countryOfOrigin: text(l.country_of_origin),
        quantity: l.qty,
        unit: l.unit,
        unitValue: l.item_value,
        totalValue: l.item_total_value,
        weightKg: l.weight,
      };
    }),
    pieces: details.shipment_items.length || details.total_pieces,
    grossWeightKg: details.total_weight,
    declaredValue: details.value,
  };
}
