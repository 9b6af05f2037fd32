import { ApiCallError } from '@courier/api-client/apiCallError';
import type {
  ChoiceInForce,
  DeliveryCod,
  DeliveryOptions,
  DeliveryWindowTimes,
} from '@courier/api-client/endpoints/receiver';
import type { Tracks } from '@courier/api-client/endpoints/tracking';
import { formatKuwaitTime } from '@courier/domain/formats';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { openDelivery } from '../../api/delivery';
import { failureMessage } from '../../api/failureMessage';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';
import { useLinkToken } from '../../ssr/useLinkToken';
import { TrackingResult } from '../tracking/TrackingResult';
import { ChoiceForm, CurrentChoice } from './ChoiceForm';

/** Claims (docs/claims.md): their own chunk, fetched once the shipment is shown. */
const DeliveryClaim = lazy(() => import('./DeliveryClaim'));

type Loaded = {
  tracking: Tracks['data'];
  options: DeliveryOptions;
  expected: DeliveryWindowTimes | null;
  cod: DeliveryCod | null;
};

/** Only a shipment with a cash-on-delivery amount needs the payment step and its words. */
const CodPayment = lazy(() => import('./CodPayment').then((m) => ({ default: m.CodPayment })));

/**
 * The receiver's delivery page, from the link in a shipment message: the shipment as public
 * tracking shows it, the choice in force, and the choices the rules allow now.
 */
export function Component() {
  const w = useSiteWords();
  const token = useLinkToken();
  const [loaded, setLoaded] = useState<Loaded | { refused: string } | null>(null);
  const load = useCallback(
    (of: string) =>
      openDelivery(of).then(
        ({ tracking, options, window: expected, cod }) =>
          setLoaded({ tracking, options, expected, cod }),
        (error: unknown) =>
          setLoaded({ refused: error instanceof ApiCallError ? failureMessage(error) : '' }),
      ),
    [],
  );
  useEffect(() => {
    if (token) void load(token);
    // Loaded once per token; a choice reloads it itself (onChanged).
  }, [token, load]);
  const state = token === '' ? { refused: '' } : (loaded ?? 'checking');
  return (
    <>
      <PageBanner title={w.delivery.title} />
      {/* While checking, the frame holds a screen's height: the footer does not jump when the
          shipment arrives (layout shift). */}
      <Container
        className={`space-y-6 py-6 sm:space-y-8 ${state === 'checking' ? 'min-h-screen' : ''}`}
      >
        {/* In the server's frame too: the first thing read, and the page's largest text. */}
        <p className="max-w-3xl text-lg">{w.delivery.lead}</p>
        {state === 'checking' ? (
          <p role="status">{w.delivery.checking}</p>
        ) : 'refused' in state ? (
          <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger">
            {state.refused || w.delivery.invalid}
          </p>
        ) : (
          <Delivery token={token ?? ''} loaded={state} onChanged={() => load(token ?? '')} />
        )}
      </Container>
    </>
  );
}

function Delivery({
  token,
  loaded: { tracking, options, expected, cod },
  onChanged,
}: {
  token: string;
  loaded: Loaded;
  onChanged: () => Promise<void>;
}) {
  const [confirmed, setConfirmed] = useState<ChoiceInForce | null>(null);
  // Back from the gateway's page: the payment's outcome is read from the server, not the address.
  const [params] = useSearchParams();
  return (
    <>
      {expected ? <ExpectedWindow expected={expected} /> : null}
      {cod ? (
        <Suspense fallback={null}>
          <CodPayment
            token={token}
            cod={cod}
            returned={params.get('payment') === 'cod'}
            onChanged={onChanged}
          />
        </Suspense>
      ) : null}
      {options.current ? (
        <CurrentChoice choice={options.current} options={options} confirmed={confirmed !== null} />
      ) : null}
      <ChoiceForm
        token={token}
        options={options}
        onRecorded={(current) => {
          setConfirmed(current);
          void onChanged();
        }}
      />
      <Suspense fallback={null}>
        <DeliveryClaim token={token} />
      </Suspense>
      <TrackingResult number={tracking.shipmentDetails.airwayBillNo} tracking={tracking} />
    </>
  );
}

/** On the day of delivery: when the courier is expected, in Kuwait time. */
function ExpectedWindow({ expected }: { expected: DeliveryWindowTimes }) {
  const w = useSiteWords();
  const language = useLanguage();
  return (
    <section className="space-y-2 rounded-card border border-line p-4 shadow-card sm:p-6">
      <p className="text-lg font-semibold" data-testid="delivery-window">
        {w.delivery.window({
          from: formatKuwaitTime(expected.from, language),
          to: formatKuwaitTime(expected.to, language),
        })}
      </p>
      <p className="text-sm">{w.delivery.windowNote}</p>
    </section>
  );
}
