import { tryParseKwd } from '@courier/domain/money';
import { CostTable as CostTableView } from '@courier/ui/CostTable';
import type { PriceResult } from '../../api/rates';

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

const fils = (kwd: number) => tryParseKwd(kwd) ?? 0;

/** Shipping Rate, VAT with its percentage and Total, in KWD with 2 decimals. */
export function CostTable({ quote }: { quote: PriceResult }) {
  return (
    <div className="mt-6" data-testid="cost-table">
      <CostTableView
        shippingRateFils={fils(quote.totalPrice)}
        vatPercentage={quote.vatPercentage}
        vatAmountFils={fils(quote.vatAmount)}
        totalFils={fils(quote.netPrice)}
      />
    </div>
  );
}
