import { useNavigate } from 'react-router';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';
import { saveQuote } from '../../storage/rateStorage';
import { RateCalculator } from './RateCalculator';

export function Component() {
  const w = useSiteWords();
  const navigate = useNavigate();
  return (
    <>
      <PageBanner title={w.pages.rateEnquiry} />
      <Container>
        <RateCalculator
          footer={(quote, values) => (
            <button
              type="button"
              disabled={quote.serviceList.length === 0}
              onClick={() => {
                saveQuote({
                  originCountryId: values.origin_country_id ?? '',
                  destinationCountryId: values.destination_country_id ?? '',
                  totalWeight: values.weight ?? '',
                  weightUnit: values.unit ?? '',
                });
                void navigate('/book-shipment');
              }}
              className="mt-6 rounded-field bg-express-600 px-5 py-2.5 font-semibold text-white hover:bg-express-700 disabled:opacity-60"
            >
              {w.buttons.proceed}
            </button>
          )}
        />
      </Container>
    </>
  );
}
