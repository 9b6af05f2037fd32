import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '../components/form/SubmitButton';
import { TextAreaField } from '../components/form/TextAreaField';
import { TextField } from '../components/form/TextField';
import { en } from '../i18n/en';

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
  idPrefix: string;
  title?: string;
}

const empty: MessageValues = { name: '', email: '', mobile: '', subject: '', message: '' };

/**
 * Spec 4: no errors before the first submit; while sending the button reads 'Processing...' and
 * is disabled; on success the form resets and the button returns to its label.
 */
export function MessageForm({ schema, withSubject = false, send, submitLabel = en.buttons.sendMessage, idPrefix, title }: MessageFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={title}>
      <TextField id={`${idPrefix}-name`} label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField id={`${idPrefix}-mobile`} label="Mobile" type="tel" autoComplete="tel" error={errors.mobile?.message} {...register('mobile')} />
      {withSubject ? (
        <TextField id={`${idPrefix}-subject`} label="Subject" error={errors.subject?.message} {...register('subject')} />
      ) : null}
      <TextAreaField id={`${idPrefix}-message`} label="Message" className="sm:col-span-2" error={errors.message?.message} {...register('message')} />
      <div className="sm:col-span-2">
        <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
