import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { cardSchema, type CardForm, type CardFormInput } from '@courier/domain/schemas/card';
import { Button } from '../Button/Button';
import { useUiWords } from '../i18n/uiWords';
import type { Option } from '../utils/listBox';
import { FormSelect, FormTextField } from '../wizard/controlled';
import { FormSection } from '../wizard/FormSection';
import { RequiredFields } from '../wizard/requiredFields';
import { Isolate } from '../Bidi/Bidi';

export const DEFAULT_CARD_TYPES: Option[] = [
  { id: 'VISA', name: 'Visa' },
  { id: 'MASTERCARD', name: 'MasterCard' },
];

export interface CardPaymentStepProps {
  onSubmit: (card: CardForm) => void;
  onBack: () => void;
  isBusy?: boolean;
  /** The amount to pay, formatted by the page. */
  amountText?: string;
  cardTypes?: readonly Option[];
}

/** Step 4 of the public wizard. The card goes to the page's payment call and is never kept. */
export function CardPaymentStep({
  onSubmit,
  onBack,
  isBusy = false,
  amountText,
  cardTypes = DEFAULT_CARD_TYPES,
}: CardPaymentStepProps) {
  const words = useUiWords();
  const w = words.wizard;
  const { control, handleSubmit } = useForm<CardFormInput, unknown, CardForm>({
    resolver: zodResolver(cardSchema),
    defaultValues: {
      name_of_card: '',
      card_number: '',
      card_type: '',
      card_expiry_month: '',
      card_expiry_year: '',
      card_cvv_number: '',
    },
  });
  return (
    <RequiredFields schema={cardSchema}>
      <Form
        onSubmit={handleSubmit(onSubmit)}
        validationBehavior="aria"
        aria-label={w.cardForm}
        className="flex flex-col gap-6"
        autoComplete="on"
      >
        <FormSection title={w.card}>
          {amountText && (
            <p className="text-lg font-bold text-navy-800 sm:col-span-2">
              {w.total_amount}:{' '}
              <span data-testid="pay-amount" className="tabular-nums">
                {/* After the label in the same line: isolated, so 'KWD 12.50' keeps its order. */}
                <Isolate>{amountText}</Isolate>
              </span>
            </p>
          )}
          <FormTextField
            control={control}
            name="name_of_card"
            label={w.name_of_card}
            autoComplete="cc-name"
          />
          <FormSelect
            control={control}
            name="card_type"
            label={w.card_type}
            items={cardTypes}
            placeholder={w.select}
          />
          <FormTextField
            control={control}
            name="card_number"
            label={w.card_number}
            inputMode="numeric"
            autoComplete="cc-number"
            className="sm:col-span-2"
          />
          <FormTextField
            control={control}
            name="card_expiry_month"
            maxLength={2}
            label={w.card_expiry_month}
            inputMode="numeric"
            autoComplete="cc-exp-month"
          />
          <FormTextField
            control={control}
            name="card_expiry_year"
            maxLength={4}
            label={w.card_expiry_year}
            inputMode="numeric"
            autoComplete="cc-exp-year"
          />
          <FormTextField
            control={control}
            name="card_cvv_number"
            maxLength={3}
            label={w.card_cvv_number}
            inputMode="numeric"
            autoComplete="cc-csc"
            type="password"
          />
        </FormSection>
        <div className="flex justify-between gap-3">
          <Button variant="outline" onPress={onBack} isDisabled={isBusy}>
            {words.common.back}
          </Button>
          <Button type="submit" isBusy={isBusy}>
            {words.common.submit}
          </Button>
        </div>
      </Form>
    </RequiredFields>
  );
}
