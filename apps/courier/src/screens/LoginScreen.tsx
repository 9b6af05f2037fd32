import { useState, type FormEvent } from 'react';
import { adminCall, AdminCallError } from '@courier/api-client/adminClient';
import { Button } from '@courier/ui/Button';
import { TextField } from '@courier/ui/TextField';
import { useCourierWords } from '../i18n/words';

/**
 * User name and password; a code only when the account turned two-factor login on (couriers are
 * not required to: docs/courier.md). The phone keeps the staff cookie like the back office.
 */
export function LoginScreen({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useCourierWords();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await adminCall('admin_login', {
        username,
        password,
        ...(needsCode ? { code } : {}),
      });
      if (answer.next === 'done') onLoggedIn();
      else setNeedsCode(true);
    } catch (err) {
      setError(err instanceof AdminCallError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="mx-auto max-w-md p-4">
      <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="login-title">
        <h1 id="login-title" className="text-2xl font-bold">
          {t.login.title}
        </h1>
        <TextField
          label={t.login.username}
          value={username}
          onChange={setUsername}
          autoComplete="username"
          isLtrValue
          isRequired
        />
        <TextField
          label={t.login.password}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          isRequired
        />
        {needsCode && (
          <TextField
            label={t.login.code}
            value={code}
            onChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            isLtrValue
            isRequired
          />
        )}
        {error && (
          <p role="alert" className="font-bold text-danger">
            {error}
          </p>
        )}
        <Button type="submit" isBusy={busy} className="min-h-12 text-lg">
          {t.login.submit}
        </Button>
      </form>
    </main>
  );
}
