/**
 * Exact decimal arithmetic for the few numbers the product computes (weights, money). A value is
 * read as the decimal it is written as ('1.005' is one and five thousandths, not the nearest
 * binary float) and held as a scaled integer (bigint), so sums and products never drift.
 *
 * Rounding, everywhere in this package: half away from zero on the decimal as written
 * (1.005 -> 1.01, 1.004 -> 1.00, -1.005 -> -1.01).
 */

const DECIMAL_TEXT = /^([+-])?([0-9]*)(?:\.([0-9]*))?$/;

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** The decimal text of a number as JavaScript writes it, without exponent when it can. */
function numberText(value: number, scale: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent form: either far too large to matter here, or so small it rounds to zero.
  if (Math.abs(value) >= 1) return null;
  return value.toFixed(Math.min(scale + 2, 100));
}

/**
 * `value` times 10^scale as an integer, rounded half away from zero. Accepts a number or text
 * like '12', '+12.5', '-0.125', '.5', '12.'; returns null for anything else (blank included).
 */
export function parseScaled(value: string | number, scale: number): bigint | null {
  const text = typeof value === 'number' ? numberText(value, scale) : value.trim();
  if (text === null) return null;
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let scaled = BigInt(whole || '0') * pow10(scale) + BigInt(kept || '0');
  const firstDropped = fraction.charAt(scale);
  if (firstDropped !== '' && firstDropped >= '5') scaled += 1n;
  return sign === '-' ? -scaled : scaled;
}

/** Integer division rounded half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [
    numerator < 0n ? -numerator : numerator,
    denominator < 0n ? -denominator : denominator,
  ];
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** Rescales a scaled integer from one scale to another, rounding half away from zero. */
export function rescale(value: bigint, from: number, to: number): bigint {
  if (to >= from) return value * pow10(to - from);
  return divideRounded(value, pow10(from - to));
}

/** Writes a scaled integer as fixed decimal text: (12345n, 3) -> '12.345'. */
export function scaledToFixed(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** A scaled integer as a JavaScript number (exact for the magnitudes used here). */
export function scaledToNumber(value: bigint, scale: number): number {
  return Number(scaledToFixed(value, scale));
}

/** Rounds to two decimals, half away from zero on the decimal as written. NaN stays NaN. */
export function round2(value: number): number {
  const scaled = parseScaled(value, 2);
  return scaled === null ? Number.NaN : scaledToNumber(scaled, 2);
}

/** The shortest decimal text of a number rounded to two decimals: 0.2 -> '0.2', 3 -> '3'. */
export function toDecimal2String(value: number): string {
  const rounded = round2(value);
  return Number.isNaN(rounded) ? '' : String(rounded === 0 ? 0 : rounded);
}

/**
 * Keeps a number field to what the item rules allow while the user types: digits and one dot,
 * at most `decimals` digits after it ('12.345' -> '12.34', '1a.5.6' -> '1.56'). Extra decimals
 * are cut, not rounded, so the digits on screen are the ones typed.
 */
export function limitDecimalInput(text: string, decimals = 2): string {
  const cleaned = text.replace(/[^0-9.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  const whole = cleaned.slice(0, dot);
  const fraction = cleaned.slice(dot + 1).replace(/\./g, '');
  if (decimals <= 0) return whole;
  return `${whole}.${fraction.slice(0, decimals)}`;
}
