import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { applyShipperType, needsInvoice } from '@courier/domain/bookingType';
import { refusalOfChosenDate } from '@courier/domain/collectionDate';
import { DEFAULT_PAYMENT_TYPE, type ShipperType } from '@courier/domain/constants';
import { bookingStep3Schema, type BookingStep3 } from '@courier/domain/schemas/bookingStep3';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import {
  CollectionWindowFields,
  emptyCollectionWindow,
  type CollectionWindowValues,
} from '../CollectionWindowFields/CollectionWindowFields';
import { FileUpload, type UploadedFile } from '../FileUpload/FileUpload';
import { Modal } from '../Modal/Modal';
import { useUiWords } from '../i18n/uiWords';
import { labelled, type Option } from '../utils/listBox';
import { offersIdentityDocument } from '@courier/domain/identityDocuments';
import { bind, FormRadioGroup, FormSelect } from '../wizard/controlled';
import { TextField } from '../TextField/TextField';
import { FormSection } from '../wizard/FormSection';
import type { BookingVariant } from '../wizard/types';
import { RequiredFields, requiredFieldNames, type FormSchema } from '../wizard/requiredFields';

/** Step 3 values while editing; the file fields hold data URLs, their names are shown beside them. */
export interface CollectionValues extends CollectionWindowValues {
  kyc_type: string;
  kyc_document: string;
  kyc_file_name: string;
  shipment_type: string;
  invoice_document: string;
  invoice_file_name: string;
  payment_type: string;
  /** Cash on delivery in KWD, customer wizard only ('' = none). */
  cod_amount?: string;
  accept_terms: boolean;
  accept_privacy: boolean;
}

export interface CollectionPaymentStepProps<V extends BookingVariant> {
  variant: V;
  /** vehicle_list as options (id = vehicle_name, the code on the wire; a known code shows its label). */
  vehicles: readonly Option[];
  /** kyc_list as options (id = kyc_name, the code on the wire; a known code shows its label). */
  kycTypes: readonly Option[];
  /**
   * The receiver country's ISO code: documents a destination asks for (India's) are offered for
   * it only. '' while unknown.
   */
  destinationIso?: string;
  onSubmit: (values: BookingStep3<V>) => void;
  /** Back keeps what was typed: the page gets the values as they stand. */
  onBack: (values: CollectionValues) => void;
  isBusy?: boolean;
  /** The customer wizard's Cancel (resets everything and goes home). */
  onCancel?: () => void;
  /** The online option: shown in the public wizard, hidden in the customer wizard (spec 4). */
  allowOnlinePayment?: boolean;
  /** Static page content of the terms and privacy modals (already sanitised by the page). */
  termsContent?: ReactNode;
  privacyContent?: ReactNode;
  /**
   * The page checks a chosen date with the server; a message it returns is shown on the field and
   * the date is cleared.
   */
  onCollectionDateChange?: (date: string) => Promise<string | null | undefined> | void;
  /** 'Now' for the minimum date and the schema (today in Kuwait). */
  now?: Date;
  defaultValues?: Partial<CollectionValues>;
  /** Passed to the uploads (tests replace the image compression). */
  prepareUpload?: (file: File) => Promise<UploadedFile>;
}

export function CollectionPaymentStep<V extends BookingVariant>({
  variant,
  vehicles,
  kycTypes,
  destinationIso = '',
  onSubmit,
  onBack,
  isBusy = false,
  onCancel,
  allowOnlinePayment = variant === 'public',
  termsContent,
  privacyContent,
  onCollectionDateChange,
  now,
  defaultValues,
  prepareUpload,
}: CollectionPaymentStepProps<V>) {
  const words = useUiWords();
  const w = words.wizard;
  const clock = useMemo(() => (now ? () => now : () => new Date()), [now]);
  const schema = useMemo(() => bookingStep3Schema(variant, { clock }), [variant, clock]);
  // The uploads are not bound fields, so they read the schema's required names directly.
  const required = useMemo(() => requiredFieldNames(schema as FormSchema), [schema]);
  const { control, handleSubmit, getValues, setValue, setError } = useForm<CollectionValues>({
    resolver: zodResolver(schema) as unknown as Resolver<CollectionValues>,
    defaultValues: {
      ...emptyCollectionWindow,
      kyc_type: '',
      kyc_document: '',
      kyc_file_name: '',
      shipment_type: '',
      invoice_document: '',
      invoice_file_name: '',
      payment_type: variant === 'customer' ? DEFAULT_PAYMENT_TYPE : '',
      ...(variant === 'customer' ? { cod_amount: '' } : {}),
      accept_terms: false,
      accept_privacy: false,
      ...defaultValues,
    },
  });
  const [openModal, setOpenModal] = useState<'terms' | 'privacy' | null>(null);
  const [shipmentType, paymentType] = useWatch({
    control,
    name: ['shipment_type', 'payment_type'],
  });

  /** A chosen date the server refuses is cleared and its message shown on the field. */
  const checkDate = async (date: string) => {
    if (!onCollectionDateChange) return;
    const refusal = await refusalOfChosenDate(date, clock(), onCollectionDateChange, () =>
      getValues('collection_date'),
    );
    if (refusal) {
      setValue('collection_date', '');
      setError('collection_date', { message: refusal });
    }
  };

  const paymentOptions: Option[] = [
    { id: 'cash', name: w.cash },
    ...(allowOnlinePayment ? [{ id: 'online', name: w.online }] : []),
  ];
  const shipperOptions: Option[] = [
    { id: 'company', name: w.company },
    { id: 'individual', name: w.individual },
  ];
  // Public wizard: 'Submit' books at once for cash, 'Next' leads to the card step for online.
  const submitLabel = paymentType === 'online' ? words.common.next : words.common.submit;

  return (
    // The step's shape depends on the variant type parameter, which TypeScript cannot see through.
    <RequiredFields schema={schema as FormSchema}>
      <Form
        onSubmit={handleSubmit((values) => onSubmit(values as unknown as BookingStep3<V>))}
        validationBehavior="aria"
        aria-label={w.collectionForm}
        className="flex flex-col gap-6"
      >
        <CollectionWindowFields
          control={control}
          vehicles={vehicles}
          now={clock()}
          onDateChange={(date) => void checkDate(date)}
        />

        <FormSection title={w.documents}>
          <FormSelect
            control={control}
            name="kyc_type"
            label={w.kyc_type}
            items={labelled(
              kycTypes.filter((k) =>
                offersIdentityDocument(k.id, { shipperType: shipmentType, destinationIso }),
              ),
              w.kycLabels,
            )}
            placeholder={w.select}
          />
          <Controller
            control={control}
            name="kyc_document"
            render={({ fieldState }) => (
              <FileUpload
                label={w.kyc_document}
                isRequired={required.has('kyc_document')}
                fileName={getValues('kyc_file_name')}
                prepare={prepareUpload}
                onChange={(file) => {
                  setValue('kyc_file_name', file?.name ?? '');
                  setValue('kyc_document', file?.dataUrl ?? '', {
                    shouldValidate: Boolean(fieldState.error),
                  });
                }}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <FormRadioGroup
            control={control}
            name="shipment_type"
            label={w.shipment_type}
            options={shipperOptions}
            onValueChange={(type) => {
              const next = applyShipperType(getValues(), type as ShipperType);
              setValue('shipment_type', next.shipment_type, { shouldValidate: true });
              if (next.invoice_document !== getValues('invoice_document')) {
                setValue('invoice_document', next.invoice_document);
                setValue('invoice_file_name', '');
              }
            }}
          />
          {needsInvoice(shipmentType) && (
            <Controller
              control={control}
              name="invoice_document"
              render={({ fieldState }) => (
                <FileUpload
                  label={w.invoice_document}
                  fileName={getValues('invoice_file_name')}
                  prepare={prepareUpload}
                  onChange={(file) => {
                    setValue('invoice_file_name', file?.name ?? '');
                    setValue('invoice_document', file?.dataUrl ?? '', {
                      shouldValidate: Boolean(fieldState.error),
                    });
                  }}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          )}
        </FormSection>

        <FormSection title={w.payment}>
          <FormRadioGroup
            control={control}
            name="payment_type"
            label={w.payment_type}
            options={paymentOptions}
          />
          {/* Account customers may have the courier collect cash from the receiver. */}
          {variant === 'customer' && (
            <Controller
              control={control}
              name="cod_amount"
              render={({ field, fieldState }) => (
                <TextField
                  {...bind(field, fieldState)}
                  // The catalogue's words in the page's language (the schema's are English).
                  errorMessage={fieldState.error ? w.codAmountError : undefined}
                  label={w.cod_amount}
                  description={w.codAmountHint}
                  inputMode="decimal"
                  maxLength={12}
                />
              )}
            />
          )}
          <div className="flex flex-col gap-3 sm:col-span-2">
            <Controller
              control={control}
              name="accept_terms"
              render={({ field, fieldState }) => (
                <Checkbox
                  isSelected={field.value}
                  onChange={field.onChange}
                  errorMessage={fieldState.error?.message}
                >
                  {w.accept_terms}
                </Checkbox>
              )}
            />
            {/* The customer wizard asks for the privacy policy too, in a box of its own. */}
            {variant === 'customer' && (
              <Controller
                control={control}
                name="accept_privacy"
                render={({ field, fieldState }) => (
                  <Checkbox
                    isSelected={field.value}
                    onChange={field.onChange}
                    errorMessage={fieldState.error?.message}
                  >
                    {w.accept_privacy}
                  </Checkbox>
                )}
              />
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" onPress={() => setOpenModal('terms')}>
                {w.termsLink}
              </Button>
              {variant === 'customer' && (
                <Button variant="ghost" onPress={() => setOpenModal('privacy')}>
                  {w.privacyLink}
                </Button>
              )}
            </div>
          </div>
        </FormSection>

        <div className="flex justify-between gap-3">
          <Button variant="outline" onPress={() => onBack(getValues())} isDisabled={isBusy}>
            {words.common.back}
          </Button>
          <div className="flex gap-3">
            {onCancel && (
              <Button variant="outline" onPress={onCancel} isDisabled={isBusy}>
                {words.common.cancel}
              </Button>
            )}
            <Button type="submit" isBusy={isBusy}>
              {submitLabel}
            </Button>
          </div>
        </div>

        <Modal
          title={w.termsTitle}
          isOpen={openModal === 'terms'}
          onOpenChange={(open) => setOpenModal(open ? 'terms' : null)}
          scrollBody
        >
          {termsContent}
        </Modal>
        <Modal
          title={w.privacyTitle}
          isOpen={openModal === 'privacy'}
          onOpenChange={(open) => setOpenModal(open ? 'privacy' : null)}
          scrollBody
        >
          {privacyContent}
        </Modal>
      </Form>
    </RequiredFields>
  );
}
