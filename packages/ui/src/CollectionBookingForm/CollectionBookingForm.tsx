import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { CheckboxGroup, Form, Label } from 'react-aria-components';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { minCollectionDate } from '@courier/domain/collectionDate';
import {
  makePortalCollectionSchema,
  type PortalCollectionFormInput,
} from '@courier/domain/schemas/portal';
import { slotsAfter, TIME_SLOTS } from '@courier/domain/timeSlots';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DatePicker } from '../DatePicker/DatePicker';
import { FieldError } from '../Field/Field';
import { en } from '../i18n/en';
import { portalEn } from '../i18n/portalEn';
import type { Option } from '../utils/listBox';
import { FormSelect, FormTextArea } from '../wizard/controlled';
import { FormSection } from '../wizard/FormSection';
import { RequiredFields } from '../wizard/requiredFields';

export interface CollectableShipment {
  /** The id the API takes (shipmentId). */
  id: string;
  /** What the customer recognises it by: number, receiver, destination. */
  label: string;
}

export interface CollectionBookingFormProps {
  shipments: readonly CollectableShipment[];
  /** vehicle_list as options (ids are the codes on the wire). */
  vehicles: readonly Option[];
  onSubmit: (values: PortalCollectionFormInput) => Promise<void> | void;
  onCancel?: () => void;
  /** 'Now' for the first collection day (today in Kuwait). */
  now?: Date;
}

const t = portalEn.collections;
const w = en.wizard;
const times = (slots: readonly string[]): Option[] =>
  slots.map((slot) => ({ id: slot, name: slot }));

/**
 * One collection for several of the customer's booked shipments: which ones, the day, the time
 * window and the vehicle, with the domain's rules and messages (the Book Collection form's).
 */
export function CollectionBookingForm({
  shipments,
  vehicles,
  onSubmit,
  onCancel,
  now,
}: CollectionBookingFormProps) {
  const clock = useMemo(() => (now ? () => now : () => new Date()), [now]);
  const schema = useMemo(() => makePortalCollectionSchema({ clock }), [clock]);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<PortalCollectionFormInput>({
    resolver: zodResolver(schema) as unknown as Resolver<PortalCollectionFormInput>,
    defaultValues: {
      shipmentIds: [],
      collection_date: '',
      collection_ready_time: '',
      collection_closing_time: '',
      vehicle_type: '',
      special_instruction: '',
    },
  });
  const readyTime = useWatch({ control, name: 'collection_ready_time' });
  const vehicleOptions = vehicles.map((v) => ({
    id: v.id,
    name: w.vehicleLabels[v.id.toLowerCase()] ?? v.name,
  }));
  if (shipments.length === 0)
    return <p className="rounded-card border border-line p-4 text-ink-muted">{t.noneToCollect}</p>;
  return (
    <RequiredFields schema={schema}>
      <Form
        onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}
        validationBehavior="aria"
        aria-label={t.bookTitle}
        className="flex flex-col gap-4"
      >
        <Controller
          control={control}
          name="shipmentIds"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              value={field.value}
              onChange={field.onChange}
              isInvalid={Boolean(fieldState.error)}
              isRequired
              validationBehavior="aria"
              className="flex flex-col gap-2 rounded-card border border-line p-4"
            >
              <Label className="text-lg font-bold text-navy-800">{t.choose}</Label>
              <span className="text-sm text-ink-muted">{t.chooseHint}</span>
              <div className="grid gap-2 sm:grid-cols-2">
                {shipments.map((shipment) => (
                  <Checkbox key={shipment.id} value={shipment.id}>
                    {shipment.label}
                  </Checkbox>
                ))}
              </div>
              <FieldError>{fieldState.error?.message}</FieldError>
            </CheckboxGroup>
          )}
        />
        <FormSection title={w.collection}>
          <Controller
            control={control}
            name="collection_date"
            render={({ field, fieldState }) => (
              <DatePicker
                label={w.collection_date}
                name={field.name}
                value={field.value}
                minDate={minCollectionDate(clock())}
                onChange={field.onChange}
                errorMessage={fieldState.error?.message}
                isRequired
              />
            )}
          />
          <FormSelect
            control={control}
            name="vehicle_type"
            label={w.vehicle_type}
            items={vehicleOptions}
            placeholder={w.select}
          />
          <FormSelect
            control={control}
            name="collection_ready_time"
            label={w.collection_ready_time}
            items={times(TIME_SLOTS)}
            placeholder={w.select}
          />
          <FormSelect
            control={control}
            name="collection_closing_time"
            label={w.collection_close_time}
            items={times(readyTime ? slotsAfter(readyTime) : TIME_SLOTS)}
            placeholder={w.select}
          />
          <FormTextArea
            control={control}
            name="special_instruction"
            label={w.special_instruction}
            className="sm:col-span-2"
          />
        </FormSection>
        <div className="flex justify-end gap-3">
          {onCancel && (
            <Button variant="outline" onPress={onCancel}>
              {en.common.cancel}
            </Button>
          )}
          <Button type="submit" isBusy={isSubmitting}>
            {t.submit}
          </Button>
        </div>
      </Form>
    </RequiredFields>
  );
}
