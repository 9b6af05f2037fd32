import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Form } from 'react-aria-components';
import { useForm, type Resolver } from 'react-hook-form';
import {
  bookingStep1Schema,
  type BookingStep1,
  type BookingStep1Input,
} from '@courier/domain/schemas/bookingStep1';
import { Button } from '../Button/Button';
import { en } from '../i18n/en';
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
}

const w = en.wizard;

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
}: SenderReceiverStepProps<V>) {
  const schema = bookingStep1Schema(variant);
  const { control, handleSubmit, setValue } = useForm<StepValues>({
    resolver: zodResolver(schema) as unknown as Resolver<StepValues>,
    defaultValues: Object.fromEntries(Object.keys(schema.shape).map((key) => [key, ''])),
    values: defaultValues as StepValues | undefined,
    resetOptions: { keepDirtyValues: true },
  });

  useEffect(() => {
    if (receiverMobileCode) setValue('receiver_mobile', receiverMobileCode);
  }, [receiverMobileCode, setValue]);

  const customer = variant === 'customer';
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
        </FormSection>
        <div className="flex justify-end gap-3">
          {onCancel && (
            <Button variant="outline" onPress={onCancel}>
              {en.common.cancel}
            </Button>
          )}
          <Button type="submit">{en.common.next}</Button>
        </div>
      </Form>
    </RequiredFields>
  );
}
