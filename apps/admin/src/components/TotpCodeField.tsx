import { TextField } from '@courier/ui/TextField';
import type { AdminCallError } from '../api/hooks';
import { ErrorText } from '../Layout';
import { useAdminWords } from '../i18n/words';

/**
 * The authenticator code, focused as it appears, with the server's refusal: on the field when it
 * is about the code, under it otherwise (login and the account page).
 */
export function TotpCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  error: AdminCallError | null;
}) {
  const t = useAdminWords();
  return (
    <>
      <TextField
        label={t.login.code}
        value={value}
        onChange={onChange}
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        autoFocus
        errorMessage={error?.errors.code}
      />
      <ErrorText error={error && !error.errors.code ? error : null} />
    </>
  );
}
