import { Link } from 'react-aria-components';
import { Isolate, Ltr } from '../Bidi/Bidi';
import { buttonStyles } from '../Button/Button';
import { usePortalWords } from '../i18n/portalWords';
import {
  ShipmentDocuments,
  type ShipmentDocumentLinks,
} from '../ShipmentDocuments/ShipmentDocuments';
import {
  ShipmentHistoryTable,
  type ShipmentHistoryRow,
} from '../ShipmentHistoryTable/ShipmentHistoryTable';
import { StatusBadge, type StatusTone } from '../StatusBadge/StatusBadge';

interface SummaryParty {
  name: string;
  contact: string;
  /** Address lines, phone and e-mail as they should read. */
  lines: readonly string[];
}

interface SummaryFact {
  label: string;
  value: string;
}

export interface ShipmentSummaryProps {
  shipmentNo: string;
  awb?: string;
  status: { label: string; tone: StatusTone };
  sender: SummaryParty;
  receiver: SummaryParty;
  /** The booking's data: date, reference, service, pieces, weight, value, collection... */
  facts: readonly SummaryFact[];
  history: readonly ShipmentHistoryRow[];
  /** Freshly signed links; absent before the courier booking. */
  documents?: ShipmentDocumentLinks;
  /** The create-shipment wizard filled from this booking. */
  shipAgainHref: string;
}

function Party({ title, party }: { title: string; party: SummaryParty }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4"
    >
      <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      <p className="font-bold text-navy-800">
        <Isolate>{party.name}</Isolate>
      </p>
      <p>
        <Isolate>{party.contact}</Isolate>
      </p>
      {party.lines
        .filter((line) => line.trim() !== '')
        .map((line) => (
          <p key={line} className="text-sm text-ink-muted [overflow-wrap:anywhere]">
            {/* A phone has no letters and reads left to right; an address takes its own script's. */}
            <Isolate>{line}</Isolate>
          </p>
        ))}
    </section>
  );
}

/**
 * One of the customer's shipments: its status, the booking's data, the tracking history and its
 * documents (re-issued with fresh links on every visit), with Ship again.
 */
export function ShipmentSummary({
  shipmentNo,
  awb,
  status,
  sender,
  receiver,
  facts,
  history,
  documents,
  shipAgainHref,
}: ShipmentSummaryProps) {
  const portal = usePortalWords();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <div className="flex items-center gap-2">
            <dt className="text-sm text-ink-muted">{portal.detail.shipment}</dt>
            <dd className="font-bold text-navy-800">
              <Ltr>{shipmentNo}</Ltr>
            </dd>
          </div>
          {/* Before the courier books it there is no airway bill: the status says so, no '-'. */}
          {awb ? (
            <div className="flex items-center gap-2">
              <dt className="text-sm text-ink-muted">{portal.detail.awb}</dt>
              <dd className="font-bold text-navy-800">
                <Ltr>{awb}</Ltr>
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="sr-only">{portal.shipments.latestStatus}</dt>
            <dd>
              <StatusBadge {...status} />
            </dd>
          </div>
        </dl>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Link
            href={shipAgainHref}
            aria-describedby="ship-again-hint"
            className={(rp) => buttonStyles({ ...rp })}
          >
            {portal.detail.shipAgain}
          </Link>
          <span id="ship-again-hint" className="max-w-xs text-sm text-ink-muted sm:text-end">
            {portal.detail.shipAgainHint}
          </span>
        </div>
      </div>
      <section aria-labelledby="shipment-booking-title" className="flex flex-col gap-3">
        <h2 id="shipment-booking-title" className="text-xl font-bold text-navy-800">
          {portal.detail.booking}
        </h2>
        <div className="grid gap-3 md:grid-cols-2">
          <Party title={portal.detail.sender} party={sender} />
          <Party title={portal.detail.receiver} party={receiver} />
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-4 lg:grid-cols-3">
          {/* A fact the booking left empty is left out, not shown as '-'. */}
          {facts
            .filter((fact) => fact.value)
            .map((fact) => (
              <div key={fact.label} className="flex flex-col">
                <dt className="text-sm text-ink-muted">{fact.label}</dt>
                <dd className="font-semibold [overflow-wrap:anywhere]">
                  <Isolate>{fact.value}</Isolate>
                </dd>
              </div>
            ))}
        </dl>
      </section>
      <section aria-labelledby="shipment-tracking-title" className="flex flex-col gap-3">
        <h2 id="shipment-tracking-title" className="text-xl font-bold text-navy-800">
          {portal.detail.tracking}
        </h2>
        <ShipmentHistoryTable rows={history} />
      </section>
      {documents ? (
        <ShipmentDocuments documents={documents} headingLevel={2} />
      ) : (
        <p className="rounded-card border border-line p-4 text-ink-muted">
          {portal.detail.noDocuments}
        </p>
      )}
    </div>
  );
}
