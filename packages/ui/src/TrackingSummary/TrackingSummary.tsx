import type { DeliveryOutlook } from '@courier/domain/expectedDelivery';
import { formatDayDate, formatDayRange } from '@courier/domain/formats';
import { filsToKwdString } from '@courier/domain/money';
import type { TrackingStatus } from '@courier/domain/tracking';
import {
  Banknote,
  CalendarClock,
  CircleCheck,
  Landmark,
  MapPin,
  Package,
  Plane,
  TriangleAlert,
  Truck,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Isolate, Ltr } from '../Bidi/Bidi';
import { useLanguage } from '../i18n/LanguageProvider';
import { useUiWords } from '../i18n/uiWords';

/** Where the shipment was last scanned, and when. */
interface TrackingPlace {
  location: string;
  /** Kuwait calendar date 'YYYY-MM-DD' (or as the carrier wrote it) and 'HH:MM'. */
  date: string;
  time: string;
}

export interface TrackingSummaryProps {
  /** The number asked about. */
  trackingNumber: string;
  /** The status in the words of the answer (the page's language, or a carrier's own). */
  status: string;
  /** Its code when it is one of ours: sets the icon and colour (never the only cue). */
  statusCode?: TrackingStatus;
  /** What the status means now ('Held at customs: commercial invoice required'), as written. */
  remarks?: string;
  /** The delivery made, or expected (@courier/domain/expectedDelivery deliveryOutlook). */
  outlook: DeliveryOutlook;
  /** The newest scan; absent before the first. */
  whereNow?: TrackingPlace;
  /** Cash on delivery the receiver pays the driver, in fils; absent: none (or paid). */
  cashOnDeliveryFils?: number;
}

/** Each status's icon and colour; icons that point somewhere face the other way right to left. */
const LOOK: Record<TrackingStatus, { icon: LucideIcon; colour: string }> = {
  booked: { icon: Package, colour: 'text-navy-700' },
  picked_up: { icon: Truck, colour: 'text-navy-700 rtl:[&_svg]:-scale-x-100' },
  in_transit: { icon: Plane, colour: 'text-navy-700 rtl:[&_svg]:-scale-x-100' },
  at_customs: { icon: Landmark, colour: 'text-navy-700' },
  out_for_delivery: { icon: Truck, colour: 'text-express-700 rtl:[&_svg]:-scale-x-100' },
  delivered: { icon: CircleCheck, colour: 'text-success' },
  exception: { icon: TriangleAlert, colour: 'text-danger' },
  returned: { icon: Undo2, colour: 'text-express-700 rtl:[&_svg]:-scale-x-100' },
};

const label = 'flex items-center gap-1.5 text-sm text-ink-muted';
const iconStyle = 'size-4 shrink-0';

/**
 * What a receiver asks first, in one card: the status (large, with an icon) and what it means
 * (the remarks), when it arrives
 * (the delivery made, or the expected day or days, marked when they have passed) and where it
 * is now with the time of that scan. Text that may be in either script is isolated; dates carry
 * their machine-readable value (`<time dateTime>`).
 */
export function TrackingSummary({
  trackingNumber,
  status,
  statusCode,
  remarks,
  outlook,
  whereNow,
  cashOnDeliveryFils,
}: TrackingSummaryProps) {
  const w = useUiWords();
  const language = useLanguage();
  const look = statusCode ? LOOK[statusCode] : undefined;
  const delivered = outlook.kind === 'delivered';
  const StatusIcon = look?.icon ?? Package;
  return (
    <section
      aria-labelledby="tracking-summary"
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id="tracking-summary" className="font-semibold text-ink-muted">
        {w.trackingResult.trackingNo}{' '}
        <span data-testid="tracking-no" className="text-ink">
          <Ltr>{trackingNumber}</Ltr>
        </span>
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="sr-only">{w.trackingResult.status}</dt>
          <dd
            className={`flex items-center gap-2 text-2xl font-bold sm:text-3xl ${look?.colour ?? 'text-navy-800'}`}
          >
            <StatusIcon aria-hidden="true" className="size-7 shrink-0" />
            <span data-testid="tracking-status">
              <Isolate>{status}</Isolate>
            </span>
          </dd>
          {remarks ? (
            <>
              <dt className="sr-only">{w.trackingResult.remarks}</dt>
              <dd className="mt-1 text-ink [overflow-wrap:anywhere]" data-testid="tracking-remarks">
                <Isolate>{remarks}</Isolate>
              </dd>
            </>
          ) : null}
        </div>
        {cashOnDeliveryFils !== undefined ? (
          <div>
            <dt className={label}>
              <Banknote aria-hidden="true" className={iconStyle} />
              {w.trackingResult.cashOnDelivery}
            </dt>
            <dd className="text-lg font-bold text-navy-800" data-testid="tracking-cod">
              <Isolate>
                {w.trackingResult.codAmount({ amount: filsToKwdString(cashOnDeliveryFils) })}
              </Isolate>
            </dd>
            <dd className="mt-1 text-xs text-ink-muted">{w.trackingResult.codNote}</dd>
          </div>
        ) : null}
        {outlook.kind === 'delivered' ? (
          <div>
            <dt className={label}>
              <CircleCheck aria-hidden="true" className={iconStyle} />
              {w.trackingResult.deliveryDate}
            </dt>
            <dd className="font-semibold" data-testid="tracking-delivered">
              <time dateTime={outlook.time ? `${outlook.date}T${outlook.time}` : outlook.date}>
                {outlook.time
                  ? w.trackingResult.deliveredAt({
                      date: formatDayDate(outlook.date, language),
                      time: outlook.time,
                    })
                  : formatDayDate(outlook.date, language)}
              </time>
            </dd>
          </div>
        ) : null}
        {outlook.kind === 'expected' ? (
          <div>
            <dt className={label}>
              <CalendarClock aria-hidden="true" className={iconStyle} />
              {w.trackingResult.expectedDelivery}
            </dt>
            <dd className="text-lg font-bold text-navy-800" data-testid="tracking-expected">
              <time dateTime={outlook.earliest}>
                {formatDayRange(outlook.earliest, outlook.latest, language)}
              </time>
            </dd>
            {outlook.late ? (
              <dd className="mt-1 inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                <TriangleAlert aria-hidden="true" className="size-3.5" />
                {w.trackingResult.late}
              </dd>
            ) : null}
            <dd className="mt-1 text-xs text-ink-muted">{w.trackingResult.estimateNote}</dd>
          </div>
        ) : null}
        {whereNow?.location ? (
          <div className="min-w-0">
            <dt className={label}>
              <MapPin aria-hidden="true" className={iconStyle} />
              {delivered ? w.trackingResult.deliveredWhere : w.trackingResult.whereNow}
            </dt>
            <dd className="font-semibold [overflow-wrap:anywhere]" data-testid="tracking-where">
              <Isolate>{whereNow.location}</Isolate>
            </dd>
            {/* Once delivered, the delivery's own date and time say when it was last seen. */}
            {whereNow.date && !delivered ? (
              <dd className="text-sm text-ink-muted" data-testid="tracking-last-update">
                {w.trackingResult.lastUpdate({
                  date: formatDayDate(whereNow.date, language),
                  time: whereNow.time,
                })}
              </dd>
            ) : null}
          </div>
        ) : null}
      </dl>
    </section>
  );
}
