import { RATE_UNIT, RATE_UNITS } from '@courier/domain/constants';
import { MESSAGES } from '@courier/domain/messages';
import { homeRateSchema, type HomeRateFormInput } from '@courier/domain/schemas/rate';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useDestinationCountries, useOriginCountries } from '../../api/reference';
import { SelectField } from '../../components/form/SelectField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { countryOptions } from '../../components/toOptions';
import { en } from '../../i18n/en';
import { saveHomeRate } from '../../storage/rateStorage';

/**
 * Home Rate Inquiry card (spec 2 and 4). Only the International tab is shown; a valid submit
 * stores the four values (inter_from_country, ...) and opens check-rate.
 */
export function RateInquiryCard() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<HomeRateFormInput>({
    resolver: zodResolver(homeRateSchema),
    defaultValues: { fromCountry: '', toCountry: '', weight: '', unit: RATE_UNIT },
  });
  const fromCountry = watch('fromCountry');
  const origins = useOriginCountries();
  // An empty from-country clears the destination list (the hook skips the call).
  const destinations = useDestinationCountries(fromCountry || null);

  useEffect(() => {
    if (destinations.failed) toast.error(MESSAGES.destinationCountryFailed);
  }, [destinations.failed]);

  const onSubmit = handleSubmit((values) => {
    saveHomeRate({ fromCountry: values.fromCountry ?? '', toCountry: values.toCountry ?? '', weight: values.weight ?? '', unit: values.unit ?? RATE_UNIT });
    navigate('/check-rate');
  });

  return (
    <section aria-labelledby="rate-inquiry-title" className="rounded-card bg-white p-6 text-ink shadow-card">
      <h2 id="rate-inquiry-title" className="text-xl font-bold">Rate Inquiry</h2>
      <div role="tablist" aria-label="Rate type" className="mt-3 flex gap-2 border-b border-line">
        <button type="button" role="tab" aria-selected="true" id="tab-international" aria-controls="panel-international" className="border-b-2 border-express-600 px-3 py-2 font-semibold">
          International
        </button>
        {/* Spec 2: the Domestic tab exists but is not visible. */}
      </div>
      <form id="panel-international" role="tabpanel" aria-labelledby="tab-international" onSubmit={onSubmit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          label="From Country"
          placeholder="Select From Country"
          options={countryOptions(origins.list)}
          error={errors.fromCountry?.message}
          {...register('fromCountry', { onChange: () => setValue('toCountry', '') })}
        />
        <SelectField label="To Country" placeholder="Select To Country" options={countryOptions(destinations.list)} error={errors.toCountry?.message} {...register('toCountry')} />
        <TextField label="Weight" inputMode="decimal" error={errors.weight?.message} {...register('weight')} />
        <SelectField label="Unit" options={RATE_UNITS.map((unit) => ({ value: unit, label: unit }))} error={errors.unit?.message} {...register('unit')} />
        <div className="sm:col-span-2">
          <SubmitButton className="w-full">{en.buttons.checkRates}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
