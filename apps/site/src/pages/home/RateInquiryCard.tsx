import { MESSAGES } from '@courier/domain/messages';
import { RateInquiryCard as RateInquiryCardView } from '@courier/ui/RateInquiryCard';
import { useEffect, useState } from 'react';
import { toast } from '@courier/ui/Toaster';
import { useNavigate } from 'react-router';
import { useDestinationCountries, useOriginCountries } from '../../api/reference';
import { saveHomeRate } from '../../storage/rateStorage';

const toOptions = (list: readonly { country_id: number; country_name: string }[]) =>
  list.map((country) => ({ id: String(country.country_id), name: country.country_name }));

/**
 * Home Rate Inquiry card (spec 2 and 4): choosing a from-country loads its destinations (an empty
 * choice clears them); a valid submit stores inter_from_country, ... and opens check-rate.
 */
export function RateInquiryCard() {
  const navigate = useNavigate();
  const [fromCountry, setFromCountry] = useState('');
  const origins = useOriginCountries();
  const destinations = useDestinationCountries(fromCountry || null);

  useEffect(() => {
    if (destinations.failed) toast.error(MESSAGES.destinationCountryFailed);
  }, [destinations.failed]);

  return (
    <RateInquiryCardView
      fromCountries={toOptions(origins.list)}
      toCountries={toOptions(destinations.list)}
      onFromCountryChange={setFromCountry}
      onSubmit={(values) => {
        saveHomeRate(values);
        navigate('/check-rate');
      }}
    />
  );
}
