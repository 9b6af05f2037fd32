import { RATE_UNITS, type RateUnit } from '@courier/domain/constants';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { ApiCallError } from '@courier/api-client/apiCallError';
import { MESSAGES } from '@courier/domain/messages';
import { isDeliveryOptionChecked } from '@courier/domain/rateRules';
import { checkRateSchema, type CheckRateFormInput } from '@courier/domain/schemas/rate';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@courier/ui/Button';
import { useUiWords } from '@courier/ui/i18n/uiWords';
import { FormComboBox, FormSelect, FormTextField } from '@courier/ui/wizard/controlled';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@courier/ui/Toaster';
import { calculatePrice, type PriceResult } from '../../api/rates';
import { logQuietly } from '../../api/hooks';
import {
  useDestinationCities,
  useDestinationCountries,
  useOriginCities,
  useOriginCountries,
} from '../../api/reference';
import { cityOptions, countryOptions } from '../../components/toOptions';
import { useSiteWords } from '../../i18n/siteWords';
import { useStoredOnce } from '../../ssr/useStoredOnce';
import { NO_HOME_RATE, readHomeRate, type StoredHomeRate } from '../../storage/rateStorage';
import { CostTable, emptyQuote } from './CostTable';

/** The units as the page's language names them (the ids are the API's unit codes). */
const unitOptionsOf = (names: Record<RateUnit, string>) =>
  RATE_UNITS.map((unit) => ({ id: unit, name: names[unit] }));

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
  // Read once: the home card's values start the form and never change under it. The server
  // renders the empty form; after hydration the form starts again from the stored values (same
  // fields, same size: nothing moves).
  const stored = useStoredOnce(readHomeRate, NO_HOME_RATE);
  return <RateForm key={JSON.stringify(stored)} stored={stored} footer={footer} />;
}

function RateForm({ footer, stored }: RateCalculatorProps & { stored: StoredHomeRate }) {
  const w = useSiteWords();
  const ui = useUiWords();
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
    handleSubmit,
    setValue,
    getValues,
    formState: { isSubmitting },
  } = form;
  const origin = useWatch({ control, name: 'origin_country_id' });
  const destination = useWatch({ control, name: 'destination_country_id' });
  const origins = useOriginCountries();
  const destinations = useDestinationCountries(origin || null);
  const originCities = useOriginCities(origin || null);
  const destinationCities = useDestinationCities(destination || null);
  // The fields are bound to the form's values, so a value chosen (or stored) before its options
  // arrive shows as soon as they do.
  const originOptions = useMemo(() => countryOptions(origins.list, 'country_id'), [origins.list]);
  const destinationOptions = useMemo(
    () => countryOptions(destinations.list, 'country_id'),
    [destinations.list],
  );
  const originCityOptions = useMemo(() => cityOptions(originCities.list), [originCities.list]);
  const destinationCityOptions = useMemo(
    () => cityOptions(destinationCities.list),
    [destinationCities.list],
  );
  const [quote, setQuote] = useState<PriceResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [calculating, setCalculating] = useState(false);

  useEffect(() => {
    if (destinations.failed) toast.error(MESSAGES.destinationCountryFailed);
  }, [destinations.failed]);

  // The stored destination only makes sense once the list for its origin has arrived.
  useEffect(() => {
    if (
      destinations.list.length > 0 &&
      stored.toCountry &&
      getValues('destination_country_id') === ''
    ) {
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
      setFailure(
        error instanceof ApiCallError && error.kind === 'rejected' && error.message
          ? error.message
          : w.rates.failed,
      );
    } finally {
      setCalculating(false);
    }
  };

  const checkRate = (values: CheckRateFormInput) => calculate(values);

  const chooseService = (serviceId: string) => {
    setValue('service_id', serviceId);
    void handleSubmit((values) => calculate(values, serviceId))();
  };

  const selectedService = useWatch({ control, name: 'service_id' });

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <RequiredFields schema={checkRateSchema}>
        <form
          onSubmit={handleSubmit(checkRate)}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          aria-label={w.aria.rateForm}
        >
          <FormComboBox
            control={control}
            name="origin_country_id"
            label={w.form.fromCountry}
            placeholder={w.form.selectFromCountry}
            items={originOptions}
            isLoading={origins.isLoading}
            onValueChange={() => {
              setValue('destination_country_id', '');
              setValue('origin_city_id', '');
              setValue('destination_city_id', '');
            }}
          />
          <FormComboBox
            control={control}
            name="destination_country_id"
            label={w.form.toCountry}
            placeholder={w.form.selectToCountry}
            items={destinationOptions}
            isLoading={destinations.isLoading}
            onValueChange={() => setValue('destination_city_id', '')}
          />
          <FormComboBox
            control={control}
            name="origin_city_id"
            label={w.form.fromCity}
            placeholder={w.form.selectFromCity}
            items={originCityOptions}
            isLoading={originCities.isLoading}
          />
          <FormComboBox
            control={control}
            name="destination_city_id"
            label={w.form.toCity}
            placeholder={w.form.selectToCity}
            items={destinationCityOptions}
            isLoading={destinationCities.isLoading}
          />
          <FormTextField
            control={control}
            name="weight"
            label={w.form.weight}
            inputMode="decimal"
          />
          <FormSelect
            control={control}
            name="unit"
            label={w.form.unit}
            items={unitOptionsOf({ KG: ui.rate.kg })}
          />
          <div className="sm:col-span-2">
            <Button type="submit" isBusy={isSubmitting || calculating}>
              {w.buttons.checkRate}
            </Button>
          </div>
        </form>
      </RequiredFields>
      <section
        aria-label={w.aria.rateResult}
        aria-live="polite"
        className="rounded-card bg-surface-muted p-6"
      >
        {failure && (
          <p
            role="alert"
            className="mb-4 rounded-field border border-danger bg-danger-soft p-3 text-sm font-semibold text-danger"
            data-testid="rate-failure"
          >
            {failure}
          </p>
        )}
        {failure ? (
          <CostTable quote={emptyQuote} />
        ) : quote ? (
          <>
            <p className="text-sm text-ink-muted">
              {/* Origin first in the page's reading order, whatever the names' script (each name
                  isolated), and the arrow points to the destination: leftwards right to left. */}
              <bdi className="font-semibold text-ink" data-testid="origin-name">
                {quote.originCountryName}
              </bdi>{' '}
              <span className="inline-block rtl:-scale-x-100">→</span>{' '}
              <bdi className="font-semibold text-ink" data-testid="destination-name">
                {quote.destinationCountryName}
              </bdi>
            </p>
            <fieldset className="mt-4">
              <legend className="font-bold">{w.rates.deliveryOption}</legend>
              <div className="mt-2 space-y-2">
                {quote.serviceList.map((option, index) => {
                  const value = String(option.service_id);
                  // Spec 4: checked when it is the selected one, or when none is selected yet.
                  const checked = isDeliveryOptionChecked(value, selectedService, index);
                  return (
                    <label key={value} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="delivery-option"
                        value={value}
                        checked={checked}
                        onChange={() => chooseService(value)}
                        className="accent-express-600"
                      />
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
          <p className="text-ink-muted">{w.rates.fillIn({ button: w.buttons.checkRate })}</p>
        )}
      </section>
    </div>
  );
}
