import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from '@courier/ui/Button';
import { Checkbox } from '@courier/ui/Checkbox';
import { TextField } from '@courier/ui/TextField';
import { useSendPosition, type Run } from '../data';
import { useCourierWords } from '../i18n/words';
import type { QueuedAction } from '../outbox/outbox';
import { go, hrefOf } from '../routes';
import { localStop, stopByAwb } from '../stopState';
import { CallLink, StopFacts, StopStateLine } from './StopSummary';

// The camera and its barcode decoder load only when the courier opens the scanner.
const ScanDialog = lazy(() =>
  import('../scan/ScanDialog').then((m) => ({ default: m.ScanDialog })),
);

/** Today's stops in run order; a stop opens by a tap, a scanned label or a typed AWB. */
export function RunScreen({
  run,
  fromCache,
  actions,
  onRefresh,
}: {
  run: Run;
  fromCache: boolean;
  actions: readonly QueuedAction[];
  onRefresh: () => void;
}) {
  const t = useCourierWords();
  const [typed, setTyped] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [sendPosition, setSendPosition] = useSendPosition();

  const find = (text: string) => {
    const stop = stopByAwb(run.stops, text);
    if (stop) {
      setNotFound(null);
      go({ name: 'stop', stopId: stop.stopId });
    } else setNotFound(t.scan.notFound({ awb: `\u2066${text.trim()}\u2069` }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    find(typed);
  };

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 className="me-auto text-2xl font-bold">{t.run.title}</h1>
        <Button variant="outline" className="min-h-12" onPress={onRefresh}>
          {t.run.refresh}
        </Button>
      </div>
      {fromCache && (
        <p className="mb-3 rounded bg-express-100 p-2 font-bold text-black">{t.run.cached}</p>
      )}
      <section className="mb-4 flex flex-col gap-2 rounded-lg border-2 border-navy-900 p-3">
        <Button className="min-h-14 text-lg" onPress={() => setScanning(true)}>
          {t.scan.open}
        </Button>
        <form onSubmit={submit} className="flex items-end gap-2" aria-label={t.scan.find}>
          <TextField
            className="grow"
            label={t.scan.typed}
            value={typed}
            onChange={setTyped}
            inputMode="numeric"
            isLtrValue
            errorMessage={notFound ?? undefined}
          />
          <Button type="submit" variant="secondary" className="min-h-12">
            {t.scan.find}
          </Button>
        </form>
      </section>
      {scanning && (
        <Suspense fallback={<p role="status">{t.loading}</p>}>
          <ScanDialog
            onClose={() => setScanning(false)}
            onText={(text) => {
              setScanning(false);
              find(text);
            }}
          />
        </Suspense>
      )}
      {run.stops.length === 0 ? (
        <p className="p-4 text-lg">{t.run.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t.run.title}>
          {run.stops.map((stop) => {
            const local = localStop(stop, actions);
            return (
              <li
                key={stop.stopId}
                className="flex flex-col gap-2 rounded-lg border-2 border-line p-3"
              >
                <h2 className="text-lg font-bold">
                  <a
                    href={hrefOf({ name: 'stop', stopId: stop.stopId })}
                    className="inline-flex min-h-12 items-center text-navy-900 underline"
                  >
                    {t.run.stopName({
                      position: stop.position,
                      kind: t.kinds[stop.kind],
                      awb: `\u2066${stop.awb}\u2069`,
                    })}
                  </a>
                </h2>
                <StopStateLine local={local} />
                <StopFacts stop={stop} />
                <CallLink phone={stop.contact.phone} />
              </li>
            );
          })}
        </ol>
      )}
      <section
        className="mt-6 rounded-lg border-2 border-line p-3"
        aria-labelledby="settings-title"
      >
        <h2 id="settings-title" className="mb-2 text-lg font-bold">
          {t.settings.title}
        </h2>
        <Checkbox isSelected={sendPosition} onChange={setSendPosition}>
          {t.settings.position}
        </Checkbox>
      </section>
    </>
  );
}
