import { ApiCallError } from '@courier/api-client/apiCallError';
import type { ChoiceInForce, DeliveryOptions } from '@courier/api-client/endpoints/receiver';
import type { Tracks } from '@courier/api-client/endpoints/tracking';
import { useEffect, useState } from 'react';
import { openDelivery } from '../../api/delivery';
import { failureMessage } from '../../api/failureMessage';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';
import { TrackingResult } from '../tracking/TrackingResult';
import { ChoiceForm, CurrentChoice } from './ChoiceForm';

type Loaded = { tracking: Tracks['data']; options: DeliveryOptions };

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
      ({ tracking, options }) => setState({ tracking, options }),
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
  loaded: { tracking, options },
  onChanged,
}: {
  token: string;
  loaded: Loaded;
  onChanged: () => Promise<void>;
}) {
  const [confirmed, setConfirmed] = useState<ChoiceInForce | null>(null);
  return (
    <>
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
