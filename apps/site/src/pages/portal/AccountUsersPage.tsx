import { ApiCallError } from '@courier/api-client/apiCallError';
import type { AccountInvitation, AccountUser } from '@courier/api-client/endpoints/portalUsers';
import { formatKuwaitDateTime } from '@courier/domain/formats';
import { ACCOUNT_ROLES, type AccountRole } from '@courier/domain/schemas/accountUsers';
import { Button } from '@courier/ui/Button';
import { ConfirmDialog } from '@courier/ui/ConfirmDialog';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { Select } from '@courier/ui/Select';
import { TextField } from '@courier/ui/TextField';
import { toast } from '@courier/ui/Toaster';
import { useState, type ReactNode } from 'react';
import {
  changeUserRole,
  inviteUser,
  removeUser,
  revokeInvitation,
  usePortalUsers,
} from '../../api/portal/accountUsers';
import { refusalErrors } from '../../api/portal/fieldErrors';
import { failureMessage } from '../../api/failureMessage';
import { PageLoading } from '../../components/PageLoading';
import { useSiteWords } from '../../i18n/siteWords';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

const ACCOUNT_LOGIN_ID = 'account';

/**
 * The role choices by name (a native select as wide as its longest option would widen a phone's
 * page); what the chosen one allows is the field's description.
 */
function useRoleItems() {
  const w = useSiteWords();
  return ACCOUNT_ROLES.map((id) => ({ id, name: w.accountUsers.roles[id] }));
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const w = useSiteWords();
  const roles = useRoleItems();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AccountRole>('shipper');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-labelledby="invite-heading"
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setErrors({});
        inviteUser({ email, role })
          .then(() => {
            toast.success(w.accountUsers.invitedToast({ email: email.trim() }));
            setEmail('');
            onInvited();
          })
          .catch((error: unknown) => {
            const refused = refusalErrors(error);
            if (refused.email || refused.role) setErrors(refused);
            else toast.error(failureMessage(error));
          })
          .finally(() => setBusy(false));
      }}
    >
      <h2 id="invite-heading" className="text-lg font-semibold text-navy-800">
        {w.accountUsers.inviteHeading}
      </h2>
      {/* Clipped sideways as a guard: nothing in the form may widen a phone's page. The padding
          keeps the focus rings inside. */}
      <div className="relative -m-2 grid grid-cols-1 gap-4 overflow-x-clip p-2 sm:grid-cols-2">
        <TextField
          label={w.accountUsers.email}
          description={w.accountUsers.emailHint}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          maxLength={254}
          errorMessage={errors.email}
        />
        <Select
          label={w.accountUsers.role}
          description={w.accountUsers.roleHints[role]}
          items={roles}
          value={role}
          onChange={(id) => setRole(id as AccountRole)}
          errorMessage={errors.role}
        />
      </div>
      <div>
        <Button type="submit" isBusy={busy}>
          {w.accountUsers.invite}
        </Button>
      </div>
    </form>
  );
}

/**
 * A table a phone scrolls sideways: a named region a keyboard can reach (axe), positioned so the
 * screen-reader-only (absolute) texts of cells scrolled out of view are clipped with them instead
 * of widening the page.
 */
function ScrollTable({
  label,
  caption,
  head,
  children,
}: {
  label: string;
  caption: string;
  head: readonly string[];
  children: ReactNode;
}) {
  const w = useSiteWords();
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus forced-colors:focus-visible:outline-[Highlight]"
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-navy-800">
            {head.map((text, i) => (
              <th key={i} scope="col" className="px-2 py-2 text-start font-semibold">
                {text}
              </th>
            ))}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">{w.accountUsers.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function UsersTable({
  users,
  onRole,
  onRemove,
}: {
  users: readonly AccountUser[];
  onRole: (user: AccountUser) => void;
  onRemove: (user: AccountUser) => void;
}) {
  const w = useSiteWords();
  const language = useLanguage();
  return (
    <ScrollTable
      label={w.accountUsers.usersTable}
      caption={w.accountUsers.usersHeading}
      head={[
        w.accountUsers.colName,
        w.accountUsers.colEmail,
        w.accountUsers.colRole,
        w.accountUsers.colSince,
      ]}
    >
      {users.map((user) => (
        <tr key={user.id} className="border-b align-middle">
          <th scope="row" className="px-2 py-2 text-start font-semibold">
            {user.name}{' '}
            {user.you ? <span className="font-normal">{w.accountUsers.you}</span> : null}
            {user.id === ACCOUNT_LOGIN_ID ? (
              <span className="block text-xs font-normal text-ink-muted">
                {w.accountUsers.accountLogin}
              </span>
            ) : null}
          </th>
          <td className="px-2 py-2" dir="ltr">
            {user.email}
          </td>
          <td className="px-2 py-2">{w.accountUsers.roles[user.role]}</td>
          <td className="px-2 py-2">{formatKuwaitDateTime(user.created_at, language)}</td>
          <td className="px-2 py-2">
            {user.id === ACCOUNT_LOGIN_ID || user.you ? null : (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  aria-label={w.accountUsers.changeRoleLabel({ name: user.name })}
                  onPress={() => onRole(user)}
                >
                  {w.accountUsers.changeRole}
                </Button>
                <Button
                  variant="outline"
                  aria-label={w.accountUsers.removeLabel({ name: user.name })}
                  onPress={() => onRemove(user)}
                >
                  {w.accountUsers.remove}
                </Button>
              </div>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

function InvitationsTable({
  invitations,
  onRevoke,
}: {
  invitations: readonly AccountInvitation[];
  onRevoke: (invitation: AccountInvitation) => void;
}) {
  const w = useSiteWords();
  const language = useLanguage();
  if (invitations.length === 0) return <p>{w.accountUsers.noInvitations}</p>;
  return (
    <ScrollTable
      label={w.accountUsers.invitationsTable}
      caption={w.accountUsers.invitationsHeading}
      head={[w.accountUsers.colEmail, w.accountUsers.colRole, w.accountUsers.colExpires]}
    >
      {invitations.map((invitation) => (
        <tr key={invitation.id} className="border-b align-middle">
          <th scope="row" className="px-2 py-2 text-start font-semibold" dir="ltr">
            {invitation.email}
          </th>
          <td className="px-2 py-2">{w.accountUsers.roles[invitation.role]}</td>
          <td className="px-2 py-2">{formatKuwaitDateTime(invitation.expires_at, language)}</td>
          <td className="px-2 py-2">
            <Button
              variant="outline"
              aria-label={w.accountUsers.revokeLabel({ email: invitation.email })}
              onPress={() => onRevoke(invitation)}
            >
              {w.accountUsers.revoke}
            </Button>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** One action waiting for its confirmation: a role change, a removal or a revocation. */
type Pending =
  | { kind: 'role'; user: AccountUser; role: AccountRole }
  | { kind: 'remove'; user: AccountUser }
  | { kind: 'revoke'; invitation: AccountInvitation };

function useConfirmed(pending: Pending | null) {
  const w = useSiteWords();
  if (!pending) return { title: '', text: '', confirm: '', run: async () => '' };
  if (pending.kind === 'role')
    return {
      title: w.accountUsers.changeRoleLabel({ name: pending.user.name }),
      text: '',
      confirm: w.accountUsers.save,
      run: async () => {
        await changeUserRole(pending.user.id, pending.role);
        return w.accountUsers.roleChangedToast({
          name: pending.user.name,
          role: w.accountUsers.roles[pending.role],
        });
      },
    };
  if (pending.kind === 'remove')
    return {
      title: w.accountUsers.removeTitle,
      text: w.accountUsers.removeText({ name: pending.user.name }),
      confirm: w.accountUsers.remove,
      run: async () => {
        await removeUser(pending.user.id);
        return w.accountUsers.removedToast({ name: pending.user.name });
      },
    };
  const { email } = pending.invitation;
  return {
    title: w.accountUsers.revokeTitle,
    text: w.accountUsers.revokeText({ email }),
    confirm: w.accountUsers.revoke,
    run: async () => {
      await revokeInvitation(pending.invitation.id);
      return w.accountUsers.revokedToast({ email });
    },
  };
}

/** The dialog that confirms the pending action, with the new role's choice for a role change. */
function PendingDialog({
  pending,
  onChange,
  onDone,
}: {
  pending: Pending | null;
  onChange: (pending: Pending | null) => void;
  onDone: () => void;
}) {
  const w = useSiteWords();
  const roles = useRoleItems();
  const [busy, setBusy] = useState(false);
  const confirmed = useConfirmed(pending);
  return (
    <ConfirmDialog
      title={confirmed.title}
      isOpen={pending !== null}
      confirmLabel={confirmed.confirm}
      cancelLabel={w.accountUsers.cancel}
      isBusy={busy}
      onCancel={() => onChange(null)}
      onConfirm={() => {
        setBusy(true);
        confirmed
          .run()
          .then((done) => {
            toast.success(done);
            onChange(null);
            onDone();
          })
          .catch((failure: unknown) => toast.error(failureMessage(failure)))
          .finally(() => setBusy(false));
      }}
    >
      {pending?.kind === 'role' ? (
        <Select
          label={w.accountUsers.newRole}
          description={w.accountUsers.roleHints[pending.role]}
          items={roles}
          value={pending.role}
          onChange={(id) => onChange({ ...pending, role: id as AccountRole })}
        />
      ) : (
        confirmed.text
      )}
    </ConfirmDialog>
  );
}

/** Users and roles (owners only): invite, change a role, remove, revoke an invitation. */
export function Component() {
  const w = useSiteWords();
  const { data, error, mutate } = usePortalUsers();
  useSignedOutRedirect(error);
  const [pending, setPending] = useState<Pending | null>(null);
  const forbidden = error instanceof ApiCallError && error.status === 403;
  return (
    <PortalPage title={w.accountUsers.title} current="/account-users">
      {forbidden ? (
        <p role="alert">{w.accountUsers.ownersOnly}</p>
      ) : (
        <div className="flex flex-col gap-8">
          <p>{w.accountUsers.intro}</p>
          <InviteForm onInvited={() => void mutate()} />
          <section aria-labelledby="users-heading" className="flex flex-col gap-3">
            <h2 id="users-heading" className="text-lg font-semibold text-navy-800">
              {w.accountUsers.usersHeading}
            </h2>
            {data ? (
              <UsersTable
                users={data.users}
                onRole={(user) => setPending({ kind: 'role', user, role: user.role })}
                onRemove={(user) => setPending({ kind: 'remove', user })}
              />
            ) : error ? (
              <p role="alert">{error.message}</p>
            ) : (
              <PageLoading />
            )}
          </section>
          <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
            <h2 id="invitations-heading" className="text-lg font-semibold text-navy-800">
              {w.accountUsers.invitationsHeading}
            </h2>
            {data ? (
              <InvitationsTable
                invitations={data.invitations}
                onRevoke={(invitation) => setPending({ kind: 'revoke', invitation })}
              />
            ) : null}
          </section>
        </div>
      )}
      <PendingDialog pending={pending} onChange={setPending} onDone={() => void mutate()} />
    </PortalPage>
  );
}
