import { formatRecordDate } from '@courier/domain/formats';
import { MESSAGES } from '@courier/domain/messages';
import { translateMessage } from '@courier/domain/messagesAr';
import { autoText, Ltr, ltrText } from '@courier/ui/Bidi';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { ShipmentHistoryTable } from '@courier/ui/ShipmentHistoryTable';
import { TrackingBox } from '@courier/ui/TrackingBox';
import { useNavigate } from 'react-router';
import { useTracks } from '../../api/tracking';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { orderTrackingHref } from '../../components/trackingHrefs';
import { useQueryParam } from '../../components/useQueryParam';
import { useCompany } from '../../api/company';
import { externalTrackingHref } from '../../content/company';
import { useSiteWords } from '../../i18n/siteWords';
import { EMPTY_VALUE } from '@courier/ui/emptyValue';

/** The forwarder's number, linked to the external tracking page once the company's details are in. */
function ForwarderLink({ number }: { number: string }) {
  const w = useSiteWords();
  const company = useCompany();
  if (!number) return <>{EMPTY_VALUE}</>;
  if (!company) return <Ltr>{number}</Ltr>;
  return (
    <a
      href={externalTrackingHref(company, number)}
      target="_blank"
      rel="noopener noreferrer"
      className="text-navy-700 underline"
    >
      <Ltr>{number}</Ltr>
      <span className="sr-only"> {w.tracking.opensInNewTab}</span>
    </a>
  );
}

export function Component() {
  const w = useSiteWords();
  const language = useLanguage();
  const navigate = useNavigate();
  const number = useQueryParam('tracking_number');
  const { data, error, isLoading } = useTracks(number || null);
  const tracking = data?.data;

  return (
    <>
      <PageBanner title={w.pages.orderTracking} />
      <Container className="space-y-8">
        <div className="max-w-2xl">
          <TrackingBox
            variant="box"
            defaultValue={number}
            onTrack={(next) => navigate(orderTrackingHref(next))}
          />
        </div>
        {!number ? (
          <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger">
            {translateMessage(MESSAGES.orderTrackingMissingNumber, language)}
          </p>
        ) : null}
        {number && !isLoading && (error || (data && !tracking)) ? (
          <p
            role="alert"
            className="rounded-card bg-danger-soft p-4 font-semibold text-danger"
            data-testid="tracking-not-found"
          >
            {w.tracking.notFound({ number: language === 'en' ? number : ltrText(number) })}
          </p>
        ) : null}
        {tracking ? (
          <>
            <section
              aria-labelledby="tracking-summary"
              className="rounded-card border border-line p-6"
            >
              <h2 id="tracking-summary" className="text-xl font-bold">
                {w.tracking.trackingNo}{' '}
                <span data-testid="tracking-no">
                  <Ltr>{number}</Ltr>
                </span>
              </h2>
              <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
                {(
                  [
                    [
                      'airway-bill-no',
                      w.tracking.airwayBillNo,
                      tracking.shipmentDetails.airwayBillNo && (
                        <Ltr key="awb">{tracking.shipmentDetails.airwayBillNo}</Ltr>
                      ),
                    ],
                    ['status', w.tracking.status, tracking.statusDetails.status],
                    [
                      'awb-date',
                      w.tracking.awbDate,
                      formatRecordDate(tracking.shipmentDetails.awbDate, language),
                    ],
                    [
                      'delivery-date',
                      w.tracking.deliveryDate,
                      formatRecordDate(tracking.statusDetails.deliveryDate, language),
                    ],
                    ['delivery-time', w.tracking.deliveryTime, tracking.statusDetails.deliveryTime],
                    ['forwarder', w.tracking.forwarder, tracking.shipmentDetails.forwarder],
                    [
                      'forwarder-no',
                      w.tracking.forwarderNo,
                      <ForwarderLink key="f1" number={tracking.shipmentDetails.forwarderNo} />,
                    ],
                    [
                      'consignee-name',
                      w.tracking.consigneeName,
                      tracking.statusDetails.receiverName,
                    ],
                    ['destination', w.tracking.destination, tracking.shipmentDetails.destination],
                    ['remarks', w.tracking.remarks, tracking.statusDetails.remarks],
                    ['forwarder-2', w.tracking.forwarder2, tracking.shipmentDetails.forwarder2],
                    [
                      'forwarder-no-2',
                      w.tracking.forwarderNo2,
                      <ForwarderLink key="f2" number={tracking.shipmentDetails.forwarderNo2} />,
                    ],
                  ] as const
                ).map(([id, label, value]) => (
                  <div key={id}>
                    <dt className="text-sm text-ink-muted">{label}</dt>
                    <dd className="font-semibold" data-testid={`tracking-${id}`}>
                      {value || EMPTY_VALUE}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="history-title">
              <h2 id="history-title" className="mb-3 text-xl font-bold">
                {w.tracking.history}
              </h2>
              <ShipmentHistoryTable
                rows={tracking.shipmentHistory.map((event) => ({
                  date: event.date,
                  time: event.time,
                  location: event.location,
                  // Our status is in the page's language, a carrier's remark as it came: on an
                  // Arabic page each part is isolated so an English remark keeps its order.
                  activity: [event.shipmentStatus, event.shipmentDetails]
                    .filter(Boolean)
                    .map((part) => (language === 'en' ? part : autoText(part)))
                    .join(' - '),
                }))}
              />
            </section>
          </>
        ) : null}
      </Container>
    </>
  );
}
