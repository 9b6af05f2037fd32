import type { PriceResult } from '../../api/rates';
import { showKwd } from '../../components/money';

/** What a failed calculation shows (spec 4): blank names, zero prices, no options. */
export const emptyQuote: PriceResult = {
  Status: 'Success',
  Message: '',
  originCountryName: '',
  destinationCountryName: '',
  totalPrice: 0,
  vatPercentage: 0,
  vatAmount: 0,
  netPrice: 0,
  service_id: 0,
  serviceList: [],
};

export function CostTable({ quote }: { quote: PriceResult }) {
  return (
    <table className="mt-6 w-full" aria-label="Cost">
      <tbody>
        <tr className="border-b border-line">
          <th scope="row" className="py-2 text-start font-medium">Shipping Rate</th>
          <td className="py-2 text-end" data-testid="shipping-rate">{showKwd(quote.totalPrice)}</td>
        </tr>
        <tr className="border-b border-line">
          <th scope="row" className="py-2 text-start font-medium">VAT ({quote.vatPercentage}%)</th>
          <td className="py-2 text-end" data-testid="vat-amount">{showKwd(quote.vatAmount)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-2 text-start text-lg font-bold">Total</th>
          <td className="py-2 text-end text-lg font-bold" data-testid="total-price">{showKwd(quote.netPrice)}</td>
        </tr>
      </tbody>
    </table>
  );
}
