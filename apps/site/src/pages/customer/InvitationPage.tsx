import { PASSWORD_MIN_LENGTH } from '@courier/domain/schemas/portal';
import { Button } from '@courier/ui/Button';
import { TextField } from '@courier/ui/TextField';
import { toast } from '@courier/ui/Toaster';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchCustomerSession } from '../../api/customers';
import { acceptInvitation, invitationOf } from '../../api/portal/accountUsers';
import { refusalErrors } from '../../api/portal/fieldErrors';
import { failureMessage } from '../../api/failureMessage';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';
import { storeCustomer } from '../../session/customerSession';

type Invitation = { email: string; company: string; role: 'owner' | 'shipper' | 'viewer' };

/** The token of the link `/invitation#<token>`: in the fragment, so no server log keeps it. */
const tokenOfLink = () =>
  typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');

function AcceptForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const w = useSiteWords();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label={w.invitation.title}
      noValidate
      className="space-y-4 rounded-card border border-line p-6 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setErrors({});
        acceptInvitation({ token, name, password, confirm_password: confirm })
          .then(async () => {
            // Logged in now: the session's display data, then the portal.
            const session = await fetchCustomerSession();
            storeCustomer(session.Userid, session.Data);
            await navigate('/create-shipment');
          })
          .catch((error: unknown) => {
            const refused = refusalErrors(error);
            if (refused.name || refused.password || refused.confirm_password) setErrors(refused);
            else toast.error(failureMessage(error));
          })
          .finally(() => setBusy(false));
      }}
    >
      <p>
        {w.invitation.intro({
          company: invitation.company,
          email: invitation.email,
          role: w.accountUsers.roles[invitation.role],
        })}
      </p>
      <p className="text-sm text-ink-muted">{w.invitation.userIdHint}</p>
      <TextField
        label={w.invitation.name}
        value={name}
        onChange={setName}
        autoComplete="name"
        maxLength={100}
        errorMessage={errors.name}
      />
      <TextField
        label={w.invitation.password}
        description={w.invitation.passwordHint}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        errorMessage={errors.password}
      />
      <TextField
        label={w.invitation.confirmPassword}
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        errorMessage={errors.confirm_password}
      />
      <Button type="submit" isBusy={busy}>
        {w.invitation.accept}
      </Button>
    </form>
  );
}

/** The invitation link's page: who invites, then a name and a password to join the account. */
export function Component() {
  const w = useSiteWords();
  const [token] = useState(tokenOfLink);
  const wellFormed = /^[A-Za-z0-9_-]{43}$/.test(token);
  const [state, setState] = useState<Invitation | 'checking' | 'invalid'>(
    wellFormed ? 'checking' : 'invalid',
  );
  useEffect(() => {
    if (!wellFormed) return;
    invitationOf(token).then(
      ({ email, company, role }) => setState({ email, company, role }),
      () => setState('invalid'),
    );
  }, [token, wellFormed]);
  return (
    <>
      <PageBanner title={w.invitation.title} />
      <Container className="max-w-md py-8">
        {state === 'checking' ? (
          <p role="status">{w.invitation.checking}</p>
        ) : state === 'invalid' ? (
          <p role="alert">{w.invitation.invalid}</p>
        ) : (
          <AcceptForm token={token} invitation={state} />
        )}
      </Container>
    </>
  );
}
