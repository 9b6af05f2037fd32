import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { Form } from 'react-aria-components';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { type BookingType, type CustomerBookingType } from '@courier/domain/constants';
import { isGoodsType } from '@courier/domain/bookingType';
import { bookingStep2Schema, type BookingStep2 } from '@courier/domain/schemas/bookingStep2';
import {
  addShipmentLine,
  applyTypeChoice,
  newShipmentLine,
  recalculateShipping,
  removeShipmentLine,
} from '@courier/domain/shipmentLines';
import { CURRENCY_CODE } from '@courier/domain/constants';
import { formatDeclaredValue } from '@courier/domain/money';
import { Button } from '../Button/Button';
import { useLanguage } from '../i18n/LanguageProvider';
import { Select } from '../Select/Select';
import { en } from '../i18n/en';
import { useUiWords } from '../i18n/uiWords';
import type { Option } from '../utils/listBox';
import { FormComboBox, FormRadioGroup, FormSelect, FormTextField } from '../wizard/controlled';
import { FormSection } from '../wizard/FormSection';
import type { BookingVariant } from '../wizard/types';
import { useShippingSync, type ShippingValues } from './useShippingSync';

export type { ShippingValues } from './useShippingSync';
import { totalTestId } from './totalTestId';
import { RequiredFields } from '../wizard/requiredFields';

export interface Currency {
  currency_code: string;
  currency_name: string;
}

export interface ShippingDetailsStepProps<V extends BookingVariant> {
  variant: V;
  services: readonly Option[];
  currencies: readonly Currency[];
  /**
   * The countries a goods line's Country of Origin is picked from: id the ISO 3166-1 alpha-2 code
   * (what the booking carries and the commercial invoice prints), name what the visitor reads.
   */
  countries: readonly Option[];
  defaultValues?: Partial<ShippingValues>;
  onSubmit: (values: BookingStep2<V>) => void;
  /** Back keeps what was typed: the page gets the values as they stand. */
  onBack: (values: ShippingValues) => void;
  /**
   * The inputs of the rate: called with the service and the chargeable weight whenever either
   * changes, so the page can price the booking (spec 4: a service and a weight over 0).
   */
  onRateInputsChange?: (serviceId: string, chargeableWeight: string) => void;
  /** The rate's amount, already formatted by the page (netPrice; 0 on failure). */
  amountText?: string;
  /** The type (docs or goods) as the visitor changes it: the page offers the services that carry it. */
  onTypeChange?: (type: string) => void;
  /** Why no service is offered (none carries this type, weight and destination), on the field. */
  serviceNotice?: string;
  /** The server's refusal of the chosen service, shown on the field when the step opens. */
  serviceError?: string;
}

/** Docs / non-docs in the public wizard, DOX / SPX in the customer wizard (same choice). */
const typeOptionsOf = (
  w: ReturnType<typeof useUiWords>['wizard'],
): Record<BookingVariant, Option[]> => ({
  public: [
    { id: 'docs' satisfies BookingType, name: w.docs },
    { id: 'non-docs' satisfies BookingType, name: w.nonDocs },
  ],
  customer: [
    { id: 'DOX' satisfies CustomerBookingType, name: w.docs },
    { id: 'SPX' satisfies CustomerBookingType, name: w.nonDocs },
  ],
});

function emptyShipping(): ShippingValues {
  return recalculateShipping({
    service: '',
    currency: { currency_code: '', currency_name: '' },
    type: '',
    content: '',
    value: '',
    shipment_items: [newShipmentLine()],
    total_pieces: '',
    total_weight: '',
    total_volume_weight: '',
    total_chargeable_weight: '',
    total_amount: '',
  });
}

export function ShippingDetailsStep<V extends BookingVariant>({
  variant,
  services,
  currencies,
  countries,
  defaultValues,
  onSubmit,
  onBack,
  onRateInputsChange,
  amountText,
  onTypeChange,
  serviceNotice,
  serviceError,
}: ShippingDetailsStepProps<V>) {
  const language = useLanguage();
  const words = useUiWords();
  const w = words.wizard;
  const schema = useMemo(() => bookingStep2Schema(variant), [variant]);
  const form = useForm<ShippingValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ShippingValues>,
    defaultValues: { ...emptyShipping(), ...defaultValues },
  });
  const { control, handleSubmit, getValues, setValue, setError, formState } = form;
  const lines = useFieldArray({ control, name: 'shipment_items' });
  const apply = useShippingSync(form);
  const totals = useWatch({
    control,
    name: ['total_pieces', 'total_weight', 'total_volume_weight', 'total_chargeable_weight'],
  });
  const [service, chargeableWeight, type, declared, currency] = useWatch({
    control,
    name: ['service', 'total_chargeable_weight', 'type', 'value', 'currency'],
  });
  // A value declared in another currency says which, so it is never read as dinars.
  const declaredText =
    currency?.currency_code && currency.currency_code !== CURRENCY_CODE
      ? formatDeclaredValue(declared, currency.currency_code, language)
      : undefined;
  const reportType = useEffectEvent((next: string) => onTypeChange?.(next));
  useEffect(() => {
    reportType(type);
  }, [type]);
  // A chosen service the page no longer offers (the type or weight changed) is chosen again.
  useEffect(() => {
    const gone = serviceNotice || (services.length > 0 && !services.some((s) => s.id === service));
    if (service && gone) setValue('service', '', { shouldValidate: formState.isSubmitted });
  }, [service, services, serviceNotice, setValue, formState.isSubmitted]);
  // The server refused the service at the final step: the message waits on the field.
  useEffect(() => {
    if (serviceError) setError('service', { type: 'server', message: serviceError });
  }, [serviceError, setError]);
  // Goods cross customs on a commercial invoice: only their lines ask for HS code and origin.
  const asksCustoms = isGoodsType(type);
  // Reports the inputs of the price when they change, with the parent's current callback.
  const reportRateInputs = useEffectEvent(
    (serviceId: typeof service, weight: typeof chargeableWeight) =>
      onRateInputsChange?.(serviceId, weight),
  );
  useEffect(() => {
    reportRateInputs(service, chargeableWeight);
  }, [service, chargeableWeight]);

  const currencyOptions: Option[] = currencies.map((c) => ({
    id: c.currency_code,
    name: c.currency_name || c.currency_code,
  }));
  const currencyError =
    formState.errors.currency?.message ?? formState.errors.currency?.currency_code?.message;

  function addLine() {
    const next = addShipmentLine(getValues());
    lines.append(next.shipment_items.at(-1)!);
    apply(next);
  }

  function deleteLine(index: number) {
    const next = removeShipmentLine(getValues(), index);
    lines.remove(index);
    apply(next);
  }

  return (
    <RequiredFields schema={schema}>
      <Form
        onSubmit={handleSubmit((values) => onSubmit(values as unknown as BookingStep2<V>))}
        validationBehavior="aria"
        aria-label={w.shipping}
        className="flex flex-col gap-6"
      >
        <FormSection title={w.shipping}>
          <FormSelect
            control={control}
            name="service"
            label={w.service}
            items={services}
            placeholder={w.select}
            notice={serviceNotice}
          />
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <Select
                label={w.currency}
                items={currencyOptions}
                placeholder={w.select}
                value={field.value?.currency_code ?? ''}
                onChange={(code) =>
                  field.onChange(
                    currencies.find((c) => c.currency_code === code) ?? {
                      currency_code: '',
                      currency_name: '',
                    },
                  )
                }
                errorMessage={currencyError}
              />
            )}
          />
          <FormRadioGroup
            control={control}
            name="type"
            label={w.type}
            options={typeOptionsOf(w)[variant]}
            onValueChange={(type) => apply(applyTypeChoice(getValues(), type))}
          />
          <FormTextField control={control} name="content" label={w.content} />
          <FormTextField
            control={control}
            name="value"
            label={w.value}
            inputMode="decimal"
            isReadOnly
            description={
              declaredText &&
              w.declaredIn({
                currency: currency.currency_name || currency.currency_code,
                amount: declaredText,
              })
            }
          />
        </FormSection>

        <section aria-labelledby="items-title" className="flex flex-col gap-4">
          <h3 id="items-title" className="text-lg font-bold text-navy-800">
            {w.items}
          </h3>
          {lines.fields.map((line, index) => {
            const field = (name: keyof ShippingValues['shipment_items'][number]) =>
              `shipment_items.${index}.${name}` as const;
            return (
              <fieldset
                key={line.id}
                data-testid={`line-${index + 1}`}
                className="grid gap-3 rounded-card border border-line p-4 sm:grid-cols-2 lg:grid-cols-5"
              >
                <legend className="px-2 font-semibold text-navy-800">
                  {w.line({ n: index + 1 })}
                </legend>
                <FormTextField
                  control={control}
                  name={field('weight')}
                  label={w.weight}
                  inputMode="decimal"
                />
                <FormTextField
                  control={control}
                  name={field('length')}
                  label={w.length}
                  inputMode="decimal"
                />
                <FormTextField
                  control={control}
                  name={field('width')}
                  label={w.width}
                  inputMode="decimal"
                />
                <FormTextField
                  control={control}
                  name={field('height')}
                  label={w.height}
                  inputMode="decimal"
                />
                <FormTextField
                  control={control}
                  name={field('volume_weight')}
                  label={w.volume_weight}
                  isReadOnly
                />
                <FormTextField
                  control={control}
                  name={field('description')}
                  label={w.description}
                  className="lg:col-span-2"
                />
                <FormTextField
                  control={control}
                  name={field('qty')}
                  label={w.qty}
                  inputMode="numeric"
                />
                <FormTextField control={control} name={field('unit')} label={w.unit} isReadOnly />
                <FormTextField
                  control={control}
                  name={field('item_value')}
                  label={w.item_value}
                  inputMode="decimal"
                />
                <FormTextField
                  control={control}
                  name={field('item_total_value')}
                  label={w.item_total_value}
                  isReadOnly
                />
                {asksCustoms ? (
                  <>
                    <FormTextField
                      control={control}
                      name={field('hs_code')}
                      label={w.hs_code}
                      // Digits, with the dots some codes are written with (6403.99).
                      inputMode="decimal"
                    />
                    <FormComboBox
                      control={control}
                      name={field('country_of_origin')}
                      label={w.country_of_origin}
                      items={countries}
                      className="lg:col-span-2"
                    />
                  </>
                ) : null}
                <div className="flex items-end">
                  <Button
                    variant="ghost"
                    isDisabled={lines.fields.length === 1}
                    onPress={() => deleteLine(index)}
                  >
                    {w.deleteLine({ n: index + 1 })}
                  </Button>
                </div>
              </fieldset>
            );
          })}
          <Button variant="outline" className="w-fit" onPress={addLine}>
            {w.addLine}
          </Button>
        </section>

        <section aria-labelledby="totals-title" className="rounded-card bg-navy-50 p-4">
          <h3 id="totals-title" className="mb-2 text-lg font-bold text-navy-800">
            {w.totals}
          </h3>
          <dl
            aria-live="polite"
            className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-5"
          >
            {(
              [
                ['total_pieces', totals[0]],
                ['total_weight', totals[1]],
                ['total_volume_weight', totals[2]],
                ['total_chargeable_weight', totals[3]],
                ['total_amount', amountText ?? '-'],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt className="text-ink-muted">{w[key]}</dt>
                <dd
                  // From the English label: the same id on an Arabic page.
                  data-testid={totalTestId(en.wizard[key])}
                  className="text-lg font-bold tabular-nums text-navy-800"
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-ink-muted">
            {w.unit}: {w.pieces}
          </p>
        </section>

        <div className="flex justify-between gap-3">
          <Button variant="outline" onPress={() => onBack(getValues())}>
            {words.common.back}
          </Button>
          <Button type="submit">{words.common.next}</Button>
        </div>
      </Form>
    </RequiredFields>
  );
}
