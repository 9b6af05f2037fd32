import { Button } from '@courier/ui/Button';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { FormTextArea, FormTextField } from '@courier/ui/wizard/controlled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSiteWords } from '../i18n/siteWords';

/** Field values of the contact-style forms (callback, contact us, member, franchise). */
export interface MessageValues {
  name: string;
  email: string;
  mobile: string;
  subject?: string;
  message: string;
}

type MessageSchema = z.ZodType<MessageValues, MessageValues>;

export interface MessageFormProps {
  schema: MessageSchema;
  withSubject?: boolean;
  /** Sends the parsed values; resolve = success (the form resets), reject = failure. */
  send: (values: MessageValues) => Promise<void>;
  submitLabel?: string;
  title?: string;
}

const empty: MessageValues = { name: '', email: '', mobile: '', subject: '', message: '' };

/**
 * Spec 4: no errors before the first submit; while sending the button reads 'Processing...' and
 * is disabled; on success the form resets and the button returns to its label.
 */
export function MessageForm({
  schema,
  withSubject = false,
  send,
  submitLabel,
  title,
}: MessageFormProps) {
  const w = useSiteWords();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<MessageValues>({ resolver: zodResolver(schema), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values);
      reset(empty);
    } catch {
      // The caller has told the user (or, for franchise, deliberately not): keep the values.
    }
  });

  return (
    <RequiredFields schema={schema}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={title}>
        <FormTextField control={control} name="name" label={w.form.name} autoComplete="name" />
        <FormTextField
          control={control}
          name="email"
          label={w.form.email}
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="mobile"
          label={w.form.mobile}
          type="tel"
          autoComplete="tel"
        />
        {withSubject ? (
          <FormTextField control={control} name="subject" label={w.form.subject} />
        ) : null}
        <FormTextArea
          control={control}
          name="message"
          label={w.form.message}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" isBusy={isSubmitting}>
            {submitLabel ?? w.buttons.sendMessage}
          </Button>
        </div>
      </form>
    </RequiredFields>
  );
}
