import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { CheckboxGroup, Form, Label } from 'react-aria-components';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  makePortalCollectionSchema,
  type PortalCollectionFormInput,
} from '@courier/domain/schemas/portal';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import {
  CollectionWindowFields,
  emptyCollectionWindow,
} from '../CollectionWindowFields/CollectionWindowFields';
import { FieldError } from '../Field/Field';
import { useUiWords } from '../i18n/uiWords';
import { usePortalWords } from '../i18n/portalWords';
import type { Option } from '../utils/listBox';
import { RequiredFields } from '../wizard/requiredFields';

interface CollectableShipment {
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

/**
 * One collection for several of the customer's booked shipments: which ones, the day, the time
 * window and the vehicle (the wizard's collection block), with the domain's rules and messages.
 */
export function CollectionBookingForm({
  shipments,
  vehicles,
  onSubmit,
  onCancel,
  now,
}: CollectionBookingFormProps) {
  const portal = usePortalWords();
  const w = useUiWords();
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
      ...emptyCollectionWindow,
    },
  });
  if (shipments.length === 0)
    return (
      <p className="rounded-card border border-line p-4 text-ink-muted">
        {portal.collections.noneToCollect}
      </p>
    );
  return (
    <RequiredFields schema={schema}>
      <Form
        onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}
        validationBehavior="aria"
        aria-label={portal.collections.bookTitle}
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
              <Label className="text-lg font-bold text-navy-800">{portal.collections.choose}</Label>
              <span className="text-sm text-ink-muted">{portal.collections.chooseHint}</span>
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
        <CollectionWindowFields control={control} vehicles={vehicles} now={clock()} />
        <div className="flex justify-end gap-3">
          {onCancel && (
            <Button variant="outline" onPress={onCancel}>
              {w.common.cancel}
            </Button>
          )}
          <Button type="submit" isBusy={isSubmitting}>
            {portal.collections.submit}
          </Button>
        </div>
      </Form>
    </RequiredFields>
  );
}
