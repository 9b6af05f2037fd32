import { HOME_COUNTRY_CODE, HOME_COUNTRY_NAME } from '@courier/domain/constants';
import type {
  BookingStep1,
  BookingStep1Input,
  BookingVariant,
} from '@courier/domain/schemas/booking';
import { SenderReceiverStep, type ReceiverBook } from '@courier/ui/SenderReceiverStep';
import { useMemo, useState } from 'react';
import { useCarrierCities, useCarrierCountries } from '../api/customers';
import {
  fetchMobileCode,
  useCountries,
  useDestinationCities,
  useOriginCities,
} from '../api/reference';
import { countryIdByName, countryIdOf, homeCountryName, matchName } from './countryLookup';
import { countryOptions } from '../components/toOptions';

export interface PartiesStepProps<V extends BookingVariant> {
  variant: V;
  defaultValues: Partial<BookingStep1Input<V>>;
  onNext: (values: BookingStep1<V>) => void;
  onCancel?: () => void;
  /** The customer's saved receivers (create-shipment only). */
  receiverBook?: ReceiverBook;
}

/** Options whose id is the name itself: the wizard's country and city fields hold names. */
const byName = (names: readonly string[]) => names.map((name) => ({ id: name, name }));

/**
 * Step 1 of both wizards: the ui step fed with the site's data. A sender country change loads
 * origin cities; a receiver country change loads cities and the country's mobile code. The
 * customer wizard lists the carrier's catalogue. A sender with no country yet (no quote, no
 * account address) starts in the courier's own country.
 */
export function PartiesStep<V extends BookingVariant>({
  variant,
  defaultValues,
  onNext,
  onCancel,
  receiverBook,
}: PartiesStepProps<V>) {
  const customer = variant === 'customer';
  const countries = useCountries();
  const carrierCountries = useCarrierCountries(customer);
  const countryNames = customer
    ? carrierCountries.list.map((c) => c.country_name)
    : countries.list.map((c) => c.country_name);
  // The list's own spelling of the country ('KUWAIT' in a carrier's list), once it is known.
  const spelled = (name: string) => matchName(countryNames, name) || name;
  // Without a sender country given, the courier's own, as the list of the page's language names
  // it ('الكويت' on an Arabic page: 'Kuwait' matched no option there and the box stayed empty).
  const home = defaultValues.sender_country
    ? spelled(String(defaultValues.sender_country))
    : homeCountryName(
        customer ? carrierCountries.list : countries.list,
        HOME_COUNTRY_CODE,
        HOME_COUNTRY_NAME,
      );
  // What the visitor picked; until then the default above, which follows the list as it loads.
  const [senderCountry, setSenderCountry] = useState('');
  const [receiverCountry, setReceiverCountry] = useState(
    String(defaultValues.receiver_country ?? ''),
  );
  const [mobileCode, setMobileCode] = useState<string | undefined>(undefined);
  const sender = senderCountry || home;

  const originCities = useOriginCities(customer ? null : countryIdByName(countries.list, sender));
  const destinationCities = useDestinationCities(
    customer ? null : countryIdByName(countries.list, receiverCountry),
  );
  const senderCarrierCities = useCarrierCities(customer ? sender : '');
  const receiverCarrierCities = useCarrierCities(customer ? receiverCountry : '');
  const cityNames = (list: readonly { city_name: string }[]) =>
    byName(list.map((city) => city.city_name));
  // Option lists keep their identity between renders: a new array on every render rebuilds the
  // combo box's collection while its list is open.
  const senderCityList = customer ? senderCarrierCities.list : originCities.list;
  const receiverCityList = customer ? receiverCarrierCities.list : destinationCities.list;
  const countryList = customer ? carrierCountries.list : countries.list;
  const senderCityOptions = useMemo(() => cityNames(senderCityList), [senderCityList]);
  const receiverCityOptions = useMemo(() => cityNames(receiverCityList), [receiverCityList]);
  const countryItems = useMemo(
    // Found by their English and Arabic names whatever the list's language.
    () => countryOptions(countryList, 'country_name'),
    [countryList],
  );

  const onReceiverCountry = async (name: string) => {
    setReceiverCountry(name);
    setMobileCode(undefined);
    // The carrier's list names countries in English, ours in the page's language.
    const id = countryIdOf(countries.list, name, countryList);
    if (id === null) return;
    const code = await fetchMobileCode(id);
    if (code) setMobileCode(code);
  };

  // Wait for the catalogue so the sender country is spelled as it lists it before the form takes its values.
  if (customer && carrierCountries.isLoading) return null;

  return (
    <SenderReceiverStep
      variant={variant}
      countries={countryItems}
      senderCities={senderCityOptions}
      receiverCities={receiverCityOptions}
      loading={{
        countries: customer ? carrierCountries.isLoading : countries.isLoading,
        senderCities: customer ? senderCarrierCities.isLoading : originCities.isLoading,
        receiverCities: customer ? receiverCarrierCities.isLoading : destinationCities.isLoading,
      }}
      onSenderCountryChange={setSenderCountry}
      onReceiverCountryChange={(name) => void onReceiverCountry(name)}
      receiverMobileCode={mobileCode}
      defaultValues={{
        ...defaultValues,
        sender_country: home,
      }}
      onSubmit={onNext}
      onCancel={onCancel}
      receiverBook={
        receiverBook && {
          ...receiverBook,
          // A saved receiver brings its own mobile number: load its country's cities only.
          onPick: (receiver) => {
            setReceiverCountry(receiver.values.receiver_country ?? '');
            receiverBook.onPick?.(receiver);
          },
        }
      }
    />
  );
}
