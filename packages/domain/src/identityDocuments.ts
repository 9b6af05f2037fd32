import type { KycType } from './constants.ts';

/**
 * Which identity documents (KYC types, kyc_list) a booking offers. A Kuwaiti courier asks for the
 * Civil ID or a passport; a company may send its commercial licence. India's customs ask for
 * Indian documents (Aadhaar, PAN, voter ID) on shipments to India, so those are offered there
 * only. A type the rules do not name (one staff added to the reference table) is offered always.
 */
interface DocumentRule {
  /** Offered only when the shipper is a company. */
  companiesOnly?: boolean;
  /** Offered only to these destinations (ISO 3166-1 alpha-2). */
  destinations?: readonly string[];
}

const RULES: Readonly<Partial<Record<KycType, DocumentRule>>> = {
  commerciallicence: { companiesOnly: true },
  aadharcard: { destinations: ['IN'] },
  pancard: { destinations: ['IN'] },
  voterid: { destinations: ['IN'] },
};

export interface DocumentContext {
  /** 'company' or 'individual'; '' while not chosen (company documents are held back). */
  shipperType: string;
  /** The receiver country's ISO code; '' while not known (destination documents are held back). */
  destinationIso: string;
}

/** Whether a KYC type (by its code) is offered for this shipper and destination. */
export function offersIdentityDocument(code: string, context: DocumentContext): boolean {
  const rule = RULES[code as KycType];
  if (!rule) return true;
  if (rule.companiesOnly && context.shipperType !== 'company') return false;
  if (rule.destinations && !rule.destinations.includes(context.destinationIso.toUpperCase()))
    return false;
  return true;
}
