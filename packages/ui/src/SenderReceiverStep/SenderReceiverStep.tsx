import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useForm, type Resolver } from 'react-hook-form';
import {
  bookingStep1Schema,
  type BookingStep1,
  type BookingStep1Input,
} from '@courier/domain/schemas/bookingStep1';
import { Button } from '../Button/Button';
import { ComboBox } from '../ComboBox/ComboBox';
import { useUiWords } from '../i18n/uiWords';
import { usePortalWords } from '../i18n/portalWords';
import type { Option } from '../utils/listBox';
import { FormComboBox, FormTextField } from '../wizard/controlled';
import { FormSection } from '../wizard/FormSection';
import type { BookingVariant, StepValues } from '../wizard/types';
import { RequiredFields } from '../wizard/requiredFields';

export interface SenderReceiverStepProps<V extends BookingVariant> {
  variant: V;
  countries: readonly Option[];
  senderCities: readonly Option[];
  receiverCities: readonly Option[];
  /** Which lists are still loading (their combo boxes say so and are `aria-busy`). */
  loading?: { countries?: boolean; senderCities?: boolean; receiverCities?: boolean };
  /** The page loads the origin cities of the new country. */
  onSenderCountryChange?: (countryId: string) => void;
  /** The page loads the receiver's cities and the country's mobile code. */
  onReceiverCountryChange?: (countryId: string) => void;
  /** The receiver country's mobile code; it fills the mobile field when it arrives. */
  receiverMobileCode?: string;
  defaultValues?: Partial<BookingStep1Input<V>>;
  onSubmit: (values: BookingStep1<V>) => void;
  /** The customer wizard's Cancel (resets everything and goes home). */
  onCancel?: () => void;
  /**
   * The customer's address book: a saved receiver fills the receiver fields (still editable),
   * and the receiver typed can be saved. Without it the step has neither.
   */
  receiverBook?: ReceiverBook;
}

/** A saved receiver: its name in the picker and its values under the step's own field names. */
interface SavedReceiver {
  id: string;
  name: string;
  values: Readonly<Record<string, string>>;
}

export interface ReceiverBook {
  receivers: readonly SavedReceiver[];
  isLoading?: boolean;
  /** After the fields are filled: the page loads the receiver country's cities. */
  onPick?: (receiver: SavedReceiver) => void;
  /** The receiver fields as typed, once they pass the step's rules. */
  onSave: (values: Record<string, string>) => Promise<void> | void;
}

/** The step's receiver fields (both variants), the ones a saved receiver fills. */
const receiverFieldNames = (names: readonly string[]) =>
  names.filter((name) => name.startsWith('receiver_'));

export function SenderReceiverStep<V extends BookingVariant>({
  variant,
  countries,
  senderCities,
  receiverCities,
  loading = {},
  onSenderCountryChange,
  onReceiverCountryChange,
  receiverMobileCode,
  defaultValues,
  onSubmit,
  onCancel,
  receiverBook,
}: SenderReceiverStepProps<V>) {
  const words = useUiWords();
  const portal = usePortalWords();
  const w = words.wizard;
  const schema = bookingStep1Schema(variant);
  const { control, handleSubmit, setValue, trigger, getValues } = useForm<StepValues>({
    resolver: zodResolver(schema) as unknown as Resolver<StepValues>,
    defaultValues: Object.fromEntries(Object.keys(schema.shape).map((key) => [key, ''])),
    values: defaultValues as StepValues | undefined,
    resetOptions: { keepDirtyValues: true },
  });

  useEffect(() => {
    if (receiverMobileCode) setValue('receiver_mobile', receiverMobileCode);
  }, [receiverMobileCode, setValue]);

  const customer = variant === 'customer';
  const receiverNames = receiverFieldNames(Object.keys(schema.shape));
  const [picked, setPicked] = useState('');
  const [saving, setSaving] = useState(false);
  const pick = (id: string) => {
    setPicked(id);
    const receiver = receiverBook?.receivers.find((entry) => entry.id === id);
    if (!receiver) return;
    for (const name of receiverNames)
      setValue(name, receiver.values[name] ?? '', { shouldDirty: true, shouldValidate: false });
    receiverBook?.onPick?.(receiver);
  };
  const saveReceiver = async () => {
    if (!receiverBook || !(await trigger(receiverNames))) return;
    setSaving(true);
    try {
      await receiverBook.onSave(
        Object.fromEntries(receiverNames.map((name) => [name, String(getValues(name) ?? '')])),
      );
    } finally {
      setSaving(false);
    }
  };
  const text = (
    name: keyof typeof w & string,
    extra: { inputMode?: 'tel' | 'email'; autoComplete?: string } = {},
  ) => <FormTextField control={control} name={name} label={w[name] as string} {...extra} />;

  return (
    <RequiredFields schema={schema}>
      <Form
        onSubmit={handleSubmit((values) => onSubmit(values as BookingStep1<V>))}
        validationBehavior="aria"
        aria-label={w.senderReceiverForm}
        className="flex flex-col gap-6"
      >
        <FormSection title={w.sender}>
          {text('sender_consignor', { autoComplete: 'organization' })}
          {text('sender_contact_person', { autoComplete: 'name' })}
          {text('sender_street_name_number', { autoComplete: 'address-line1' })}
          {customer && text('sender_street_name_number1', { autoComplete: 'address-line2' })}
          {text('sender_zip_code', { inputMode: 'tel', autoComplete: 'postal-code' })}
          <FormComboBox
            control={control}
            name="sender_country"
            label={w.sender_country}
            items={countries}
            isLoading={loading.countries}
            onValueChange={(id) => {
              setValue('sender_city', '');
              onSenderCountryChange?.(id);
            }}
          />
          <FormComboBox
            control={control}
            name="sender_city"
            label={w.sender_city}
            items={senderCities}
            isLoading={loading.senderCities}
          />
          {text('sender_telephone', { inputMode: 'tel', autoComplete: 'tel' })}
          {text('sender_fax', { inputMode: 'tel' })}
          {text('sender_email', { inputMode: 'email', autoComplete: 'email' })}
          {text('reference_number')}
        </FormSection>
        <FormSection title={w.receiver}>
          {receiverBook && (
            <ComboBox
              label={portal.receiverBook.pick}
              description={portal.receiverBook.pickHint}
              items={receiverBook.receivers.map(({ id, name }) => ({ id, name }))}
              isLoading={receiverBook.isLoading}
              value={picked}
              onChange={pick}
              className="sm:col-span-2"
            />
          )}
          {text('receiver_company_name')}
          {text('receiver_attention')}
          {text('receiver_street_name_number')}
          {customer && text('receiver_street_name_number1')}
          <FormComboBox
            control={control}
            name="receiver_country"
            label={w.receiver_country}
            items={countries}
            isLoading={loading.countries}
            onValueChange={(id) => {
              setValue('receiver_city', '');
              onReceiverCountryChange?.(id);
            }}
          />
          <FormComboBox
            control={control}
            name="receiver_city"
            label={w.receiver_city}
            items={receiverCities}
            isLoading={loading.receiverCities}
          />
          {text('receiver_zip_code', { inputMode: 'tel' })}
          {text('receiver_telephone', { inputMode: 'tel' })}
          {text('receiver_mobile', { inputMode: 'tel' })}
          {text('receiver_fax', { inputMode: 'tel' })}
          {text('receiver_email', { inputMode: 'email' })}
          {receiverBook && (
            <div className="sm:col-span-2">
              <Button variant="outline" isBusy={saving} onPress={() => void saveReceiver()}>
                {portal.receiverBook.save}
              </Button>
            </div>
          )}
        </FormSection>
        <div className="flex justify-end gap-3">
          {onCancel && (
            <Button variant="outline" onPress={onCancel}>
              {words.common.cancel}
            </Button>
          )}
          <Button type="submit">{words.common.next}</Button>
        </div>
      </Form>
    </RequiredFields>
  );
}
