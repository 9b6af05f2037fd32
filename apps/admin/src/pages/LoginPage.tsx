import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@courier/ui/Button';
import { TextField } from '@courier/ui/TextField';
import { adminCall, AdminCallError } from '../api/hooks';
import { TotpCodeField } from '../components/TotpCodeField';
import { TotpQrCode } from '../components/TotpQrCode';
import { ErrorText } from '../Layout';
import { useAdminWords } from '../i18n/words';

/** Password first; then the authenticator code (and the QR code when an admin must enrol). */
export function LoginPage() {
  const t = useAdminWords();
  const { mutate } = useSWRConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code' | 'enrol'>('password');
  const [qr, setQr] = useState<{ qrDataUrl: string; otpauthUrl: string } | null>(null);
  const [error, setError] = useState<AdminCallError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await adminCall('admin_login', {
        username,
        password,
        ...(step === 'password' ? {} : { code }),
      });
      if (answer.next === 'done') await mutate(['admin_session', '{}']);
      else {
        setStep(answer.next);
        if (answer.qrDataUrl && answer.otpauthUrl)
          setQr({ qrDataUrl: answer.qrDataUrl, otpauthUrl: answer.otpauthUrl });
      }
    } catch (err) {
      setError(err instanceof AdminCallError ? err : new AdminCallError(String(err), 0));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface-muted p-4">
      <form
        onSubmit={submit}
        className="flex w-full max-w-sm flex-col gap-4 rounded-card bg-surface p-6 shadow-card"
      >
        <h1 className="text-xl font-semibold text-navy-800">{t.login.title}</h1>
        <p className="text-sm text-ink-muted">{t.appName}</p>
        <TextField
          label={t.login.username}
          value={username}
          onChange={setUsername}
          autoComplete="username"
          isRequired
          isReadOnly={step !== 'password'}
        />
        <TextField
          label={t.login.password}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          isRequired
          isReadOnly={step !== 'password'}
        />
        {step === 'enrol' && qr && (
          <>
            <p className="text-sm">{t.login.enrol}</p>
            <TotpQrCode {...qr} />
          </>
        )}
        {step !== 'password' ? (
          <TotpCodeField value={code} onChange={setCode} error={error} />
        ) : (
          <ErrorText error={error} />
        )}
        <Button type="submit" isBusy={busy}>
          {t.login.submit}
        </Button>
      </form>
    </main>
  );
}
