import { formatDayDate } from '@courier/domain/formats';
import type { ReactNode } from 'react';
import { Isolate, Ltr } from '../Bidi/Bidi';
import { useLanguage } from '../i18n/LanguageProvider';
import { useUiWords } from '../i18n/uiWords';

/** A forwarder that carries the shipment on, as the page decided to show it. */
export interface TrackingForwarder {
  /** Its name; empty when the answer gives a number only. */
  name: string;
  number: string;
  /** Its tracking page for the number: only for a named forwarder (realForwarder's `linked`). */
  href?: string;
}

export interface TrackingDetailsProps {
  airwayBillNo: string;
  /** The booking date as recorded ('YYYY-MM-DD'), shown with its weekday as the timeline's days. */
  awbDate: string;
  destination: string;
  /** Who signed for the delivery. */
  consigneeName: string;
  /** Absent when there is none worth showing (our own airway bill is no forwarder). */
  forwarder?: TrackingForwarder;
  forwarder2?: TrackingForwarder;
}

type Field = readonly [id: string, label: string, value: ReactNode];

function ForwarderNumber({ forwarder, note }: { forwarder: TrackingForwarder; note: string }) {
  if (!forwarder.href) return <Ltr>{forwarder.number}</Ltr>;
  return (
    <a
      href={forwarder.href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-navy-700 underline underline-offset-2 hover:text-navy-900"
    >
      <Ltr>{forwarder.number}</Ltr>
      <span className="sr-only"> {note}</span>
    </a>
  );
}

/**
 * The spec's other fields of order-tracking (the summary shows the number, status, remarks and
 * the delivery; the timeline the history), each only when it
 * has a value: a row of dashes answers nothing. Two columns even on a phone, so the card stays
 * short (three in a wide card); a long value wraps. A forwarder's number links to its tracking page only when the page
 * gives a link (a named forwarder), in a new tab, and says so to screen readers.
 */
export function TrackingDetails(props: TrackingDetailsProps) {
  const w = useUiWords();
  const language = useLanguage();
  const forwarderFields = (
    forwarder: TrackingForwarder | undefined,
    ids: readonly [string, string],
    labels: readonly [string, string],
  ): Field[] =>
    forwarder
      ? [
          [ids[0], labels[0], forwarder.name && <Isolate>{forwarder.name}</Isolate>],
          [
            ids[1],
            labels[1],
            <ForwarderNumber
              key={ids[1]}
              forwarder={forwarder}
              note={w.trackingResult.opensInNewTab}
            />,
          ],
        ]
      : [];
  const fields: Field[] = [
    [
      'airway-bill-no',
      w.trackingResult.airwayBillNo,
      props.airwayBillNo && <Ltr>{props.airwayBillNo}</Ltr>,
    ],
    ['awb-date', w.trackingResult.awbDate, props.awbDate && formatDayDate(props.awbDate, language)],
    [
      'destination',
      w.trackingResult.destination,
      props.destination && <Isolate>{props.destination}</Isolate>,
    ],
    [
      'consignee-name',
      w.trackingResult.consigneeName,
      props.consigneeName && <Isolate>{props.consigneeName}</Isolate>,
    ],
    ...forwarderFields(
      props.forwarder,
      ['forwarder', 'forwarder-no'],
      [w.trackingResult.forwarder, w.trackingResult.forwarderNo],
    ),
    ...forwarderFields(
      props.forwarder2,
      ['forwarder-2', 'forwarder-no-2'],
      [w.trackingResult.forwarder2, w.trackingResult.forwarderNo2],
    ),
  ];
  const shown = fields.filter(([, , value]) => Boolean(value));
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby="tracking-details"
      className="@container rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="tracking-details" className="text-lg font-bold">
        {w.trackingResult.details}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 @3xl:grid-cols-3">
        {shown.map(([id, label, value]) => (
          <div key={id} className="min-w-0">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-semibold [overflow-wrap:anywhere]" data-testid={`tracking-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
