import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { adminEndpoints } from '@courier/api-client/admin';
import { STOP_KINDS, type StopKind } from '@courier/domain/courierRun';
import { Button } from '@courier/ui/Button';
import { TextField } from '@courier/ui/TextField';
import { FormRadioGroup } from '@courier/ui/wizard/controlled';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { adminCall, AdminCallError } from '../api/hooks';
import { ErrorText } from '../Layout';
import { useAdminWords } from '../i18n/words';
import { refusalField } from './runStops';

/** The contract's own check of the two fields staff type (the page adds the courier and day). */
const schema = adminEndpoints.admin_courier_assign.request.pick({ awb: true, kind: true });
interface AddStopValues {
  awb: string;
  kind: StopKind;
}
const EMPTY: AddStopValues = { awb: '', kind: 'delivery' };
/** The input a field's message sends the focus to (the chosen radio of the kinds). */
const inputOf = (field: keyof AddStopValues) =>
  field === 'kind' ? '[name="kind"]:checked' : '[name="awb"]';

/**
 * Puts a shipment on the run, at its end: the AWB and the kind of stop. The contract's schema
 * checks the fields as the server will; the server's refusals (no such AWB, a second stop of the
 * kind that day) are shown on the field they are about, in the staff member's language.
 */
export function AddStopForm({
  courierId,
  date,
  onAdded,
}: {
  courierId: number;
  date: string;
  onAdded: (message: string) => Promise<void>;
}) {
  const t = useAdminWords();
  const [error, setError] = useState<unknown>(null);
  const form = useForm<AddStopValues>({
    resolver: zodResolver(schema) as unknown as Resolver<AddStopValues>,
    defaultValues: EMPTY,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The fields are react-aria's (no ref reaches their inputs): a field's message sends the
    // focus to its input, as the browser's own check would.
    const element = event.currentTarget;
    const focus = (field: keyof AddStopValues) =>
      element.querySelector<HTMLInputElement>(inputOf(field))?.focus();
    const refuse = (field: keyof AddStopValues, message: string) => {
      form.setError(field, { message });
      focus(field);
    };
    const submit = form.handleSubmit(
      async (values) => {
        setError(null);
        try {
          const answer = await adminCall('admin_courier_assign', { courierId, date, ...values });
          form.reset({ ...EMPTY, kind: values.kind });
          await onAdded(answer.Message);
        } catch (err) {
          const field = err instanceof AdminCallError ? refusalField(err.status) : null;
          const fieldErrors = err instanceof AdminCallError ? err.errors : {};
          if (field) refuse(field, (err as Error).message);
          else if (fieldErrors.awb) refuse('awb', fieldErrors.awb);
          else setError(err);
        }
      },
      (errors) => {
        const first = (['awb', 'kind'] as const).find((name) => errors[name]);
        if (first) focus(first);
      },
    );
    void submit(event);
  };
  const kinds = STOP_KINDS.map((kind) => ({ id: kind, name: t.runs.kinds[kind] }));
  return (
    <RequiredFields schema={schema}>
      <Form
        onSubmit={onSubmit}
        validationBehavior="aria"
        aria-labelledby="add-stop"
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
      >
        <h2 id="add-stop" className="font-semibold text-navy-800">
          {t.runs.addTitle}
        </h2>
        <div className="flex flex-wrap items-end gap-4">
          <Controller
            control={form.control}
            name="awb"
            render={({ field, fieldState }) => (
              <TextField
                label={t.runs.awb}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
                isRequired
                isLtrValue
                inputMode="numeric"
                autoComplete="off"
                className="w-full max-w-xs"
              />
            )}
          />
          <FormRadioGroup control={form.control} name="kind" label={t.runs.kind} options={kinds} />
          <Button type="submit" isBusy={form.formState.isSubmitting}>
            {t.runs.add}
          </Button>
        </div>
        <ErrorText error={error} />
      </Form>
    </RequiredFields>
  );
}
