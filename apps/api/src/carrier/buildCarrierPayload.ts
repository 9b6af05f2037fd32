import type { ShipmentDetails } from '@courier/api-client/endpoints/shipments';
import { COURIER_SHIPMENT_TYPE } from '@courier/domain/constants';

/** The recorded customer shipment (spec section 3, customer variant) that the courier booking sends. */
export type CarrierShipmentRecord = ShipmentDetails & {
  sender_street_name_number1?: string;
  receiver_street_name_number1?: string;
  /** The receiver's state or province when the city list gave one. */
  receiver_state?: string;
  Userid?: string;
  CustomerCode?: string;
  BillTo?: string;
};

type RecordItem = ShipmentDetails['shipment_items'][number];

/** An item row enriched for the carrier: box number, quantity, rate, amount and piece weight. */
type CarrierItem = RecordItem & {
  Box: number;
  QTY: number;
  RATE: number;
  AMOUNT: number;
  PCSWT: number;
};

/** The courier booking payload of spec section 7: the record, enriched. */
export type CarrierPayload = Omit<CarrierShipmentRecord, 'shipment_items'> & {
  shipment_items: CarrierItem[];
  BoxNo: number;
  CustomValue: number;
  Dec_Currency: string;
  Shipment_Type: typeof COURIER_SHIPMENT_TYPE;
  Awbno: '';
  Attn: string;
  Contents: string;
  ShipperPhNo: string;
  Cnee_City: string;
  ShAdd1: string;
  ShAdd2: string;
  ShAdd3: string;
  CneeAdd1: string;
  CneeAdd2: string;
  CneeAdd3: string;
  Dec_Value: number;
  CneeZipCode: string;
  CneeState: string;
  CneePhNo: string;
  CneeEmail: string;
  ConsigneeName: string;
  KycNo: null;
  L: number;
  W: number;
  H: number;
  Cubic: number;
};

/** Item numbers carry two decimals (spec section 9); this avoids 0.1 + 0.2 style tails. */
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

const text = (value: string | undefined) => (value ?? '').trim();
const joinLine = (...parts: Array<string | undefined>) =>
  parts.map(text).filter(Boolean).join(', ');

/**
 * Builds the courier booking payload from the server's own record (never from browser totals):
 * - shipment_items rows gain Box (1-based), QTY, RATE (item value), AMOUNT (QTY x RATE), PCSWT (weight);
 * - BoxNo is the number of boxes (item lines); CustomValue and Dec_Value the declared value
 *   (sum of AMOUNT); Dec_Currency the currency code;
 * - ShAdd1-2 / CneeAdd1-2 are the two street lines, ShAdd3 / CneeAdd3 the city, zip and country line;
 * - L, W, H are the dimensions of the largest box (by volume), Cubic the total volume in cm3.
 */
export function buildCarrierPayload(record: CarrierShipmentRecord): CarrierPayload {
  const items: CarrierItem[] = record.shipment_items.map((item, index) => ({
    ...item,
    Box: index + 1,
    QTY: item.qty,
    RATE: round2(item.item_value),
    AMOUNT: round2(item.qty * item.item_value),
    PCSWT: round2(item.weight),
  }));
  const declaredValue = round2(items.reduce((sum, item) => sum + item.AMOUNT, 0));
  const volume = (i: RecordItem) => i.length * i.width * i.height;
  const largest = record.shipment_items.reduce<RecordItem | undefined>(
    (best, item) => (best === undefined || volume(item) > volume(best) ? item : best),
    undefined,
  );

  return {
    ...record,
    shipment_items: items,
    BoxNo: items.length,
    CustomValue: declaredValue,
    Dec_Currency: record.currency_code,
    Shipment_Type: COURIER_SHIPMENT_TYPE,
    Awbno: '',
    Attn: text(record.receiver_attention),
    Contents: text(record.content),
    ShipperPhNo: text(record.sender_telephone),
    Cnee_City: text(record.receiver_city),
    ShAdd1: text(record.sender_street_name_number),
    ShAdd2: text(record.sender_street_name_number1),
    ShAdd3: joinLine(record.sender_city, record.sender_zip_code, record.sender_country),
    CneeAdd1: text(record.receiver_street_name_number),
    CneeAdd2: text(record.receiver_street_name_number1),
    CneeAdd3: joinLine(record.receiver_city, record.receiver_zip_code, record.receiver_country),
    Dec_Value: declaredValue,
    CneeZipCode: text(record.receiver_zip_code),
    CneeState: text(record.receiver_state),
    CneePhNo: text(record.receiver_telephone) || text(record.receiver_mobile),
    CneeEmail: text(record.receiver_email),
    ConsigneeName: text(record.receiver_company_name),
    KycNo: null,
    L: round2(largest?.length ?? 0),
    W: round2(largest?.width ?? 0),
    H: round2(largest?.height ?? 0),
    Cubic: round2(record.shipment_items.reduce((sum, item) => sum + volume(item), 0)),
  };
}
