import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { RATE_UNIT, RATE_UNITS, type RateUnit } from '@courier/domain/constants';
import type { HomeRateForm, HomeRateFormInput } from '@courier/domain/schemas/rate';
import { Button } from '../Button/Button';
import { ComboBox } from '../ComboBox/ComboBox';
import { Select, type Option } from '../Select/Select';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs';
import { TextField } from '../TextField/TextField';
import { useUiWords } from '../i18n/uiWords';
import { lazyZodResolver } from '../utils/lazyZodResolver';

/** The card sits on the home page, which hydrates it before anyone types. */
const rateSchema = lazyZodResolver<HomeRateFormInput, HomeRateForm>(() =>
  import('@courier/domain/schemas/rate').then((m) => m.homeRateSchema),
);

export interface RateInquiryCardProps {
  fromCountries: readonly Option[];
  /** Destination countries of the chosen origin (empty until one is chosen). */
  toCountries: readonly Option[];
  /** The page loads the destinations of the new origin ('' clears them). */
  onFromCountryChange?: (countryId: string) => void;
  onSubmit: (values: HomeRateForm) => void;
  defaultValues?: Partial<HomeRateFormInput>;
  isBusy?: boolean;
}

/** The units as the page's language names them (the ids are the API's unit codes). */
const unitOptionsOf = (names: Record<RateUnit, string>): Option[] =>
  RATE_UNITS.map((unit) => ({ id: unit, name: names[unit] }));

/** The home Rate Inquiry card. Domestic rates are not offered yet, so only International shows. */
export function RateInquiryCard({
  fromCountries,
  toCountries,
  onFromCountryChange,
  onSubmit,
  defaultValues,
  isBusy,
}: RateInquiryCardProps) {
  const w = useUiWords();
  const { control, handleSubmit, setValue } = useForm<HomeRateFormInput, unknown, HomeRateForm>({
    resolver: rateSchema.resolver,
    defaultValues: {
      fromCountry: '',
      toCountry: '',
      weight: '',
      unit: RATE_UNIT,
      ...defaultValues,
    },
  });
  return (
    <section
      onFocus={rateSchema.prefetch}
      aria-labelledby="rate-inquiry-title"
      className="rounded-card bg-surface p-6 shadow-card"
    >
      <h2 id="rate-inquiry-title" className="mb-2 text-title font-bold text-navy-800">
        {w.rate.title}
      </h2>
      <Tabs defaultSelectedKey="international" disabledKeys={['domestic']}>
        <TabList aria-label={w.rate.title}>
          <Tab id="international">{w.rate.international}</Tab>
          <Tab id="domestic" className="hidden">
            {w.rate.domestic}
          </Tab>
        </TabList>
        <TabPanel id="international">
          <Form
            onSubmit={handleSubmit(onSubmit)}
            validationBehavior="aria"
            className="grid gap-4 sm:grid-cols-2"
          >
            <Controller
              control={control}
              name="fromCountry"
              render={({ field, fieldState }) => (
                <ComboBox
                  label={w.rate.fromCountry}
                  placeholder={w.rate.selectCountry}
                  items={fromCountries}
                  value={field.value}
                  onChange={(id) => {
                    field.onChange(id);
                    setValue('toCountry', '');
                    onFromCountryChange?.(id);
                  }}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="toCountry"
              render={({ field, fieldState }) => (
                <ComboBox
                  label={w.rate.toCountry}
                  placeholder={w.rate.selectCountry}
                  items={toCountries}
                  value={field.value}
                  onChange={field.onChange}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="weight"
              render={({ field, fieldState }) => (
                <TextField
                  label={w.rate.weight}
                  inputMode="decimal"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="unit"
              render={({ field, fieldState }) => (
                <Select
                  label={w.rate.unit}
                  items={unitOptionsOf({ KG: w.rate.kg })}
                  value={field.value}
                  onChange={field.onChange}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <div className="sm:col-span-2">
              <Button type="submit" isBusy={isBusy} className="w-full sm:w-auto">
                {w.rate.checkRates}
              </Button>
            </div>
          </Form>
        </TabPanel>
        <TabPanel id="domestic" />
      </Tabs>
    </section>
  );
}
