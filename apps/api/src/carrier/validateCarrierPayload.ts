import { COURIER_SHIPMENT_TYPE } from '@courier/domain/constants';
import type { CarrierPayload } from './buildCarrierPayload.ts';

const REQUIRED: ReadonlyArray<[keyof CarrierPayload, string]> = [
  ['ConsigneeName', 'Consignee name is required.'],
  ['Attn', 'Attention is required.'],
  ['CneeAdd1', 'Consignee address is required.'],
  ['Cnee_City', 'Consignee city is required.'],
  ['CneePhNo', 'Consignee phone number is required.'],
  ['ShAdd1', 'Shipper address is required.'],
  ['ShipperPhNo', 'Shipper phone number is required.'],
  ['Contents', 'Contents are required.'],
  ['Dec_Currency', 'Declared currency is required.'],
  ['service', 'Service is required.'],
];

/** The built-in carrier's checks of a courier booking: every problem, in the carrier's array form. */
export function validateCarrierPayload(payload: CarrierPayload): string[] {
  if (typeof payload !== 'object' || payload === null) return ['Invalid booking request.'];
  const errors: string[] = [];
  for (const [key, message] of REQUIRED) {
    const value = payload[key];
    if (typeof value !== 'string' || value.trim() === '') errors.push(message);
  }
  if (payload.Shipment_Type !== COURIER_SHIPMENT_TYPE)
    errors.push(`Shipment type must be ${COURIER_SHIPMENT_TYPE}.`);
  if (payload.Awbno !== '') errors.push('A new booking has no airway bill number yet.');
  const items = Array.isArray(payload.shipment_items) ? payload.shipment_items : [];
  if (items.length === 0) errors.push('At least one box is required.');
  items.forEach((item) => {
    if (!(typeof item.PCSWT === 'number' && item.PCSWT > 0))
      errors.push(`Box ${item.Box}: weight must be above 0.`);
    if (!(Number.isInteger(item.QTY) && item.QTY > 0))
      errors.push(`Box ${item.Box}: quantity must be a whole number above 0.`);
  });
  return errors;
}
