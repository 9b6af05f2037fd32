import { Button } from '@courier/ui/Button';
import { FormTextField } from '@courier/ui/wizard/controlled';
import { DEFAULT_CONTACT_COUNTRY_NAME } from '@courier/domain/constants';
import { bookingStep1Schema, type BookingVariant } from '@courier/domain/schemas/booking';
import { useEffect } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useCarrierCities, useCarrierCountries } from '../api/customers';
import { fetchMobileCode, useCountries, useDestinationCities, useOriginCities } from '../api/reference';
import { SelectField } from '../components/form/SelectField';
import { useResyncOnOptions } from '../components/form/useResyncOnOptions';
import { en } from '../i18n/en';
import { countryIdByName, matchName } from './countryLookup';
import { fieldBinder, stepResolver } from './fieldProps';

export interface SenderReceiverStepProps {
  variant: BookingVariant;
  defaultValues: FieldValues;
  onNext: (values: FieldValues) => void;
  onCancel?: () => void;
}

const names = (list: readonly { city_name: string }[]) => list.map((city) => ({ value: city.city_name, label: city.city_name }));

/**
 * Step 1 of both wizards. Country fields hold names. A sender country change loads origin
 * cities; a receiver country change loads cities and fills the mobile with the country's code.
 * The customer wizard lists the carrier's catalogue and starts with the sender in INDIA.
 */
export function SenderReceiverStep({ variant, defaultValues, onNext, onCancel }: SenderReceiverStepProps) {
  const customer = variant === 'customer';
  const form = useForm<FieldValues>({ resolver: stepResolver(bookingStep1Schema(variant)), defaultValues });
  const { handleSubmit, watch, setValue, getValues } = form;
  const field = fieldBinder(form);

  const countries = useCountries();
  const carrierCountries = useCarrierCountries(customer);
  const senderCountry = String(watch('sender_country') ?? '');
  const receiverCountry = String(watch('receiver_country') ?? '');
  const senderId = customer ? null : countryIdByName(countries.list, senderCountry);
  const receiverId = customer ? null : countryIdByName(countries.list, receiverCountry);
  const originCities = useOriginCities(senderId);
  const destinationCities = useDestinationCities(receiverId);
  const senderCarrierCities = useCarrierCities(customer ? senderCountry : '');
  const receiverCarrierCities = useCarrierCities(customer ? receiverCountry : '');

  const countryNames = customer ? carrierCountries.list.map((c) => c.country_name) : countries.list.map((c) => c.country_name);
  const countryOptions = countryNames.map((name) => ({ value: name, label: name }));
  const senderCities = customer ? names(senderCarrierCities.list) : names(originCities.list);
  const receiverCities = customer ? names(receiverCarrierCities.list) : names(destinationCities.list);

  useResyncOnOptions(form, 'sender_country', countryNames);
  useResyncOnOptions(form, 'receiver_country', countryNames);
  useResyncOnOptions(form, 'sender_city', senderCities);
  useResyncOnOptions(form, 'receiver_city', receiverCities);

  // Customer wizard: the contact country defaults to INDIA once the catalogue names it.
  useEffect(() => {
    if (!customer || getValues('sender_country')) return;
    const india = matchName(carrierCountries.list.map((c) => c.country_name), DEFAULT_CONTACT_COUNTRY_NAME);
    if (india) setValue('sender_country', india);
  }, [customer, carrierCountries.list, getValues, setValue]);

  const onReceiverCountry = async (name: string) => {
    setValue('receiver_city', '');
    const id = countryIdByName(countries.list, name);
    if (id === null) return;
    const code = await fetchMobileCode(id);
    if (code) setValue('receiver_mobile', code);
  };

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate aria-label="Sender and Receiver details" className="space-y-8">
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-xl font-bold">Sender Details</legend>
        <FormTextField control={form.control} name="sender_consignor" label="Consignor" />
        <FormTextField control={form.control} name="sender_contact_person" label="Contact Person" />
        <FormTextField control={form.control} name="sender_street_name_number" label="Street Name/Number" maxLength={80} />
        {customer ? <FormTextField control={form.control} name="sender_street_name_number1" label="Street Name/Number (line 2)" maxLength={80} /> : null}
        <SelectField
          label="Country"
          placeholder="Select Country"
          options={countryOptions}
          {...field('sender_country')}
          onChange={(event) => {
            setValue('sender_country', event.target.value);
            setValue('sender_city', '');
          }}
        />
        <SelectField label="City" placeholder="Select City" options={senderCities} {...field('sender_city')} />
        <FormTextField control={form.control} name="sender_zip_code" label="Zip Code" inputMode="numeric" />
        <FormTextField control={form.control} name="sender_telephone" label="Telephone" type="tel" />
        <FormTextField control={form.control} name="sender_fax" label="Fax" type="tel" />
        <FormTextField control={form.control} name="sender_email" label="Email" type="email" />
        <FormTextField control={form.control} name="reference_number" label="Reference Number" />
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-xl font-bold">Receiver Details</legend>
        <FormTextField control={form.control} name="receiver_company_name" label="Company Name" />
        <FormTextField control={form.control} name="receiver_attention" label="Attention" />
        <FormTextField control={form.control} name="receiver_street_name_number" label="Receiver Street Name/Number" maxLength={80} />
        {customer ? <FormTextField control={form.control} name="receiver_street_name_number1" label="Receiver Street Name/Number (line 2)" maxLength={80} /> : null}
        <SelectField
          label="Receiver Country"
          placeholder="Select Country"
          options={countryOptions}
          {...field('receiver_country')}
          onChange={(event) => {
            setValue('receiver_country', event.target.value);
            void onReceiverCountry(event.target.value);
          }}
        />
        <SelectField label="Receiver City" placeholder="Select City" options={receiverCities} {...field('receiver_city')} />
        <FormTextField control={form.control} name="receiver_zip_code" label="Receiver Zip Code" inputMode="numeric" />
        <FormTextField control={form.control} name="receiver_telephone" label="Receiver Telephone" type="tel" />
        <FormTextField control={form.control} name="receiver_mobile" label="Receiver Mobile" type="tel" />
        <FormTextField control={form.control} name="receiver_fax" label="Receiver Fax" type="tel" />
        <FormTextField control={form.control} name="receiver_email" label="Receiver Email" type="email" />
      </fieldset>
      <div className="flex gap-3">
        {onCancel ? (
          <Button variant="outline" onPress={onCancel}>
            {en.buttons.cancel}
          </Button>
        ) : null}
        <Button type="submit">{en.buttons.next}</Button>
      </div>
    </form>
  );
}
