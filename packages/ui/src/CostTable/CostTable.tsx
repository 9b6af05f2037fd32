import { formatKwd } from '@courier/domain/money';
import { useLanguage } from '../i18n/LanguageProvider';
import { useUiWords } from '../i18n/uiWords';

export interface CostTableProps {
  /** All amounts in fils (integer minor units); shown as KWD with 2 decimals. */
  shippingRateFils: number;
  vatPercentage: string | number;
  vatAmountFils: number;
  totalFils: number;
}

export function CostTable({
  shippingRateFils,
  vatPercentage,
  vatAmountFils,
  totalFils,
}: CostTableProps) {
  const w = useUiWords();
  const language = useLanguage();
  const rows = [
    { label: w.cost.shippingRate, amount: shippingRateFils },
    { label: w.cost.vat({ percentage: String(vatPercentage) }), amount: vatAmountFils },
  ];
  return (
    <table className="w-full overflow-hidden rounded-card border border-line text-sm">
      <caption className="sr-only">{w.cost.caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-line">
            <th scope="row" className="px-4 py-3 text-start font-medium text-ink-muted">
              {row.label}
            </th>
            <td className="px-4 py-3 text-end tabular-nums text-ink">
              {formatKwd(row.amount, language)}
            </td>
          </tr>
        ))}
        <tr className="bg-navy-50">
          <th scope="row" className="px-4 py-3 text-start font-bold text-navy-800">
            {w.cost.total}
          </th>
          <td className="px-4 py-3 text-end text-lg font-bold tabular-nums text-navy-800">
            {formatKwd(totalFils, language)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
