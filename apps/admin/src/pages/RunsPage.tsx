import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCalendarDate } from '@courier/domain/formats';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { Button } from '@courier/ui/Button';
import { DatePicker } from '@courier/ui/DatePicker';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { Select } from '@courier/ui/Select';
import { SortableList } from '@courier/ui/SortableList';
import { adminCall, downloadFile, useAdmin } from '../api/hooks';
import { ErrorText, PageTitle, StatusText } from '../Layout';
import { useAdminWords } from '../i18n/words';
import { AddStopForm } from './AddStopForm';
import { RunStopDetails, StopAddress } from './RunStopDetails';
import { inOrder, sameOrder, type RunStop } from './runStops';

const ISO_DATE = /^(19|20)\d\d-\d\d-\d\d$/;

/** The suggested order (admin_courier_suggest), to accept as the run's order or dismiss. */
function Suggestion({
  stops,
  ids,
  current,
  isBusy,
  onAccept,
  onDismiss,
}: {
  stops: readonly RunStop[];
  ids: number[];
  current: number[];
  isBusy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const t = useAdminWords();
  const same = sameOrder(ids, current);
  return (
    <section
      aria-labelledby="suggestion"
      className="flex flex-col gap-3 rounded-card border border-navy-200 bg-navy-50 p-4"
    >
      <h3 id="suggestion" className="font-semibold text-navy-800">
        {t.runs.suggestionTitle}
      </h3>
      <p className="text-sm">{same ? t.runs.suggestionSame : t.runs.suggestionIntro}</p>
      {!same && (
        <ol
          aria-labelledby="suggestion"
          className="flex list-inside list-decimal flex-col gap-1 text-sm"
        >
          {inOrder(stops, ids).map((stop) => (
            <li key={stop.stopId} className="break-words">
              {t.runs.kinds[stop.kind]} <bdi dir="ltr">{stop.awb}</bdi>
              {t.runs.separator}
              <StopAddress stop={stop} />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        {!same && (
          <Button onPress={onAccept} isBusy={isBusy}>
            {t.runs.accept}
          </Button>
        )}
        <Button variant="outline" onPress={onDismiss}>
          {t.runs.dismiss}
        </Button>
      </div>
    </section>
  );
}

/**
 * One courier's run of a day: add a stop, the stops in order (drag by the handle, keyboard drag
 * and drop, or each stop's Up and Down buttons: every new order is saved at once with every stop
 * id), and the suggested order to accept.
 */
function CourierRun({ courierId, date, name }: { courierId: number; date: string; name: string }) {
  const t = useAdminWords();
  const language = useLanguage();
  const { data, error, mutate } = useAdmin('admin_courier_run', { courierId, date });
  const [message, setMessage] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [suggestion, setSuggestion] = useState<number[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const stops = data?.stops ?? [];
  const ids = stops.map((stop) => stop.stopId);

  const reorder = async (stopIds: number[]): Promise<boolean> => {
    setActionError(null);
    setSaving(true);
    try {
      await mutate(
        async () => {
          const answer = await adminCall('admin_courier_reorder', { courierId, date, stopIds });
          setMessage(answer.Message);
          return answer;
        },
        {
          // The list shows the new order at once; a refusal puts the order before back.
          ...(data && { optimisticData: { ...data, stops: inOrder(data.stops, stopIds) } }),
          rollbackOnError: true,
          revalidate: false,
        },
      );
      return true;
    } catch (err) {
      setActionError(err);
      return false;
    } finally {
      setSaving(false);
    }
  };
  const suggest = async () => {
    setActionError(null);
    try {
      setSuggestion((await adminCall('admin_courier_suggest', { courierId, date })).stopIds);
    } catch (err) {
      setActionError(err);
    }
  };
  const printSheet = async () => {
    setActionError(null);
    try {
      downloadFile(await adminCall('admin_courier_run_sheet', { courierId, date }));
    } catch (err) {
      setActionError(err);
    }
  };
  const accept = async (stopIds: number[]) => {
    if (!(await reorder(stopIds))) return;
    setSuggestion(null);
    // The panel with the pressed button is gone: the run's heading takes the focus.
    heading.current?.focus();
  };

  return (
    <>
      <AddStopForm
        courierId={courierId}
        date={date}
        onAdded={async (text) => {
          setMessage(text);
          setSuggestion(null);
          await mutate();
        }}
      />
      <section aria-labelledby="run" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="run"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-navy-800 outline-none"
          >
            {t.runs.runOf({ name, date: formatCalendarDate(date, language) })}{' '}
            <span className="text-sm font-normal text-ink-muted">
              ({t.runs.stopsCount({ count: stops.length })})
            </span>
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onPress={suggest} isDisabled={stops.length < 2 || saving}>
              {t.runs.suggest}
            </Button>
            <Button variant="outline" onPress={printSheet} isDisabled={stops.length === 0}>
              {t.runs.runSheet}
            </Button>
          </div>
        </div>
        <StatusText message={message} />
        <ErrorText error={error ?? actionError} />
        {suggestion && (
          <Suggestion
            stops={stops}
            ids={suggestion}
            current={ids}
            isBusy={saving}
            onAccept={() => void accept(suggestion)}
            onDismiss={() => {
              setSuggestion(null);
              heading.current?.focus();
            }}
          />
        )}
        {data && stops.length === 0 ? (
          <p className="text-ink-muted">{t.runs.empty}</p>
        ) : (
          <SortableList
            aria-label={t.runs.listLabel}
            items={stops.map((stop) => ({ ...stop, id: stop.stopId }))}
            itemName={(stop) => t.runs.stopName({ kind: t.runs.kinds[stop.kind], awb: stop.awb })}
            renderItem={(stop) => (
              <RunStopDetails stop={stop} position={ids.indexOf(stop.stopId) + 1} />
            )}
            onReorder={(next) => void reorder(next)}
            isDisabled={saving}
          />
        )}
      </section>
    </>
  );
}

/** Operations plan the couriers' runs: a courier and a day (today in Kuwait by default). */
export function RunsPage() {
  const t = useAdminWords();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = ISO_DATE.test(asked) ? asked : todayInKuwait(new Date());
  const courierId = Number(params.get('courier')) || null;
  const [typed, setTyped] = useState(date);
  const { data, error } = useAdmin('admin_couriers', {});
  const couriers = data?.couriers ?? [];
  const courier = couriers.find((c) => c.id === courierId);
  // The courier and the day are in the address: a reload, a bookmark or a link opens the same run.
  const choose = (key: 'courier' | 'date', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  // The field reports every keystroke of the year: only a whole date asks for a run.
  const chooseDate = (value: string) => {
    setTyped(value);
    if (ISO_DATE.test(value)) choose('date', value);
  };
  return (
    <>
      <PageTitle>{t.runs.title}</PageTitle>
      <p className="max-w-prose text-sm text-ink-muted">{t.runs.intro}</p>
      <ErrorText error={error} />
      {data && couriers.length === 0 ? (
        <p className="text-ink-muted">{t.runs.noCouriers}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label={t.runs.courier}
            placeholder={t.runs.chooseCourier}
            items={couriers.map((c) => ({ id: String(c.id), name: c.displayName || c.username }))}
            value={courier ? String(courier.id) : null}
            onChange={(id) => choose('courier', id)}
            isLoading={!data}
            className="w-full max-w-xs"
          />
          <DatePicker label={t.runs.date} value={typed} onChange={chooseDate} />
        </div>
      )}
      {courier && (
        // A run is its own component (key): a new courier or day starts from its own answer.
        <CourierRun
          key={`${courier.id}-${date}`}
          courierId={courier.id}
          date={date}
          name={courier.displayName || courier.username}
        />
      )}
    </>
  );
}
