import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm, type Resolver } from 'react-hook-form';
import {
  profileSchema,
  type ProfileForm as ProfileValues,
  type ProfileFormInput,
} from '@courier/domain/schemas/portal';
import { Button } from '../Button/Button';
import { usePortalWords } from '../i18n/portalWords';
import { TextField } from '../TextField/TextField';
import { FormTextField } from '../wizard/controlled';
import { FormSection } from '../wizard/FormSection';
import { RequiredFields } from '../wizard/requiredFields';
import { showServerErrors, type FieldErrors } from '../wizard/serverErrors';

export interface ProfileFormProps {
  /** Shown, not editable: the login and the account are the courier's to change. */
  userId: string;
  accountNumber: string;
  defaultValues: ProfileFormInput;
  /** Resolves with the server's field messages when it refuses, nothing when saved. */
  onSubmit: (values: ProfileValues) => Promise<FieldErrors | void>;
}

const FIELDS = [
  ['COMP_NAME', 'organization'],
  ['ContactPerson', 'name'],
  ['PH_NO', 'tel'],
  ['E_MAIL', 'email'],
  ['Add1', 'address-line1'],
  ['Add2', 'address-line2'],
  ['Location_Area', 'address-level3'],
  ['CITY', 'address-level2'],
] as const;

/** The contact details of the logged-in user data (spec 3), with the domain's rules. */
export function ProfileForm({ userId, accountNumber, defaultValues, onSubmit }: ProfileFormProps) {
  const portal = usePortalWords();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ProfileFormInput>({
    resolver: zodResolver(profileSchema) as unknown as Resolver<ProfileFormInput>,
    defaultValues,
  });
  const submit = handleSubmit(async (values) => {
    showServerErrors(setError, await onSubmit(values as ProfileValues), defaultValues);
  });
  return (
    <RequiredFields schema={profileSchema}>
      <Form
        onSubmit={(event) => void submit(event)}
        validationBehavior="aria"
        aria-label={portal.profile.contactTitle}
        className="flex flex-col gap-4"
      >
        <FormSection title={portal.profile.contactTitle}>
          <TextField
            label={portal.profile.userId}
            value={userId}
            isReadOnly
            description={portal.profile.readOnlyHint}
          />
          <TextField label={portal.profile.accountNumber} value={accountNumber} isReadOnly />
          {FIELDS.map(([name, autoComplete]) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={portal.profile[name]}
              autoComplete={autoComplete}
              inputMode={name === 'PH_NO' ? 'tel' : name === 'E_MAIL' ? 'email' : undefined}
            />
          ))}
        </FormSection>
        <div className="flex justify-end">
          <Button type="submit" isBusy={isSubmitting}>
            {portal.profile.save}
          </Button>
        </div>
      </Form>
    </RequiredFields>
  );
}
