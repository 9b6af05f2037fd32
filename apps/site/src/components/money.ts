import { formatKwd, tryParseKwd } from '@courier/domain/money';

/** An amount in KWD from the API shown as 'KWD 12.35' (spec 9: KWD with 2 decimals). */
export function showKwd(amount: number): string {
  return formatKwd(tryParseKwd(amount) ?? 0);
}
