import type { SuccessOf } from '@courier/api-client/endpoints';
import { formatKuwaitDateTime } from '@courier/domain/formats';
import type { WebhookEventType } from '@courier/domain/schemas/webhooks';
import { Ltr } from '@courier/ui/Bidi';
import { Button } from '@courier/ui/Button';
import { Checkbox } from '@courier/ui/Checkbox';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { TextField } from '@courier/ui/TextField';
import { toast } from '@courier/ui/Toaster';
import { useState } from 'react';
import { failureMessage } from '../../api/failureMessage';
import { refusalErrors } from '../../api/portal/fieldErrors';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  resendWebhookDelivery,
  usePortalWebhooks,
  useWebhookDeliveries,
} from '../../api/portal/webhooks';
import { PageLoading } from '../../components/PageLoading';
import { useSiteWords } from '../../i18n/siteWords';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

type Endpoint = SuccessOf<'portal_webhook_endpoints'>['endpoints'][number];
type Words = ReturnType<typeof useSiteWords>;

/** The catalogue's key of each event type (dots do not belong in catalogue keys). */
const EVENT_KEYS: Record<WebhookEventType, keyof Words['webhooks']['eventTypes']> = {
  'shipment.created': 'shipmentCreated',
  'shipment.status_changed': 'shipmentStatusChanged',
  'shipment.delivered': 'shipmentDelivered',
  'shipment.exception': 'shipmentException',
  'shipment.cancelled': 'shipmentCancelled',
  'pickup.status_changed': 'pickupStatusChanged',
  'cod.collected': 'codCollected',
  'remittance.paid': 'remittancePaid',
  'batch.completed': 'batchCompleted',
  'return.created': 'returnCreated',
};
const eventWords = (w: Words, type: string) =>
  type in EVENT_KEYS ? w.webhooks.eventTypes[EVENT_KEYS[type as WebhookEventType]] : type;

/** The add form: URL and event boxes; the answer's secret is handed up to be shown once. */
function AddEndpoint({
  eventTypes,
  onAdded,
}: {
  eventTypes: readonly WebhookEventType[];
  onAdded: (secret: string) => void;
}) {
  const w = useSiteWords();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['shipment.status_changed']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-labelledby="webhook-add-title"
      className="flex flex-col gap-4 rounded-card border border-line p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setErrors({});
        try {
          const answer = await createWebhookEndpoint({ url, events });
          setUrl('');
          toast.success(w.webhooks.created);
          onAdded(answer.endpoint.secret);
        } catch (error) {
          const fields = refusalErrors(error);
          if (Object.keys(fields).length > 0) setErrors(fields);
          else toast.error(failureMessage(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id="webhook-add-title" className="text-xl font-bold text-navy-800">
        {w.webhooks.addTitle}
      </h2>
      <TextField
        label={w.webhooks.url}
        description={w.webhooks.urlHint}
        type="url"
        name="url"
        isRequired
        value={url}
        onChange={setUrl}
        placeholder="https://"
        errorMessage={errors.url}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{w.webhooks.events}</legend>
        {eventTypes.map((type) => (
          <Checkbox
            key={type}
            isSelected={events.includes(type)}
            onChange={(on) =>
              setEvents((now) => (on ? [...now, type] : now.filter((t) => t !== type)))
            }
          >
            {eventWords(w, type)} <Ltr className="text-ink-muted">({type})</Ltr>
          </Checkbox>
        ))}
        {(errors.events || errors['']) && (
          <p className="text-sm font-medium text-danger" role="alert">
            {errors.events ?? errors['']}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" isBusy={busy}>
          {w.webhooks.add}
        </Button>
      </div>
    </form>
  );
}

/** An endpoint's recent deliveries, each with its newest answer and a resend. */
function Deliveries({ endpoint }: { endpoint: Endpoint }) {
  const w = useSiteWords();
  const language = useLanguage();
  const { data, error, mutate } = useWebhookDeliveries(endpoint.id);
  const [resending, setResending] = useState('');
  if (error) return <p role="alert">{failureMessage(error)}</p>;
  if (!data) return <PageLoading />;
  const tone = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const;
  return (
    // A phone scrolls the table sideways: a named region a keyboard can reach (as DataTable's).
    <div
      role="region"
      aria-label={w.webhooks.deliveriesTitle({ url: endpoint.url })}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus forced-colors:focus-visible:outline-[Highlight]"
    >
      <table className="w-full text-start text-sm">
        <caption className="mb-2 text-start font-semibold text-navy-800">
          {w.webhooks.deliveriesTitle({ url: endpoint.url })}
        </caption>
        <thead>
          <tr className="border-b border-line text-start">
            <th scope="col" className="p-2 text-start">
              {w.webhooks.event}
            </th>
            <th scope="col" className="p-2 text-start">
              {w.webhooks.status}
            </th>
            <th scope="col" className="p-2 text-start">
              {w.webhooks.answer}
            </th>
            <th scope="col" className="p-2 text-start">
              {w.webhooks.duration}
            </th>
            <th scope="col" className="p-2 text-start">
              {w.webhooks.attempts}
            </th>
            <th scope="col" className="p-2 text-start">
              {w.webhooks.when}
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">{w.webhooks.resend}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.deliveries.length === 0 && (
            <tr>
              <td colSpan={7} className="p-2">
                {w.webhooks.noDeliveries}
              </td>
            </tr>
          )}
          {data.deliveries.map((d) => (
            <tr key={d.id} className="border-b border-line">
              <td className="p-2">
                {eventWords(w, d.event_type)}
                <br />
                <Ltr className="text-xs text-ink-muted">{d.event_id}</Ltr>
              </td>
              <td className="p-2">
                <StatusBadge label={w.webhooks.deliveryStatus[d.status]} tone={tone[d.status]} />
              </td>
              <td className="p-2">
                {d.last_status_code === null ? (
                  d.last_attempt_at ? (
                    w.webhooks.noAnswer
                  ) : (
                    ''
                  )
                ) : (
                  <Ltr>{`HTTP ${d.last_status_code}`}</Ltr>
                )}
              </td>
              <td className="p-2">
                {d.last_duration_ms === null
                  ? ''
                  : w.webhooks.durationMs({ ms: d.last_duration_ms })}
              </td>
              <td className="p-2">{d.attempts}</td>
              <td className="p-2">
                {d.last_attempt_at ? formatKuwaitDateTime(d.last_attempt_at, language) : ''}
              </td>
              <td className="p-2">
                <Button
                  variant="outline"
                  isBusy={resending === d.id}
                  isDisabled={endpoint.status === 'disabled'}
                  onPress={async () => {
                    setResending(d.id);
                    try {
                      await resendWebhookDelivery(d.id);
                      toast.success(w.webhooks.resent);
                      await mutate();
                    } catch (failure) {
                      toast.error(
                        Object.values(refusalErrors(failure))[0] ?? failureMessage(failure),
                      );
                    } finally {
                      setResending('');
                    }
                  }}
                >
                  {w.webhooks.resend}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EndpointCard({ endpoint, onDeleted }: { endpoint: Endpoint; onDeleted: () => void }) {
  const w = useSiteWords();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const enabled = endpoint.status === 'enabled';
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Ltr className="font-semibold break-all text-navy-800">{endpoint.url}</Ltr>
        <StatusBadge
          label={enabled ? w.webhooks.enabled : w.webhooks.disabled}
          tone={enabled ? 'success' : 'danger'}
        />
      </div>
      {!enabled && endpoint.disabled_reason === 'failing' && (
        <p className="text-sm text-danger">{w.webhooks.disabledFailing}</p>
      )}
      <p className="text-sm text-ink-muted">
        {endpoint.events.map((type) => eventWords(w, type)).join(' · ')}
      </p>
      <p className="text-xs text-ink-muted">
        {w.webhooks.added({ date: formatKuwaitDateTime(endpoint.created_at, language) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onPress={() => setOpen((now) => !now)} aria-expanded={open}>
          {open ? w.webhooks.hideDeliveries : w.webhooks.showDeliveries}
        </Button>
        {!confirming && (
          <Button variant="outline" onPress={() => setConfirming(true)}>
            {w.webhooks.delete}
          </Button>
        )}
      </div>
      {confirming && (
        <div
          role="group"
          aria-label={w.webhooks.deleteConfirm}
          className="flex flex-wrap items-center gap-2"
        >
          <p className="text-sm">{w.webhooks.deleteConfirm}</p>
          <Button
            isBusy={busy}
            onPress={async () => {
              setBusy(true);
              try {
                await deleteWebhookEndpoint(endpoint.id);
                toast.success(w.webhooks.deleted);
                onDeleted();
              } catch (failure) {
                toast.error(Object.values(refusalErrors(failure))[0] ?? failureMessage(failure));
              } finally {
                setBusy(false);
                setConfirming(false);
              }
            }}
          >
            {w.webhooks.deleteYes}
          </Button>
          <Button variant="outline" onPress={() => setConfirming(false)}>
            {w.webhooks.keep}
          </Button>
        </div>
      )}
      {open && <Deliveries endpoint={endpoint} />}
    </li>
  );
}

/** Webhooks: add an endpoint (its secret shown once), the endpoints, their deliveries. */
export function Component() {
  const w = useSiteWords();
  const { data, error, mutate } = usePortalWebhooks();
  useSignedOutRedirect(error);
  const [secret, setSecret] = useState('');
  return (
    <PortalPage title={w.webhooks.title} current="/webhooks">
      {data ? (
        <div className="flex flex-col gap-8">
          <div className="flex flex-col gap-1">
            <p>{w.webhooks.intro}</p>
            <p className="text-sm text-ink-muted">{w.webhooks.docsHint}</p>
          </div>
          {secret ? (
            <section
              aria-labelledby="webhook-secret-title"
              className="flex flex-col gap-3 rounded-card border-2 border-amber-300 bg-amber-50 p-4"
            >
              <h2 id="webhook-secret-title" className="text-xl font-bold text-navy-800">
                {w.webhooks.secretTitle}
              </h2>
              <p className="text-sm">{w.webhooks.secretOnce}</p>
              <Ltr className="block rounded bg-surface p-2 font-mono text-sm break-all select-all">
                {secret}
              </Ltr>
              <div>
                <Button onPress={() => setSecret('')}>{w.webhooks.secretDone}</Button>
              </div>
            </section>
          ) : (
            <AddEndpoint
              eventTypes={data.event_types}
              onAdded={(shown) => {
                setSecret(shown);
                void mutate();
              }}
            />
          )}
          <section aria-labelledby="webhook-list-title" className="flex flex-col gap-3">
            <h2 id="webhook-list-title" className="text-xl font-bold text-navy-800">
              {w.webhooks.listTitle}
            </h2>
            {data.endpoints.length === 0 ? (
              <p>{w.webhooks.none}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {data.endpoints.map((endpoint) => (
                  <EndpointCard
                    key={endpoint.id}
                    endpoint={endpoint}
                    onDeleted={() => void mutate()}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : error ? (
        <p role="alert">{error.message}</p>
      ) : (
        <PageLoading />
      )}
    </PortalPage>
  );
}
