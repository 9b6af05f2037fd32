import { COURIER_SHIPMENT_TYPE } from '@courier/domain/constants';

const REQUIRED_TEXT = [
  'ConsigneeName',
  'Attn',
  'CneeAdd1',
  'Cnee_City',
  'CneePhNo',
  'ShAdd1',
  'ShipperPhNo',
  'Contents',
  'Dec_Currency',
  'sender_consignor',
  'receiver_country',
  'service',
] as const;

/** The carrier's own checks of a booking; each problem becomes one entry of the error array. */
export function validateBooking(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return ['Invalid booking request.'];
  const b = body as Record<string, unknown>;
  const errors: string[] = [];
  for (const field of REQUIRED_TEXT) {
    if (typeof b[field] !== 'string' || b[field].trim() === '')
      errors.push(`${field} is required.`);
  }
  if (b.Shipment_Type !== COURIER_SHIPMENT_TYPE)
    errors.push(`Shipment_Type must be ${COURIER_SHIPMENT_TYPE}.`);
  if (b.Awbno !== '') errors.push('Awbno must be empty for a new booking.');
  const items = b.shipment_items;
  if (!Array.isArray(items) || items.length === 0) {
    errors.push('At least one box is required.');
  } else {
    if (b.BoxNo !== items.length) errors.push('BoxNo does not match the number of boxes.');
    items.forEach((item: Record<string, unknown>, i) => {
      for (const key of ['Box', 'QTY', 'RATE', 'AMOUNT', 'PCSWT'] as const) {
        if (typeof item?.[key] !== 'number' || !Number.isFinite(item[key]) || item[key] < 0) {
          errors.push(`Box ${i + 1}: ${key} must be a number.`);
        }
      }
      if (typeof item?.PCSWT === 'number' && item.PCSWT <= 0)
        errors.push(`Box ${i + 1}: PCSWT must be above 0.`);
    });
  }
  if (typeof b.Dec_Value !== 'number' || b.Dec_Value < 0)
    errors.push('Dec_Value must be a number.');
  if (!('KycNo' in b)) errors.push('KycNo is required (null when none).');
  return errors;
}
