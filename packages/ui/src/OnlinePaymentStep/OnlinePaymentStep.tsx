import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, Landmark, LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Radio, RadioGroup } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import type { PaymentMethod } from '@courier/domain/constants';
import {
  onlinePaymentDefaults,
  onlinePaymentSchema,
  type OnlinePayment,
  type OnlinePaymentInput,
} from '@courier/domain/schemas/onlinePayment';
import { Isolate } from '../Bidi/Bidi';
import { Button } from '../Button/Button';
import { FieldError, Label } from '../Field/Field';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from '../utils/focusRing';

export interface OnlinePaymentStepProps {
  /** The amount to pay, formatted by the page. */
  amountText: string;
  onSubmit: (method: PaymentMethod) => void;
  /** Absent on the page the payer comes back to: there is no step to go back to. */
  onBack?: () => void;
  isBusy?: boolean;
  /** The method chosen last time (paying again after a decline). */
  defaultMethod?: PaymentMethod;
  /** Shown above the choice: why the payer is asked again (a decline, a cancel). */
  notice?: ReactNode;
}

const METHOD_ICONS: Record<PaymentMethod, ReactNode> = {
  knet: <Landmark aria-hidden="true" className="size-6 shrink-0 text-navy-800" />,
  card: <CreditCard aria-hidden="true" className="size-6 shrink-0 text-navy-800" />,
};

/**
 * Step 4 of the public wizard: how to pay (KNET or a credit card) and the reassurance that the
 * card is typed on the gateway's hosted page, never here. Pay sends the payer there (the page
 * does the redirect); no card field exists on our side.
 */
export function OnlinePaymentStep({
  amountText,
  onSubmit,
  onBack,
  isBusy = false,
  defaultMethod,
  notice,
}: OnlinePaymentStepProps) {
  const words = useUiWords();
  // Read as `onlinePayment.<key>`, so the catalogue's coverage test finds each word.
  const { onlinePayment } = words;
  const { control, handleSubmit } = useForm<OnlinePaymentInput, unknown, OnlinePayment>({
    resolver: zodResolver(onlinePaymentSchema),
    defaultValues: defaultMethod ? { payment_method: defaultMethod } : onlinePaymentDefaults,
  });
  const methods: { id: PaymentMethod; name: string; hint: string; marks: string[] }[] = [
    { id: 'knet', name: onlinePayment.knet, hint: onlinePayment.knetHint, marks: ['KNET'] },
    {
      id: 'card',
      name: onlinePayment.card,
      hint: onlinePayment.cardHint,
      marks: ['VISA', 'Mastercard'],
    },
  ];
  return (
    <Form
      onSubmit={handleSubmit((values) => onSubmit(values.payment_method))}
      validationBehavior="aria"
      aria-label={onlinePayment.form}
      className="flex flex-col gap-6"
    >
      {notice}
      <section
        aria-labelledby="online-payment-title"
        className="flex flex-col gap-4 rounded-card border border-line p-4"
      >
        <h2 id="online-payment-title" className="text-lg font-bold text-navy-800">
          {onlinePayment.title}
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold text-navy-800">
          <span>{onlinePayment.amountDue}:</span>
          <span data-testid="pay-amount" className="tabular-nums">
            {/* After the label in the same line: isolated, so 'KWD 12.50' keeps its order. */}
            <Isolate>{amountText}</Isolate>
          </span>
        </p>
        <Controller
          control={control}
          name="payment_method"
          render={({ field, fieldState }) => (
            <RadioGroup
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              isRequired
              isInvalid={Boolean(fieldState.error)}
              validationBehavior="aria"
              className="flex flex-col gap-2"
            >
              <Label isRequired>{onlinePayment.method}</Label>
              <div className="grid gap-3 sm:grid-cols-2">
                {methods.map((method) => (
                  <Radio
                    key={method.id}
                    value={method.id}
                    // Named by the method alone; its hint describes it.
                    aria-label={method.name}
                    aria-describedby={`online-payment-${method.id}-hint`}
                    className={(state) =>
                      `${focusRing(state)} flex cursor-pointer items-start gap-3 rounded-card border-2 p-4 transition-colors ${
                        state.isSelected
                          ? 'border-navy-800 bg-navy-50'
                          : 'border-line bg-surface hover:border-navy-300'
                      }`
                    }
                  >
                    {({ isSelected }) => (
                      <>
                        <span
                          aria-hidden="true"
                          className={`mt-0.5 size-5 shrink-0 rounded-full border-2 bg-surface ${
                            isSelected ? 'border-[6px] border-navy-800' : 'border-navy-300'
                          }`}
                        />
                        {METHOD_ICONS[method.id]}
                        <span className="flex min-w-0 flex-col gap-1">
                          <span className="font-semibold text-ink">{method.name}</span>
                          <span
                            id={`online-payment-${method.id}-hint`}
                            className="text-sm text-ink-muted"
                          >
                            {method.hint}
                          </span>
                          <span aria-hidden="true" className="flex flex-wrap gap-1.5">
                            {method.marks.map((mark) => (
                              <span
                                key={mark}
                                dir="ltr"
                                className="rounded border border-line bg-surface px-1.5 py-0.5 text-xs font-bold tracking-wide text-navy-800"
                              >
                                {mark}
                              </span>
                            ))}
                          </span>
                        </span>
                      </>
                    )}
                  </Radio>
                ))}
              </div>
              <FieldError>{fieldState.error?.message}</FieldError>
            </RadioGroup>
          )}
        />
      </section>
      <section
        aria-labelledby="online-payment-secure"
        className="flex gap-3 rounded-card border border-success bg-success-soft p-4 text-sm text-ink"
      >
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="flex flex-col gap-1">
          <h3 id="online-payment-secure" className="font-bold text-success">
            {onlinePayment.secureTitle}
          </h3>
          <ul className="list-disc space-y-1 ps-5">
            <li>{onlinePayment.secureGateway}</li>
            <li>{onlinePayment.secureNeverKept}</li>
            <li>{onlinePayment.secureReturn}</li>
          </ul>
        </div>
      </section>
      <div className={`flex gap-3 ${onBack ? 'justify-between' : 'justify-end'}`}>
        {onBack ? (
          <Button variant="outline" onPress={onBack} isDisabled={isBusy}>
            {words.common.back}
          </Button>
        ) : null}
        <Button type="submit" isBusy={isBusy}>
          {onlinePayment.pay({ amount: amountText })}
        </Button>
      </div>
    </Form>
  );
}
