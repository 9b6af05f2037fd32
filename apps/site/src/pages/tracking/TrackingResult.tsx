import { deliveryOutlook } from '@courier/domain/expectedDelivery';
import { realForwarder, trackingStatusOf } from '@courier/domain/tracking';
import type { Tracks } from '@courier/api-client/endpoints/tracking';
import { TrackingDetails, type TrackingForwarder } from '@courier/ui/TrackingDetails';
import { TrackingSummary } from '@courier/ui/TrackingSummary';
import { TrackingTimeline } from '@courier/ui/TrackingTimeline';
import { useCompany } from '../../api/company';
import { externalTrackingHref } from '../../content/company';

/**
 * A forwarder worth showing (never our own airway bill under 'Forwarder No'), its number linked
 * to the outside tracking site only when it is named and the company's link is in.
 */
function useForwarder(
  name: string,
  number: string,
  ownNumbers: readonly string[],
): TrackingForwarder | undefined {
  const company = useCompany();
  const forwarder = realForwarder({ name, number }, ownNumbers);
  if (!forwarder) return undefined;
  return {
    name: forwarder.name,
    number: forwarder.number,
    href: forwarder.linked && company ? externalTrackingHref(company, forwarder.number) : undefined,
  };
}

/**
 * What a receiver asks first, then the rest: the summary (status and what it means, the delivery
 * made or expected, where the shipment is now), the timeline of its scans, then the spec's other
 * fields that have a value. The components take the answer's values; the page decides what is
 * worth showing (the expected delivery against today's Kuwait date, real forwarders).
 */
export function TrackingResult({ number, tracking }: { number: string; tracking: Tracks['data'] }) {
  const { shipmentDetails: ship, statusDetails: status } = tracking;
  const latest = tracking.shipmentHistory[0];
  const own = [ship.airwayBillNo, number];
  const forwarder = useForwarder(ship.forwarder, ship.forwarderNo, own);
  const forwarder2 = useForwarder(ship.forwarder2, ship.forwarderNo2, own);
  const outlook = deliveryOutlook({
    deliveryDate: status.deliveryDate,
    deliveryTime: status.deliveryTime,
    window: { earliest: status.expectedDeliveryFrom, latest: status.expectedDeliveryTo },
    now: new Date(),
  });
  return (
    <>
      <TrackingSummary
        trackingNumber={number}
        status={status.status}
        statusCode={trackingStatusOf(status.status)}
        remarks={status.remarks}
        outlook={outlook}
        whereNow={latest && { location: latest.location, date: latest.date, time: latest.time }}
        cashOnDeliveryFils={status.cashOnDeliveryFils}
      />
      {/* Wide screens: the timeline beside the details, the details at the top of their column. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start lg:gap-8">
        <div className="lg:col-span-2">
          <TrackingTimeline
            events={tracking.shipmentHistory.map((event) => ({
              date: event.date,
              time: event.time,
              status: event.shipmentStatus,
              details: event.shipmentDetails,
              location: event.location,
            }))}
          />
        </div>
        <TrackingDetails
          airwayBillNo={ship.airwayBillNo}
          awbDate={ship.awbDate}
          destination={ship.destination}
          consigneeName={status.receiverName}
          forwarder={forwarder}
          forwarder2={forwarder2}
        />
      </div>
    </>
  );
}
