/**
 * Airway bill numbers: 11 digits, a 10-digit serial and a mod-7 check digit of that serial.
 * Kept here until packages/domain exports the same rule as `@courier/domain/awb`.
 */
const SERIAL_LIMIT = 10_000_000_000n;

export function awbCheckDigit(serial10: string): number {
  if (!/^\d{10}$/.test(serial10)) throw new Error('An AWB serial is exactly 10 digits.');
  return Number(BigInt(serial10) % 7n);
}

/** The AWB of a sequence value (1 .. 9,999,999,999). */
export function makeAwb(serial: bigint): string {
  if (serial < 1n || serial >= SERIAL_LIMIT) throw new Error('AWB serial out of range (1 to 9999999999).');
  const digits = serial.toString().padStart(10, '0');
  return `${digits}${awbCheckDigit(digits)}`;
}

export function isValidAwb(value: unknown): value is string {
  return typeof value === 'string' && /^\d{11}$/.test(value) && awbCheckDigit(value.slice(0, 10)) === Number(value[10]);
}
