import { ApiCallError } from '@courier/api-client/apiCallError';
import type { SuccessOf } from '@courier/api-client/endpoints';
import { Ltr } from '@courier/ui/Bidi';
import { Button } from '@courier/ui/Button';
import { usePortalWords } from '@courier/ui/i18n/portalWords';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { useEffect, useState } from 'react';
import { createLinkReturn, openReturnLink } from '../../api/returns';
import { failureMessage } from '../../api/failureMessage';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';
import { useLinkToken } from '../../ssr/useLinkToken';
import { statusLabel, statusTone } from '../../portal/shipmentRows';

type Opened = SuccessOf<'return_link'>;
type Made = NonNullable<Opened['return_shipment']>;

/**
 * The shop's customer's return page (docs/returns.md), from the link the shop gave them: the
 * parcel as they know it, and "Create my return" while one can be made; once made, its number
 * and label. Asking twice answers the same return (the API keeps one per parcel).
 */
export function Component() {
  const w = useSiteWords();
  const token = useLinkToken();
  const [loaded, setLoaded] = useState<Opened | { refused: string } | null>(null);
  useEffect(() => {
    if (!token) return;
    openReturnLink(token).then(setLoaded, (error: unknown) =>
      setLoaded({ refused: error instanceof ApiCallError ? failureMessage(error) : '' }),
    );
  }, [token]);
  const state = token === '' ? { refused: '' } : (loaded ?? 'checking');
  return (
    <>
      <PageBanner title={w.returnPage.title} />
      {/* While checking, the frame holds a screen's height (no layout shift when it fills). */}
      <Container
        className={`space-y-6 py-6 sm:space-y-8 ${state === 'checking' ? 'min-h-screen' : ''}`}
      >
        {/* In the server's frame too: the first thing read, and the page's largest text. */}
        <p className="max-w-3xl text-lg">{w.returnPage.lead}</p>
        {state === 'checking' ? (
          <p role="status">{w.returnPage.checking}</p>
        ) : 'refused' in state ? (
          <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger">
            {state.refused || w.returnPage.invalid}
          </p>
        ) : (
          <ReturnOfParcel token={token ?? ''} opened={state} />
        )}
      </Container>
    </>
  );
}

function ReturnOfParcel({ token, opened }: { token: string; opened: Opened }) {
  const w = useSiteWords();
  const portal = usePortalWords();
  const [made, setMade] = useState<{ shipment: Made; before: boolean } | null>(
    opened.return_shipment ? { shipment: opened.return_shipment, before: true } : null,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(opened.can_return || made ? '' : opened.refusal);
  const create = () => {
    setBusy(true);
    setError('');
    createLinkReturn(token)
      .then(
        (answer) => setMade({ shipment: answer.return_shipment, before: !answer.created }),
        (refused: unknown) => setError(failureMessage(refused)),
      )
      .finally(() => setBusy(false));
  };
  const { shipment } = opened;
  return (
    <>
      <section
        aria-labelledby="return-parcel"
        className="space-y-3 rounded-card border border-line p-4 shadow-card sm:p-6"
      >
        <h2 id="return-parcel" className="text-lg font-semibold">
          {w.returnPage.parcel}
        </h2>
        <p>{w.returnPage.intro({ shop: shipment.shop })}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-ink-muted">{w.returnPage.awb}</dt>
          <dd>
            <Ltr>{shipment.awb}</Ltr>
          </dd>
          <dt className="text-ink-muted">{w.returnPage.status}</dt>
          <dd>
            <StatusBadge
              label={statusLabel(portal.status, shipment.status, shipment.status_label)}
              tone={statusTone(shipment.status)}
            />
          </dd>
          {shipment.city ? (
            <>
              <dt className="text-ink-muted">{w.returnPage.city}</dt>
              <dd>{shipment.city}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {made ? (
        <section
          aria-labelledby="return-made"
          className="space-y-3 rounded-card border border-line p-4 shadow-card sm:p-6"
        >
          <h2 id="return-made" role="status" className="text-lg font-semibold">
            {(made.before ? w.returnPage.madeBefore : w.returnPage.made)({
              number: made.shipment.shipment_no,
            })}
          </h2>
          <p>{w.returnPage.nextSteps}</p>
          <a
            href={made.shipment.label_url}
            className="inline-flex rounded-lg border border-navy-700 px-4 py-2 font-semibold text-navy-700 underline-offset-2 hover:underline"
          >
            {w.returnPage.label}
          </a>
        </section>
      ) : opened.can_return ? (
        <section className="space-y-3">
          <p className="text-sm text-ink-muted">{w.returnPage.createHint}</p>
          <Button onPress={create} isBusy={busy}>
            {w.returnPage.create}
          </Button>
        </section>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
