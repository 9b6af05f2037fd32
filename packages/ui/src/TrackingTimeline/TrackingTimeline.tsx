import { isIsoDate } from '@courier/domain/collectionDate';
import { formatDayDate } from '@courier/domain/formats';
import { Isolate } from '../Bidi/Bidi';
import { useLanguage } from '../i18n/LanguageProvider';
import { useUiWords } from '../i18n/uiWords';
import { eventDays, type TimelineEvent } from './eventDays';

export interface TrackingTimelineProps {
  /** The scans, newest first (as tracking answers them). */
  events: readonly TimelineEvent[];
}

/**
 * The shipment's history as a timeline: the spec's Shipment History (Activity Date, Activity
 * Time, Location, what happened), newest first, one group per day. Ordered lists (days, then the
 * scans of a day) with a line and a marker on the start side, so it reads the same right to
 * left; the newest scan's marker is filled. Places and remarks may be Arabic or Latin: each is
 * isolated, so a mixed line keeps every part's order.
 */
export function TrackingTimeline({ events }: TrackingTimelineProps) {
  const w = useUiWords();
  const language = useLanguage();
  const days = eventDays(events);
  return (
    <section aria-labelledby="history-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="history-title" className="text-xl font-bold">
          {w.trackingResult.history}
        </h2>
        {events.length > 1 ? (
          <p className="text-sm text-ink-muted">{w.trackingResult.newestFirst}</p>
        ) : null}
      </div>
      {days.length === 0 ? (
        <p className="text-ink-muted">{w.trackingResult.noHistory}</p>
      ) : (
        <ol aria-labelledby="history-title" className="space-y-2" data-testid="tracking-timeline">
          {days.map((day, dayIndex) => (
            <li key={`${day.date}-${dayIndex}`}>
              <h3 className="text-sm font-semibold text-ink-muted">
                {/* A date the carrier did not write as YYYY-MM-DD shows as written. */}
                {isIsoDate(day.date) ? (
                  <time dateTime={day.date}>{formatDayDate(day.date, language)}</time>
                ) : (
                  day.date
                )}
              </h3>
              <ol className="ms-2 mt-1 border-s-2 border-line">
                {day.events.map((event) => {
                  const newest = event.index === 0;
                  return (
                    <li
                      key={event.index}
                      className="relative ps-5 pb-3 last:pb-1"
                      data-testid="tracking-event"
                    >
                      <span
                        aria-hidden="true"
                        className={`absolute -start-[7px] top-1.5 size-3 rounded-full border-2 ${
                          newest
                            ? 'border-express-600 bg-express-600'
                            : 'border-navy-300 bg-surface'
                        }`}
                      />
                      <p className={newest ? 'font-bold text-navy-800' : 'font-semibold'}>
                        {event.time ? (
                          <time
                            dateTime={isIsoDate(day.date) ? `${day.date}T${event.time}` : undefined}
                            className="me-2 font-normal text-ink-muted tabular-nums"
                          >
                            {event.time}
                          </time>
                        ) : null}{' '}
                        <Isolate>{event.status}</Isolate>
                      </p>
                      {event.details || event.location ? (
                        <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
                          {event.details ? <Isolate>{event.details}</Isolate> : null}
                          {event.details && event.location ? ' · ' : null}
                          {event.location ? (
                            <Isolate className="text-ink">{event.location}</Isolate>
                          ) : null}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
