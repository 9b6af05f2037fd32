import { MESSAGES } from '@courier/domain/messages';
import { RateInquiryCard as RateInquiryCardView } from '@courier/ui/RateInquiryCard';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@courier/ui/Toaster';
import { useNavigate } from 'react-router';
import { useDestinationCountries, useOriginCountries } from '../../api/reference';
import { countryOptions } from '../../components/toOptions';
import { saveHomeRate } from '../../storage/rateStorage';

/**
 * Home Rate Inquiry card (spec 2 and 4): choosing a from-country loads its destinations (an empty
 * choice clears them); a valid submit stores inter_from_country, ... and opens check-rate.
 */
export function RateInquiryCard() {
  const navigate = useNavigate();
  const [fromCountry, setFromCountry] = useState('');
  const origins = useOriginCountries();
  const destinations = useDestinationCountries(fromCountry || null);
  const fromOptions = useMemo(() => countryOptions(origins.list, 'country_id'), [origins.list]);
  const toOptions = useMemo(
    () => countryOptions(destinations.list, 'country_id'),
    [destinations.list],
  );

  useEffect(() => {
    if (destinations.failed) toast.error(MESSAGES.destinationCountryFailed);
  }, [destinations.failed]);

  return (
    <RateInquiryCardView
      fromCountries={fromOptions}
      toCountries={toOptions}
      onFromCountryChange={setFromCountry}
      onSubmit={(values) => {
        saveHomeRate(values);
        void navigate('/check-rate');
      }}
    />
  );
}
