import { Button } from '@courier/ui/Button';
import { FormTextField } from '@courier/ui/wizard/controlled';
import { cardSchema, type CardFormInput } from '@courier/domain/schemas/card';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SelectField } from '../components/form/SelectField';
import { en } from '../i18n/en';

const emptyCard: CardFormInput = {
  name_of_card: '',
  card_number: '',
  card_type: '',
  card_expiry_month: '',
  card_expiry_year: '',
  card_cvv_number: '',
};

const cardTypes = ['Visa', 'MasterCard', 'American Express'].map((type) => ({ value: type, label: type }));

/**
 * Step 4 of the public wizard (online payment). The card values live only in this form's memory
 * and go straight to make_online_payment; nothing is stored in the browser.
 */
export function CardStep({ busy, amountLabel, onPay, onBack }: { busy: boolean; amountLabel: string; onPay: (card: CardFormInput) => void; onBack: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFormInput>({ resolver: zodResolver(cardSchema), defaultValues: emptyCard });
  return (
    <form onSubmit={handleSubmit(onPay)} noValidate aria-label="Online card payment" className="max-w-xl space-y-4">
      <p className="text-lg">
        Amount to pay: <strong data-testid="pay-amount">{amountLabel}</strong>
      </p>
      <FormTextField control={control} name="name_of_card" label="Name on Card" autoComplete="cc-name" />
      <FormTextField control={control} name="card_number" label="Card Number" inputMode="numeric" autoComplete="cc-number" />
      <SelectField label="Card Type" placeholder="Select card type" options={cardTypes} error={errors.card_type?.message} {...register('card_type')} />
      <div className="grid grid-cols-3 gap-4">
        <FormTextField control={control} name="card_expiry_month" label="Expiry Month (MM)" inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} />
        <FormTextField control={control} name="card_expiry_year" label="Expiry Year (YYYY)" inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} />
        <FormTextField control={control} name="card_cvv_number" label="CVV" inputMode="numeric" autoComplete="cc-csc" maxLength={3} type="password" />
      </div>
      <div className="flex gap-3">
        <Button variant="outline" onPress={onBack}>
          {en.buttons.back}
        </Button>
        <Button type="submit" isBusy={busy}>{en.buttons.submit}</Button>
      </div>
    </form>
  );
}
