/**
 * Airway bill numbers: 11 digits, the first 10 a serial and the last a check digit, the serial
 * modulo 7 (the check used by airline and express air waybills). It catches most single-digit
 * typos in a number read out or copied by hand.
 */
const AWB_SERIAL_LENGTH = 10;
export const MAX_AWB_SERIAL = 10 ** AWB_SERIAL_LENGTH - 1;

const SERIAL = /^[0-9]{10}$/;
const AWB = /^[0-9]{11}$/;

/** Check digit (0-6) of a 10-digit serial. */
export function awbCheckDigit(serial: string): number {
  if (!SERIAL.test(serial))
    throw new RangeError(`An AWB serial is 10 digits: ${JSON.stringify(serial)}`);
  return Number(serial) % 7;
}

/** The 11-digit number of serial 1 ... 9 999 999 999: zero-padded serial plus check digit. */
export function makeAwb(serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > MAX_AWB_SERIAL) {
    throw new RangeError(`AWB serial out of range 1-${MAX_AWB_SERIAL}: ${serial}`);
  }
  const digits = String(serial).padStart(AWB_SERIAL_LENGTH, '0');
  return `${digits}${awbCheckDigit(digits)}`;
}

/** True for 11 digits whose last digit is the check digit of the first 10. Spaces are trimmed. */
export function isValidAwb(value: string): boolean {
  const awb = value.trim();
  if (!AWB.test(awb)) return false;
  return awbCheckDigit(awb.slice(0, AWB_SERIAL_LENGTH)) === Number(awb.charAt(AWB_SERIAL_LENGTH));
}

/** The serial of a valid AWB number, or null. */
export function awbSerial(value: string): number | null {
  return isValidAwb(value) ? Number(value.trim().slice(0, AWB_SERIAL_LENGTH)) : null;
}
