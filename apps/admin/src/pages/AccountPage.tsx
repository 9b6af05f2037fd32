import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@courier/ui/Button';
import { adminCall, AdminCallError } from '../api/hooks';
import { useStaff } from '../api/session';
import { TotpCodeField } from '../components/TotpCodeField';
import { TotpQrCode } from '../components/TotpQrCode';
import { ErrorText, PageTitle } from '../Layout';
import { useAdminWords } from '../i18n/words';

type Enrolment = { qrDataUrl: string; otpauthUrl: string };

/**
 * Two-factor login for the roles that may choose it (admins enrol at their first login): start,
 * scan the QR code, confirm with a code. The server keeps the key pending until a code matches.
 */
export function AccountPage() {
  const t = useAdminWords();
  const staff = useStaff();
  const { mutate } = useSWRConfig();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<AdminCallError | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof AdminCallError ? err : new AdminCallError(String(err), 0));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setEnrolment(await adminCall('admin_totp_enrol', {})));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await adminCall('admin_totp_confirm', { code });
      setEnrolment(null);
      await mutate(['admin_session', '{}']);
    });
  };

  return (
    <>
      <PageTitle>{t.account.title}</PageTitle>
      <section
        aria-labelledby="two-factor"
        className="flex max-w-md flex-col gap-4 rounded-card bg-surface p-4 shadow-card"
      >
        <h2 id="two-factor" className="text-lg font-semibold text-navy-800">
          {t.account.twoFactor}
        </h2>
        {staff.twoFactor ? (
          <p role="status">{t.account.on}</p>
        ) : enrolment ? (
          <form onSubmit={confirm} aria-label={t.account.twoFactor} className="flex flex-col gap-4">
            <p className="text-sm">{t.account.scan}</p>
            <TotpQrCode {...enrolment} />
            <TotpCodeField value={code} onChange={setCode} error={error} />
            <Button type="submit" isBusy={busy}>
              {t.account.confirm}
            </Button>
          </form>
        ) : (
          <>
            <p className="text-sm">{t.account.off}</p>
            <ErrorText error={error} />
            <Button onPress={start} isBusy={busy}>
              {t.account.start}
            </Button>
          </>
        )}
      </section>
    </>
  );
}
