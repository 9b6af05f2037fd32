import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm, type Resolver } from 'react-hook-form';
import {
  receiverAddressSchema,
  senderAddressSchema,
  type AddressBookEntry,
  type AddressBookEntryInput,
  type AddressKind,
} from '@courier/domain/schemas/portal';
import { Button } from '../Button/Button';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { useUiWords } from '../i18n/uiWords';
import { usePortalWords } from '../i18n/portalWords';
import type { Option } from '../utils/listBox';
import { FormComboBox, FormTextField } from '../wizard/controlled';
import { FormSection } from '../wizard/FormSection';
import { RequiredFields } from '../wizard/requiredFields';
import type { StepValues } from '../wizard/types';

const SCHEMAS = { sender: senderAddressSchema, receiver: receiverAddressSchema } as const;

type FieldSpec = readonly [name: string, extra?: { inputMode?: 'tel' | 'email'; auto?: string }];

/** The wizard's own fields of each kind, in the wizard's order (its labels too). */
const FIELDS: Record<AddressKind, { before: FieldSpec[]; after: FieldSpec[] }> = {
  sender: {
    before: [
      ['sender_consignor', { auto: 'organization' }],
      ['sender_contact_person', { auto: 'name' }],
      ['sender_street_name_number', { auto: 'address-line1' }],
      ['sender_street_name_number1', { auto: 'address-line2' }],
      ['sender_zip_code', { inputMode: 'tel', auto: 'postal-code' }],
    ],
    after: [
      ['sender_telephone', { inputMode: 'tel', auto: 'tel' }],
      ['sender_fax', { inputMode: 'tel' }],
      ['sender_email', { inputMode: 'email', auto: 'email' }],
    ],
  },
  receiver: {
    before: [
      ['receiver_company_name'],
      ['receiver_attention'],
      ['receiver_street_name_number'],
      ['receiver_street_name_number1'],
    ],
    after: [
      ['receiver_zip_code', { inputMode: 'tel' }],
      ['receiver_telephone', { inputMode: 'tel' }],
      ['receiver_mobile', { inputMode: 'tel' }],
      ['receiver_fax', { inputMode: 'tel' }],
      ['receiver_email', { inputMode: 'email' }],
    ],
  },
};

/**
 * The wizard's label each field is shown with. The form holds one address and its legend names
 * its role, so every label is the role-free one (the wizard's receiver labels say 'Receiver ...',
 * which read wrong beside a sender's and are not needed once the role is named).
 */
const ROLE_FREE_LABEL: Readonly<Record<string, string>> = {
  receiver_street_name_number: 'sender_street_name_number',
  receiver_street_name_number1: 'sender_street_name_number1',
  receiver_zip_code: 'sender_zip_code',
  receiver_country: 'sender_country',
  receiver_city: 'sender_city',
  receiver_telephone: 'sender_telephone',
  receiver_fax: 'sender_fax',
  receiver_email: 'sender_email',
};

export interface AddressFormProps {
  kind: AddressKind;
  /** Offered when adding: the form then asks whether it is a sender or a receiver. */
  onKindChange?: (kind: AddressKind) => void;
  countries: readonly Option[];
  /** The chosen country's cities (the page loads them on onCountryChange). */
  cities: readonly Option[];
  loading?: { countries?: boolean; cities?: boolean };
  onCountryChange?: (country: string) => void;
  defaultValues?: Partial<AddressBookEntryInput>;
  onSubmit: (entry: AddressBookEntry) => void;
  onCancel?: () => void;
  isBusy?: boolean;
  /** The heading: 'New address' or 'Edit address'. */
  title?: string;
  /** Why the server refused the address (a duplicate), shown on the form and announced. */
  formError?: string;
}

/**
 * One address-book entry with the wizard's own fields, rules and messages (the domain's sender
 * and receiver schemas), so an address saved here fills the wizard as it is.
 */
export function AddressForm({
  kind,
  onKindChange,
  countries,
  cities,
  loading = {},
  onCountryChange,
  defaultValues,
  onSubmit,
  onCancel,
  isBusy = false,
  title: heading,
  formError,
}: AddressFormProps) {
  const portal = usePortalWords();
  const w = useUiWords().wizard as unknown as Record<string, string | undefined>;
  const title = heading ?? portal.addresses.formAdd;
  const labelOf = (name: string) =>
    name === 'receiver_mobile'
      ? portal.addresses.mobile
      : (w[ROLE_FREE_LABEL[name] ?? name] ?? name);
  const schema = SCHEMAS[kind];
  const { control, handleSubmit, setValue } = useForm<StepValues>({
    resolver: zodResolver(schema) as unknown as Resolver<StepValues>,
    defaultValues: {
      ...Object.fromEntries(Object.keys(schema.shape).map((key) => [key, ''])),
      ...(defaultValues as StepValues | undefined),
      kind,
    },
  });
  const text = ([name, extra = {}]: FieldSpec) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      label={labelOf(name)}
      inputMode={extra.inputMode}
      autoComplete={extra.auto}
    />
  );
  const fields = FIELDS[kind];
  return (
    <RequiredFields schema={schema}>
      <Form
        onSubmit={handleSubmit((values) => onSubmit(values as unknown as AddressBookEntry))}
        validationBehavior="aria"
        aria-label={title}
        className="flex flex-col gap-4"
      >
        {onKindChange && (
          <RadioGroup
            label={portal.addresses.kind}
            orientation="horizontal"
            value={kind}
            onChange={(value) => onKindChange(value as AddressKind)}
            options={[
              { id: 'receiver', name: portal.addresses.kindReceiver },
              { id: 'sender', name: portal.addresses.kindSender },
            ]}
          />
        )}
        <FormSection
          title={portal.addresses.formRole({
            title,
            role: kind === 'sender' ? portal.addresses.kindSender : portal.addresses.kindReceiver,
          })}
        >
          {fields.before.map(text)}
          <FormComboBox
            control={control}
            name={`${kind}_country`}
            label={portal.addresses.country}
            items={countries}
            isLoading={loading.countries}
            onValueChange={(country) => {
              setValue(`${kind}_city`, '');
              onCountryChange?.(country);
            }}
          />
          <FormComboBox
            control={control}
            name={`${kind}_city`}
            label={portal.addresses.city}
            items={cities}
            isLoading={loading.cities}
          />
          {fields.after.map(text)}
        </FormSection>
        <p role="alert" className="text-sm font-medium text-danger empty:hidden">
          {formError}
        </p>
        <div className="flex justify-end gap-3">
          {onCancel && (
            <Button variant="outline" onPress={onCancel}>
              {portal.addresses.cancel}
            </Button>
          )}
          <Button type="submit" isBusy={isBusy}>
            {portal.addresses.save}
          </Button>
        </div>
      </Form>
    </RequiredFields>
  );
}
