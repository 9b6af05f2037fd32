import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm, type Resolver } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordFormInput } from '@courier/domain/schemas/portal';
import { Button } from '../Button/Button';
import { usePortalWords } from '../i18n/portalWords';
import { FormTextField } from '../wizard/controlled';
import { FormSection } from '../wizard/FormSection';
import { RequiredFields } from '../wizard/requiredFields';
import { showServerErrors, type FieldErrors } from '../wizard/serverErrors';

export interface ChangePasswordFormProps {
  /** Resolves with the server's field messages (a wrong current password), nothing when changed. */
  onSubmit: (values: ChangePasswordFormInput) => Promise<FieldErrors | void>;
}

const EMPTY: ChangePasswordFormInput = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};
const FIELDS = [
  ['current_password', 'current-password'],
  ['new_password', 'new-password'],
  ['confirm_password', 'new-password'],
] as const;

/** Current password, the new one twice; the fields empty again once it changed. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const portal = usePortalWords();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordSchema) as unknown as Resolver<ChangePasswordFormInput>,
    defaultValues: EMPTY,
  });
  const submit = handleSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (!errors) return reset(EMPTY);
    showServerErrors(setError, errors, EMPTY);
  });
  return (
    <RequiredFields schema={changePasswordSchema}>
      <Form
        onSubmit={(event) => void submit(event)}
        validationBehavior="aria"
        aria-label={portal.profile.passwordTitle}
        className="flex flex-col gap-4"
      >
        <FormSection title={portal.profile.passwordTitle}>
          {FIELDS.map(([name, autoComplete]) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={portal.profile[name]}
              type="password"
              autoComplete={autoComplete}
            />
          ))}
          <p className="text-sm text-ink-muted sm:col-span-2">{portal.profile.passwordHint}</p>
        </FormSection>
        <div className="flex justify-end">
          <Button type="submit" isBusy={isSubmitting}>
            {portal.profile.changePassword}
          </Button>
        </div>
      </Form>
    </RequiredFields>
  );
}
