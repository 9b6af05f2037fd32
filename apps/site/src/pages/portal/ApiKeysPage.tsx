import type { PortalApiKey } from '@courier/api-client/endpoints/portal';
import { formatKuwaitDateTime } from '@courier/domain/formats';
import type { ApiKeyMode } from '@courier/domain/schemas/apiKeys';
import { Button } from '@courier/ui/Button';
import { ConfirmDialog } from '@courier/ui/ConfirmDialog';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { Select } from '@courier/ui/Select';
import { TextField } from '@courier/ui/TextField';
import { toast } from '@courier/ui/Toaster';
import { useState } from 'react';
import { createApiKey, revokeApiKey, usePortalApiKeys } from '../../api/portal/apiKeys';
import { refusalErrors } from '../../api/portal/fieldErrors';
import { failureMessage } from '../../api/failureMessage';
import { PageLoading } from '../../components/PageLoading';
import { usePortalPageWords, withPortalPageWords } from '../../i18n/portalPageWords';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

const REFERENCE_PATH = '/api/v1/docs';

/** The new key, shown once with a copy button until the owner says it is copied. */
function NewKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const w = usePortalPageWords();
  return (
    <section
      aria-labelledby="new-key-heading"
      className="flex flex-col gap-3 rounded-card border-2 border-express-500 bg-surface p-4"
    >
      <h2 id="new-key-heading" className="text-lg font-semibold text-navy-800">
        {w.apiKeys.newKeyHeading}
      </h2>
      <p role="alert" className="text-sm font-semibold text-ink">
        {w.apiKeys.newKeyWarning}
      </p>
      <code
        dir="ltr"
        data-testid="new-api-key"
        className="block rounded-field bg-navy-50 p-3 font-mono text-sm break-all select-all"
      >
        {apiKey}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button
          onPress={() => {
            navigator.clipboard.writeText(apiKey).then(
              () => toast.success(w.apiKeys.copied),
              () => toast.error(w.apiKeys.copyFailed),
            );
          }}
        >
          {w.apiKeys.copy}
        </Button>
        <Button variant="outline" onPress={onDone}>
          {w.apiKeys.done}
        </Button>
      </div>
    </section>
  );
}

function CreateForm({ onCreated }: { onCreated: (key: string) => void }) {
  const w = usePortalPageWords();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-labelledby="create-key-heading"
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setErrors({});
        createApiKey({ name, mode })
          .then((answer) => {
            setName('');
            onCreated(answer.key);
          })
          .catch((error: unknown) => {
            const refused = refusalErrors(error);
            if (Object.keys(refused).length > 0) setErrors(refused);
            else toast.error(failureMessage(error));
          })
          .finally(() => setBusy(false));
      }}
    >
      <h2 id="create-key-heading" className="text-lg font-semibold text-navy-800">
        {w.apiKeys.createHeading}
      </h2>
      {/* Clipped sideways as a guard: the select's hidden native twin must not widen a phone's
          page. The padding keeps the focus rings inside. */}
      <div className="relative -m-2 grid gap-4 overflow-x-clip p-2 sm:grid-cols-2">
        <TextField
          label={w.apiKeys.name}
          description={w.apiKeys.nameHint}
          value={name}
          onChange={setName}
          maxLength={80}
          errorMessage={errors.name}
        />
        <Select
          label={w.apiKeys.mode}
          items={[
            { id: 'test', name: w.apiKeys.test },
            { id: 'live', name: w.apiKeys.live },
          ]}
          value={mode}
          onChange={(id) => setMode(id as ApiKeyMode)}
          errorMessage={errors.mode}
        />
      </div>
      <div>
        <Button type="submit" isBusy={busy}>
          {w.apiKeys.create}
        </Button>
      </div>
    </form>
  );
}

function KeyTable({
  keys,
  onRevoke,
}: {
  keys: readonly PortalApiKey[];
  onRevoke: (key: PortalApiKey) => void;
}) {
  const w = usePortalPageWords();
  const language = useLanguage();
  const when = (instant: string | null) =>
    instant ? formatKuwaitDateTime(instant, language) : w.apiKeys.never;
  if (keys.length === 0) return <p>{w.apiKeys.empty}</p>;
  return (
    // A phone scrolls the table sideways: the scroller is a region a keyboard can reach (axe:
    // scrollable-region-focusable), named apart from the section around it (landmark-unique).
    <div
      role="region"
      aria-label={w.apiKeys.listTable}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus forced-colors:focus-visible:outline-[Highlight]"
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{w.apiKeys.listHeading}</caption>
        <thead>
          <tr className="border-b text-navy-800">
            {[
              w.apiKeys.colName,
              w.apiKeys.colMode,
              w.apiKeys.colKey,
              w.apiKeys.colCreated,
              w.apiKeys.colLastUsed,
              w.apiKeys.colStatus,
            ].map((label, i) => (
              <th key={i} scope="col" className="px-2 py-2 text-start font-semibold">
                {label}
              </th>
            ))}
            {/* The revoke buttons' column: named for screen readers, blank on screen. */}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">{w.apiKeys.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} className="border-b align-middle">
              <th scope="row" className="px-2 py-2 text-start font-semibold">
                {key.name}
              </th>
              <td className="px-2 py-2">{key.mode === 'live' ? w.apiKeys.live : w.apiKeys.test}</td>
              <td className="px-2 py-2 font-mono" dir="ltr">
                {key.prefix}…
              </td>
              <td className="px-2 py-2">{when(key.created_at)}</td>
              <td className="px-2 py-2">{when(key.last_used_at)}</td>
              <td className="px-2 py-2">{key.revoked_at ? w.apiKeys.revoked : w.apiKeys.active}</td>
              <td className="px-2 py-2">
                {key.revoked_at ? null : (
                  <Button
                    variant="outline"
                    aria-label={w.apiKeys.revokeLabel({ name: key.name })}
                    onPress={() => onRevoke(key)}
                  >
                    {w.apiKeys.revoke}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The merchant API's keys: create one (seen once), list them with their last use, revoke. */
function ApiKeysPage() {
  const w = usePortalPageWords();
  const { data, error, mutate } = usePortalApiKeys();
  useSignedOutRedirect(error);
  const [newKey, setNewKey] = useState('');
  const [revoking, setRevoking] = useState<PortalApiKey | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <PortalPage title={w.apiKeys.title} current="/api-keys">
      <div className="flex flex-col gap-8">
        <p>
          {w.apiKeys.intro}{' '}
          <a className="font-semibold text-navy-800 underline" href={REFERENCE_PATH}>
            {w.apiKeys.reference}
          </a>
        </p>
        {newKey ? (
          <NewKey apiKey={newKey} onDone={() => setNewKey('')} />
        ) : (
          <CreateForm
            onCreated={(key) => {
              setNewKey(key);
              void mutate();
            }}
          />
        )}
        <section aria-labelledby="keys-heading" className="flex flex-col gap-3">
          <h2 id="keys-heading" className="text-lg font-semibold text-navy-800">
            {w.apiKeys.listHeading}
          </h2>
          {data ? (
            <KeyTable keys={data.api_keys} onRevoke={setRevoking} />
          ) : error ? (
            <p role="alert">{error.message}</p>
          ) : (
            <PageLoading />
          )}
        </section>
      </div>
      <ConfirmDialog
        title={w.apiKeys.confirmTitle}
        isOpen={revoking !== null}
        confirmLabel={w.apiKeys.revoke}
        cancelLabel={w.apiKeys.cancel}
        isBusy={busy}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          setBusy(true);
          revokeApiKey(revoking.id)
            .then(() => {
              toast.success(w.apiKeys.revokedToast({ name: revoking.name }));
              setRevoking(null);
              return mutate();
            })
            .catch((failure: unknown) => toast.error(failureMessage(failure)))
            .finally(() => setBusy(false));
        }}
      >
        {revoking ? w.apiKeys.confirmText({ name: revoking.name }) : ''}
      </ConfirmDialog>
    </PortalPage>
  );
}

export const Component = withPortalPageWords(ApiKeysPage);
