import { Button } from '@courier/ui/Button';
import { TextField } from '@courier/ui/TextField';
import { FormTextArea } from '@courier/ui/wizard/controlled';
import { STATIC_MENU_IDS, SHIPPER_TYPES } from '@courier/domain/constants';
import { TIME_SLOTS } from '@courier/domain/timeSlots';
import { minCollectionDate } from '@courier/domain/collectionDate';
import { needsInvoice } from '@courier/domain/bookingType';
import { bookingStep3Schema, type BookingVariant } from '@courier/domain/schemas/booking';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldValues } from 'react-hook-form';
import { useKycTypes, useVehicles } from '../api/reference';
import { CheckboxField } from '../components/form/CheckboxField';
import { FileField } from '../components/form/FileField';
import { SelectField } from '../components/form/SelectField';
import { useCollectionDateCheck } from '../components/form/useCollectionDateCheck';
import { useResyncOnOptions } from '../components/form/useResyncOnOptions';
import { en } from '../i18n/en';
import { fieldBinder, stepResolver } from './fieldProps';
import { StaticContentModal } from './StaticContentModal';

export interface CollectionPaymentStepProps {
  variant: BookingVariant;
  defaultValues: FieldValues;
  busy: boolean;
  onSubmit: (values: FieldValues) => void;
  onBack: (values: FieldValues) => void;
  /** Customer wizard: only when steps 1 and 2 are valid may it submit (spec 4). */
  canSubmit?: boolean;
  extraActions?: ReactNode;
}

const slotOptions = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));
const shipperLabels: Record<string, string> = { company: 'Company', individual: 'Individual' };

/**
 * Step 3 of both wizards: collection, KYC and invoice documents, shipper type and payment, with
 * the terms box (public) or the privacy box (customer). Choosing individual hides and clears the
 * invoice; the customer wizard offers cash only (its online option is hidden, spec 4).
 */
export function CollectionPaymentStep({ variant, defaultValues, busy, onSubmit, onBack, canSubmit = true, extraActions }: CollectionPaymentStepProps) {
  const customer = variant === 'customer';
  const form = useForm<FieldValues>({ resolver: stepResolver(bookingStep3Schema(variant)), defaultValues });
  const { handleSubmit, watch, setValue, getValues, formState } = form;
  const field = fieldBinder(form);
  const vehicles = useVehicles();
  const kycTypes = useKycTypes();
  useResyncOnOptions(form, 'vehicle_type', vehicles.list);
  useResyncOnOptions(form, 'kyc_type', kycTypes.list);
  const checkDate = useCollectionDateCheck(() => setValue('collection_date', ''));
  const [modal, setModal] = useState<'terms' | 'privacy' | null>(null);

  const shipmentType = String(watch('shipment_type') ?? '');
  const paymentType = String(watch('payment_type') ?? '');
  const validateLater = { shouldValidate: formState.isSubmitted };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Collection, Documents and Payment" className="space-y-6">
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-xl font-bold">Collection / Pickup</legend>
        <Controller
          control={form.control}
          name="collection_date"
          render={({ field: date, fieldState }) => (
            <TextField
              label="Collection Date"
              type="date"
              min={minCollectionDate(new Date())}
              name={date.name}
              value={String(date.value ?? '')}
              onChange={(value) => {
                date.onChange(value);
                void checkDate(value);
              }}
              onBlur={date.onBlur}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <SelectField label="Collection Time" placeholder="Select" options={slotOptions} {...field('collection_ready_time')} />
        <SelectField label="Cutoff/Closing Time" placeholder="Select" options={slotOptions} {...field('collection_close_time')} />
        <SelectField
          label="Vehicle Type"
          placeholder="Select Vehicle Type"
          options={vehicles.list.map((v) => ({ value: v.vehicle_name, label: v.vehicle_name }))}
          {...field('vehicle_type')}
        />
        <FormTextArea control={form.control} name="special_instruction" label="Special Instruction" className="md:col-span-2" />
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-xl font-bold">Documents</legend>
        <SelectField label="KYC Type" placeholder="Select KYC Type" options={kycTypes.list.map((k) => ({ value: k.kyc_name, label: k.kyc_name }))} {...field('kyc_type')} />
        <FileField label="KYC Document" accept="image/*,.pdf" error={field('kyc_document').error} onFile={(dataUrl) => setValue('kyc_document', dataUrl, validateLater)} />
        <fieldset>
          <legend className="text-sm font-semibold">Shipment Type</legend>
          <div className="mt-2 flex gap-4">
            {SHIPPER_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={type}
                  checked={shipmentType === type}
                  onChange={() => {
                    setValue('shipment_type', type, validateLater);
                    if (!needsInvoice(type)) setValue('invoice_document', '');
                  }}
                  className="accent-express-600"
                />
                {shipperLabels[type]}
              </label>
            ))}
          </div>
          {field('shipment_type').error ? <p className="mt-1 text-sm text-danger">{field('shipment_type').error}</p> : null}
        </fieldset>
        {needsInvoice(shipmentType) ? (
          <FileField label="Company Invoice" accept="image/*,.pdf" error={field('invoice_document').error} onFile={(dataUrl) => setValue('invoice_document', dataUrl, validateLater)} />
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-xl font-bold">Payment</legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2">
            <input type="radio" value="cash" checked={paymentType === 'cash'} onChange={() => setValue('payment_type', 'cash', validateLater)} className="accent-express-600" />
            Cash
          </label>
          {customer ? null : (
            <label className="flex items-center gap-2">
              <input type="radio" value="online" checked={paymentType === 'online'} onChange={() => setValue('payment_type', 'online', validateLater)} className="accent-express-600" />
              Pay Online
            </label>
          )}
        </div>
        {field('payment_type').error ? <p className="mt-1 text-sm text-danger">{field('payment_type').error}</p> : null}
      </fieldset>
      <div className="space-y-3">
        {customer ? (
          <CheckboxField
            label={
              <>
                I accept the{' '}
                <button type="button" className="text-navy-700 underline" onClick={() => setModal('privacy')}>
                  privacy policy
                </button>{' '}
                and the{' '}
                <button type="button" className="text-navy-700 underline" onClick={() => setModal('terms')}>
                  terms and conditions
                </button>
              </>
            }
            {...field('accept_privacy')}
          />
        ) : (
          <CheckboxField
            label={
              <>
                I accept the{' '}
                <button type="button" className="text-navy-700 underline" onClick={() => setModal('terms')}>
                  terms and conditions
                </button>
              </>
            }
            {...field('accept_terms')}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onPress={() => onBack(getValues())}>
          {en.buttons.back}
        </Button>
        {extraActions}
        <Button type="submit" isBusy={busy} isDisabled={!canSubmit}>
          {!customer && paymentType === 'online' ? en.buttons.next : en.buttons.submit}
        </Button>
      </div>
      <StaticContentModal menuId={STATIC_MENU_IDS.terms} title="Terms and Conditions" isOpen={modal === 'terms'} onClose={() => setModal(null)} />
      <StaticContentModal menuId={STATIC_MENU_IDS.privacy} title="Privacy Policy" isOpen={modal === 'privacy'} onClose={() => setModal(null)} />
    </form>
  );
}
