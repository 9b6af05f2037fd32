import { useAdminWords } from '../i18n/words';

/** The authenticator QR code with its key for typing by hand (login enrolment and the account page). */
export function TotpQrCode({ qrDataUrl, otpauthUrl }: { qrDataUrl: string; otpauthUrl: string }) {
  const t = useAdminWords();
  const secret = new URL(otpauthUrl).searchParams.get('secret');
  return (
    <div className="flex flex-col items-center gap-2 text-sm">
      <img src={qrDataUrl} alt={t.login.qrAlt} width={180} height={180} />
      {secret && (
        <p>
          {t.login.secretHint} <code className="break-all">{secret}</code>
        </p>
      )}
    </div>
  );
}
