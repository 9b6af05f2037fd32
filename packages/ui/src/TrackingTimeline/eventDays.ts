/** One scan of a shipment, as the tracking answer gives it. */
export interface TimelineEvent {
  /** 'YYYY-MM-DD' (Kuwait), or as a carrier wrote it. */
  date: string;
  /** 'HH:MM'. */
  time: string;
  /** What happened, in the answer's words (a status of ours in the page's language). */
  status: string;
  /** The remark that goes with it, as written. */
  details: string;
  location: string;
}

/** The scans of one day, in the order given, each with its place in the whole list. */
export interface EventDay {
  date: string;
  events: Array<TimelineEvent & { index: number }>;
}

/**
 * Groups a list of scans (newest first) into days: a new group starts whenever the date changes,
 * so the order is kept even when a carrier's list is not sorted (a day may then show twice).
 */
export function eventDays(events: readonly TimelineEvent[]): EventDay[] {
  const days: EventDay[] = [];
  events.forEach((event, index) => {
    const last = days.at(-1);
    if (last && last.date === event.date) last.events.push({ ...event, index });
    else days.push({ date: event.date, events: [{ ...event, index }] });
  });
  return days;
}
