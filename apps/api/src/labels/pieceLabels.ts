import { toCustomerType } from '@courier/domain/bookingType';
import { filsToKwdString } from '@courier/domain/money';
import type { ShipmentDetails } from '@courier/api-client/endpoints/shipments';
import { routingCode, type Place, type RoutingCode } from './routingCodes.ts';

/** What the database knows beyond the record: the service's name and code, both places' codes. */
export interface DocumentFacts {
  service: { name: string; code: string };
  origin: Place;
  destination: Place;
}

/** Everything one piece's label prints (the same for PDF and ZPL). Nothing personal beyond delivery. */
export interface PieceLabel {
  awb: string;
  pieceNumber: number;
  pieceCount: number;
  /** AWB + 3-digit piece number: the barcode every scan of this box reads. */
  pieceId: string;
  pieceWeightKg: number;
  /** The box's length, width and height in cm; null when the booking gave none (documents). */
  pieceDimensionsCm: { length: number; width: number; height: number } | null;
  shipmentWeightKg: number;
  chargeableKg: number;
  serviceName: string;
  productCode: string;
  destination: RoutingCode;
  destinationCountryIso: string;
  origin: RoutingCode;
  shipDate: string;
  reference: string;
  contentType: 'DOX' | 'SPX';
  contents: string;
  /** Set when the courier collects cash from the shipper at pickup (payment type 'cash'). */
  cashOnCollection: { amount: string } | null;
  /**
   * Cash on delivery: the exact amount the driver collects from the receiver, in KWD with all 3
   * decimals. Printed in the reverse-print box in place of cash on collection.
   */
  cashOnDelivery: { amount: string } | null;
  sender: { name: string; city: string; country: string; phone: string };
  receiver: {
    name: string;
    attention: string;
    addressLines: string[];
    city: string;
    zip: string;
    country: string;
    /** Landline; the mobile is what the driver calls, so both are printed. */
    phone: string;
    mobile: string;
  };
  /** Text of the 2D barcode: AWB | piece/of | destination code | piece weight. */
  matrixText: string;
}

const MAX_PIECES = 999;

/** '50 x 40 x 30 cm', or '-' for a piece without measured sides. */
export const dimensionsText = (d: PieceLabel['pieceDimensionsCm']) =>
  d ? `${d.length} x ${d.width} x ${d.height} cm` : '-';

/** The receiver's numbers: the mobile first (the driver calls it), the landline when it differs. */
export const receiverPhones = (r: PieceLabel['receiver']) =>
  [r.mobile ? `Mobile ${r.mobile}` : '', r.phone && r.phone !== r.mobile ? `Tel ${r.phone}` : '']
    .filter(Boolean)
    .join('   ') || 'Tel -';

function pieceId(awb: string, piece: number): string {
  return `${awb}${String(piece).padStart(3, '0')}`;
}

/** The 2D barcode's text, '|'-separated so a scanner app can split it. */
function matrixText(awb: string, piece: number, of: number, dest: string, kg: number) {
  return `${awb}|${String(piece).padStart(3, '0')}/${String(of).padStart(3, '0')}|${dest}|${kg.toFixed(2)}KG`;
}

/** A goods box's measured size; documents (sizes of 1) and lines without sizes have none. */
function dimensionsOf(
  line: { length: number; width: number; height: number } | undefined,
  contentType: 'DOX' | 'SPX',
): PieceLabel['pieceDimensionsCm'] {
  if (!line || contentType === 'DOX') return null;
  const { length, width, height } = line;
  return [length, width, height].every((n) => Number.isFinite(n) && n > 0)
    ? { length, width, height }
    : null;
}

type Extra = {
  cod_amount_fils?: number;
  sender_street_name_number1?: string;
  receiver_street_name_number1?: string;
};

/**
 * One label per piece. A booking line is one box (spec: total pieces = number of lines), so its
 * weight is the piece weight; a record without lines splits its total weight evenly.
 */
export function pieceLabels(
  details: ShipmentDetails & Extra,
  awb: string,
  facts: DocumentFacts,
): PieceLabel[] {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(awb)) {
    throw new Error('A label needs an airway bill number of letters and digits.');
  }
  const lines = details.shipment_items ?? [];
  const count = lines.length || Math.max(1, details.total_pieces);
  if (count > MAX_PIECES) throw new Error(`A shipment has at most ${MAX_PIECES} pieces.`);
  const weights = lines.length
    ? lines.map((l) => l.weight)
    : Array.from({ length: count }, () => details.total_weight / count);
  const destination = routingCode(facts.destination);
  const origin = routingCode(facts.origin);
  const contentType = toCustomerType(details.type);
  const shared = {
    awb,
    pieceCount: count,
    shipmentWeightKg: details.total_weight,
    chargeableKg: details.total_chargeable_weight,
    serviceName: facts.service.name,
    productCode: facts.service.code,
    destination,
    destinationCountryIso: facts.destination.countryIso,
    origin,
    shipDate: details.shipment_date,
    reference: details.reference_number ?? '',
    contentType,
    contents: details.content ?? '',
    cashOnCollection:
      details.payment_type === 'cash'
        ? { amount: `KWD ${Number(details.total_amount).toFixed(2)}` }
        : null,
    cashOnDelivery:
      typeof details.cod_amount_fils === 'number'
        ? { amount: `KWD ${filsToKwdString(details.cod_amount_fils)}` }
        : null,
    sender: {
      name: details.sender_consignor,
      city: details.sender_city,
      country: details.sender_country,
      phone: details.sender_telephone,
    },
    receiver: {
      name: details.receiver_company_name,
      attention: details.receiver_attention,
      addressLines: [
        details.receiver_street_name_number,
        details.receiver_street_name_number1 ?? '',
      ]
        .map((a) => a.trim())
        .filter(Boolean),
      city: details.receiver_city,
      zip: details.receiver_zip_code,
      country: details.receiver_country,
      phone: details.receiver_telephone,
      mobile: details.receiver_mobile,
    },
  } as const;
  return weights.map((kg, i) => ({
    ...shared,
    pieceNumber: i + 1,
    pieceId: pieceId(awb, i + 1),
    pieceWeightKg: kg,
    pieceDimensionsCm: dimensionsOf(lines[i], contentType),
    matrixText: matrixText(awb, i + 1, count, destination.code, kg),
  }));
}
