import { ApiCallError } from '@courier/api-client/apiCallError';
import type {
  ChoiceInForce,
  DeliveryOptions,
  DeliveryWindowTimes,
} from '@courier/api-client/endpoints/receiver';
import type { Tracks } from '@courier/api-client/endpoints/tracking';
import { formatKuwaitTime } from '@courier/domain/formats';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { useEffect, useState } from 'react';
import { openDelivery } from '../../api/delivery';
import { failureMessage } from '../../api/failureMessage';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';
import { TrackingResult } from '../tracking/TrackingResult';
import { ChoiceForm, CurrentChoice } from './ChoiceForm';

type Loaded = {
  tracking: Tracks['data'];
  options: DeliveryOptions;
  expected: DeliveryWindowTimes | null;
};

/** The token of the link `/delivery#<token>`: in the fragment, so no server log keeps it. */
const tokenOfLink = () =>
  typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');

/**
 * The receiver's delivery page, from the link in a shipment message: the shipment as public
 * tracking shows it, the choice in force, and the choices the rules allow now.
 */
export function Component() {
  const w = useSiteWords();
  const [token] = useState(tokenOfLink);
  const [state, setState] = useState<Loaded | 'checking' | { refused: string }>(
    token ? 'checking' : { refused: '' },
  );
  const load = () =>
    openDelivery(token).then(
      ({ tracking, options, window: expected }) => setState({ tracking, options, expected }),
      (error: unknown) =>
        setState({ refused: error instanceof ApiCallError ? failureMessage(error) : '' }),
    );
  useEffect(() => {
    if (token) void load();
    // The token is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return (
    <>
      <PageBanner title={w.delivery.title} />
      <Container className="space-y-6 py-6 sm:space-y-8">
        {state === 'checking' ? (
          <p role="status">{w.delivery.checking}</p>
        ) : 'refused' in state ? (
          <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger">
            {state.refused || w.delivery.invalid}
          </p>
        ) : (
          <Delivery token={token} loaded={state} onChanged={load} />
        )}
      </Container>
    </>
  );
}

function Delivery({
  token,
  loaded: { tracking, options, expected },
  onChanged,
}: {
  token: string;
  loaded: Loaded;
  onChanged: () => Promise<void>;
}) {
  const [confirmed, setConfirmed] = useState<ChoiceInForce | null>(null);
  return (
    <>
      {expected ? <ExpectedWindow expected={expected} /> : null}
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
