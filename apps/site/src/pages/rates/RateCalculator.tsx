import { RATE_UNITS } from '@courier/domain/constants';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { ApiError } from '@courier/api-client/apiError';
import { MESSAGES } from '@courier/domain/messages';
import { isDeliveryOptionChecked } from '@courier/domain/rateRules';
import { checkRateSchema, type CheckRateFormInput } from '@courier/domain/schemas/rate';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@courier/ui/Button';
import { FormTextField } from '@courier/ui/wizard/controlled';
import { useForm } from 'react-hook-form';
import { toast } from '@courier/ui/Toaster';
import { calculatePrice, type PriceResult } from '../../api/rates';
import { logQuietly } from '../../api/hooks';
import { useDestinationCities, useDestinationCountries, useOriginCities, useOriginCountries } from '../../api/reference';
import { SelectField } from '../../components/form/SelectField';
import { useResyncOnOptions } from '../../components/form/useResyncOnOptions';
import { cityOptions, countryOptions } from '../../components/toOptions';
import { en } from '../../i18n/en';
import { readHomeRate } from '../../storage/rateStorage';
import { CostTable, emptyQuote } from './CostTable';

export interface RateCalculatorProps {
  /** Below the cost table: the customs note (check-rate) or the Proceed button (rate-enquiry). */
  footer: (quote: PriceResult, values: CheckRateFormInput) => ReactNode;
}

/**
 * The check-rate / rate-enquiry form (spec 2 and 4). Starts from the home card's values; the
 * from-country loads destination countries and origin cities, the to-country destination cities;
 * Check Rate or a delivery option recalculates; a failed calculation blanks the quote.
 */
export function RateCalculator({ footer }: RateCalculatorProps) {
  const stored = useRef(readHomeRate()).current;
  const form = useForm<CheckRateFormInput>({
    resolver: zodResolver(checkRateSchema),
    defaultValues: {
      origin_country_id: stored.fromCountry,
      destination_country_id: stored.toCountry,
      origin_city_id: '',
      destination_city_id: '',
      weight: stored.weight,
      unit: stored.unit,
      service_id: '',
    },
  });
  const {
    control,
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const origin = watch('origin_country_id');
  const destination = watch('destination_country_id');
  const origins = useOriginCountries();
  const destinations = useDestinationCountries(origin || null);
  const originCities = useOriginCities(origin || null);
  const destinationCities = useDestinationCities(destination || null);
  useResyncOnOptions(form, 'origin_country_id', origins.list);
  useResyncOnOptions(form, 'destination_country_id', destinations.list);
  useResyncOnOptions(form, 'origin_city_id', originCities.list);
  useResyncOnOptions(form, 'destination_city_id', destinationCities.list);
  const [quote, setQuote] = useState<PriceResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [calculating, setCalculating] = useState(false);

  useEffect(() => {
    if (destinations.failed) toast.error(MESSAGES.destinationCountryFailed);
  }, [destinations.failed]);

  // The stored destination only makes sense once the list for its origin has arrived.
  useEffect(() => {
    if (destinations.list.length > 0 && stored.toCountry && getValues('destination_country_id') === '') {
      setValue('destination_country_id', stored.toCountry);
    }
  }, [destinations.list, getValues, setValue, stored.toCountry]);

  /**
   * `chosenService` is only ever the visitor's own pick from the options on screen: a new check
   * (Check Rate) starts without one, so a service of an earlier answer is never sent for a route
   * or weight it may not serve.
   */
  const calculate = async (values: CheckRateFormInput, chosenService?: string) => {
    setCalculating(true);
    try {
      const result = await calculatePrice({ ...values, service_id: chosenService || undefined });
      setQuote(result);
      setFailure(null);
      setValue('service_id', String(result.service_id));
    } catch (error) {
      logQuietly(error);
      setQuote(emptyQuote);
      // Spec 4 blanks the quote; the visitor is also told why when the server said so.
      setFailure(error instanceof ApiError && error.kind === 'rejected' && error.message ? error.message : en.rates.failed);
    } finally {
      setCalculating(false);
    }
  };

  const checkRate = (values: CheckRateFormInput) => calculate(values);

  const chooseService = (serviceId: string) => {
    setValue('service_id', serviceId);
    void handleSubmit((values) => calculate(values, serviceId))();
  };

  const selectedService = watch('service_id');

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <RequiredFields schema={checkRateSchema}>
        <form onSubmit={handleSubmit(checkRate)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Rate form">
          <SelectField
            label="From Country"
            placeholder="Select From Country"
            options={countryOptions(origins.list)}
            error={errors.origin_country_id?.message}
            {...register('origin_country_id', {
              onChange: () => {
                setValue('destination_country_id', '');
                setValue('origin_city_id', '');
                setValue('destination_city_id', '');
              },
            })}
          />
          <SelectField
            label="To Country"
            placeholder="Select To Country"
            options={countryOptions(destinations.list)}
            error={errors.destination_country_id?.message}
            {...register('destination_country_id', { onChange: () => setValue('destination_city_id', '') })}
          />
          <SelectField
            label="From State/City"
            placeholder="Select From State/City"
            options={cityOptions(originCities.list)}
            error={errors.origin_city_id?.message}
            {...register('origin_city_id')}
          />
          <SelectField
            label="To State/City"
            placeholder="Select To State/City"
            options={cityOptions(destinationCities.list)}
            error={errors.destination_city_id?.message}
            {...register('destination_city_id')}
          />
          <FormTextField control={control} name="weight" label="Weight" inputMode="decimal" />
          <SelectField
            label="Unit"
            options={RATE_UNITS.map((unit) => ({ value: unit, label: unit }))}
            error={errors.unit?.message}
            {...register('unit')}
          />
          <div className="sm:col-span-2">
            <Button type="submit" isBusy={isSubmitting || calculating}>
              {en.buttons.checkRate}
            </Button>
          </div>
        </form>
      </RequiredFields>
      <section aria-label="Rate result" aria-live="polite" className="rounded-card bg-surface-muted p-6">
        {failure && (
          <p role="alert" className="mb-4 rounded-field border border-danger bg-danger-soft p-3 text-sm font-semibold text-danger" data-testid="rate-failure">
            {failure}
          </p>
        )}
        {failure ? (
          <CostTable quote={emptyQuote} />
        ) : quote ? (
          <>
            <p className="text-sm text-ink-muted">
              <span className="font-semibold text-ink" data-testid="origin-name">{quote.originCountryName}</span>
              {' → '}
              <span className="font-semibold text-ink" data-testid="destination-name">{quote.destinationCountryName}</span>
            </p>
            <fieldset className="mt-4">
              <legend className="font-bold">Select Delivery Option</legend>
              <div className="mt-2 space-y-2">
                {quote.serviceList.map((option, index) => {
                  const value = String(option.service_id);
                  // Spec 4: checked when it is the selected one, or when none is selected yet.
                  const checked = isDeliveryOptionChecked(value, selectedService, index);
                  return (
                    <label key={value} className="flex items-center gap-2">
                      <input type="radio" name="delivery-option" value={value} checked={checked} onChange={() => chooseService(value)} className="accent-express-600" />
                      {option.service_name}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <CostTable quote={quote} />
            {footer(quote, getValues())}
          </>
        ) : (
          <p className="text-ink-muted">Fill in the form and press {en.buttons.checkRate} to see the cost.</p>
        )}
      </section>
    </div>
  );
}
