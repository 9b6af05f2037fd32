import { Button } from '@courier/ui/Button';
import { TextField } from '@courier/ui/TextField';
import { FormTextField } from '@courier/ui/wizard/controlled';
import { BOOKING_TYPES, CUSTOMER_BOOKING_TYPES, LINE_ITEM_UNIT } from '@courier/domain/constants';
import { filsToKwdString, formatKwd, formatKwdAmount } from '@courier/domain/money';
import { shouldCalculateBookingRate } from '@courier/domain/rateRules';
import { bookingStep2Schema, type BookingVariant } from '@courier/domain/schemas/booking';
import { addShipmentLine, applyTypeChoice, recalculateShipping, removeShipmentLine, type ShippingForm } from '@courier/domain/shipmentLines';
import { tryParseKwd } from '@courier/domain/money';
import { useEffect } from 'react';
import { useFieldArray, useForm, type FieldValues } from 'react-hook-form';
import { useCarrierServices } from '../api/customers';
import { calculateInvoicePrice } from '../api/rates';
import { useCurrencies, useShipmentServices } from '../api/reference';
import { SelectField } from '../components/form/SelectField';
import { useResyncOnOptions } from '../components/form/useResyncOnOptions';
import { en } from '../i18n/en';
import { fieldBinder, stepResolver } from './fieldProps';

export interface ShippingStepProps {
  variant: BookingVariant;
  defaultValues: FieldValues;
  /** Country ids of step 1, for the rate inside the booking (null when unknown). */
  originCountryId: number | null;
  destinationCountryId: number | null;
  onNext: (values: FieldValues) => void;
  onBack: (values: FieldValues) => void;
}

const typeLabels: Record<string, string> = { docs: 'Docs', 'non-docs': 'Non-Docs', DOX: 'Docs (DOX)', SPX: 'Non-Docs (SPX)' };

/**
 * Step 2 of both wizards: service, currency, type, declared value, contents and the item lines
 * with their totals. Every edit recalculates through the domain rules; choosing a service with a
 * chargeable weight above 0 prices the booking (netPrice, 0 on failure).
 */
export function ShippingStep({ variant, defaultValues, originCountryId, destinationCountryId, onNext, onBack }: ShippingStepProps) {
  const customer = variant === 'customer';
  const form = useForm<FieldValues>({ resolver: stepResolver(bookingStep2Schema(variant)), defaultValues });
  const { control, handleSubmit, getValues, setValue, watch } = form;
  const lines = useFieldArray({ control, name: 'shipment_items' });
  const field = fieldBinder(form);

  const publicServices = useShipmentServices(!customer);
  const carrierServices = useCarrierServices(customer);
  const services = (customer ? carrierServices : publicServices).list;
  const currencies = useCurrencies();
  useResyncOnOptions(form, 'service', services);
  useResyncOnOptions(form, 'currency.currency_code', currencies.list);

  const shipping = () => getValues() as ShippingForm & FieldValues;
  const writeTotals = (next: ShippingForm) => {
    for (const key of ['content', 'value', 'total_pieces', 'total_weight', 'total_volume_weight', 'total_chargeable_weight'] as const) {
      setValue(key, next[key]);
    }
  };
  /** A type choice, an added or a deleted line: the lines are replaced as a whole. */
  const apply = (next: ShippingForm) => {
    setValue('type', next.type);
    lines.replace(next.shipment_items);
    writeTotals(next);
  };
  /** A typed number: only the computed fields change, so focus stays where the user is. */
  const recalculate = () => {
    const next = recalculateShipping(shipping());
    next.shipment_items.forEach((line, index) => {
      setValue(`shipment_items.${index}.volume_weight`, line.volume_weight);
      setValue(`shipment_items.${index}.item_total_value`, line.item_total_value);
    });
    writeTotals(next);
  };

  const service = String(watch('service') ?? '');
  const chargeable = String(watch('total_chargeable_weight') ?? '');
  useEffect(() => {
    if (!shouldCalculateBookingRate(service, chargeable) || originCountryId === null || destinationCountryId === null) return;
    let current = true;
    void calculateInvoicePrice({
      origin_country_id: originCountryId,
      destination_country_id: destinationCountryId,
      service_id: Number(service) || 0,
      total_chargeable_weight: chargeable,
    }).then((netPrice) => {
      if (current) setValue('total_amount', filsToKwdString(tryParseKwd(netPrice) ?? 0));
    });
    return () => {
      current = false;
    };
  }, [service, chargeable, originCountryId, destinationCountryId, setValue]);

  const types = customer ? CUSTOMER_BOOKING_TYPES : BOOKING_TYPES;
  const amount = tryParseKwd(String(watch('total_amount') || '0')) ?? 0;

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate aria-label="Shipping Details" className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label="Service"
          placeholder="Select Service"
          options={services.map((s) => ({ value: String(s.id), label: s.service_name }))}
          {...field('service')}
        />
        <SelectField
          label="Currency"
          placeholder="Select Currency"
          options={currencies.list.map((c) => ({ value: c.currency_code, label: `${c.currency_code} - ${c.currency_name}` }))}
          {...field('currency.currency_code')}
          error={field('currency.currency_code').error ?? field('currency').error}
          onChange={(event) => {
            const chosen = currencies.list.find((c) => c.currency_code === event.target.value);
            setValue('currency', { currency_code: event.target.value, currency_name: chosen?.currency_name ?? '' });
          }}
        />
        <fieldset>
          <legend className="text-sm font-semibold">Type</legend>
          <div className="mt-2 flex gap-4">
            {types.map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={type}
                  checked={watch('type') === type}
                  onChange={() => apply(applyTypeChoice(shipping(), type))}
                  className="accent-express-600"
                />
                {typeLabels[type] ?? type}
              </label>
            ))}
          </div>
          {field('type').error ? <p className="mt-1 text-sm text-danger">{field('type').error}</p> : null}
        </fieldset>
        <FormTextField control={form.control} name="value" label="Declared Value" inputMode="decimal" />
        <FormTextField control={form.control} name="content" label="Contents" className="md:col-span-2" />
      </div>

      <fieldset>
        <legend className="text-lg font-bold">Items</legend>
        {field('shipment_items').error ? <p className="text-sm text-danger">{field('shipment_items').error}</p> : null}
        <ol className="mt-3 space-y-4">
          {lines.fields.map((line, index) => {
            const name = (key: string) => `shipment_items.${index}.${key}`;
            const recalc = { onValueChange: recalculate };
            return (
              <li key={line.id} className="grid gap-3 rounded-card border border-line p-4 sm:grid-cols-3 lg:grid-cols-6" aria-label={`Item ${index + 1}`}>
                <FormTextField control={form.control} name={name('weight')} label={`Weight (Kg) ${index + 1}`} inputMode="decimal" {...recalc} />
                <FormTextField control={form.control} name={name('length')} label={`Length (cm) ${index + 1}`} inputMode="decimal" {...recalc} />
                <FormTextField control={form.control} name={name('width')} label={`Width (cm) ${index + 1}`} inputMode="decimal" {...recalc} />
                <FormTextField control={form.control} name={name('height')} label={`Height (cm) ${index + 1}`} inputMode="decimal" {...recalc} />
                <FormTextField control={form.control} name={name('volume_weight')} label={`Volume Weight ${index + 1}`} isReadOnly />
                <FormTextField control={form.control} name={name('qty')} label={`Quantity ${index + 1}`} inputMode="numeric" {...recalc} />
                <TextField label={`Unit ${index + 1}`} isReadOnly value={LINE_ITEM_UNIT} name={name('unit')} />
                <FormTextField control={form.control} name={name('item_value')} label={`Item Value ${index + 1}`} inputMode="decimal" {...recalc} />
                <FormTextField control={form.control} name={name('item_total_value')} label={`Item Total ${index + 1}`} isReadOnly />
                <FormTextField control={form.control} name={name('description')} label={`Description ${index + 1}`} className="sm:col-span-2" />
                <div className="flex items-end">
                  <button
                    type="button"
                    disabled={lines.fields.length === 1}
                    onClick={() => apply(removeShipmentLine(shipping(), index))}
                    className="rounded-field border border-danger px-3 py-2 text-sm text-danger disabled:opacity-40"
                  >
                    {en.buttons.removeLine} <span className="sr-only">item {index + 1}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <button type="button" onClick={() => apply(addShipmentLine(shipping()))} className="mt-3 rounded-field border border-navy-700 px-4 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50">
          {en.buttons.addLine}
        </button>
      </fieldset>

      <dl className="grid gap-3 rounded-card bg-surface-muted p-4 sm:grid-cols-5" aria-label="Totals">
        {[
          ['Total Pieces', watch('total_pieces')],
          ['Total Weight', watch('total_weight')],
          ['Total Volumetric Weight', watch('total_volume_weight')],
          ['Chargeable Weight', watch('total_chargeable_weight')],
          ['Amount', customer ? `₹ ${formatKwdAmount(amount)}` : formatKwd(amount)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-bold" data-testid={`total-${String(label).toLowerCase().replace(/\W+/g, '-')}`}>
              {value || '0'}
            </dd>
          </div>
        ))}
      </dl>

      <div className="flex gap-3">
        <Button variant="outline" onPress={() => onBack(getValues())}>
          {en.buttons.back}
        </Button>
        <Button type="submit">{en.buttons.next}</Button>
      </div>
    </form>
  );
}
