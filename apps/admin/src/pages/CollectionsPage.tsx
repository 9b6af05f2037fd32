import { useState } from 'react';
import type { CollectionRow } from '@courier/api-client/admin';
import { COLLECTION_STATES } from '@courier/api-client/admin';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { Button } from '@courier/ui/Button';
import { Select } from '@courier/ui/Select';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { DatePicker } from '@courier/ui/DatePicker';
import { TextField } from '@courier/ui/TextField';
import { adminCall, downloadFile, useAdmin } from '../api/hooks';
import { useCan } from '../api/session';
import { ErrorText, PageTitle } from '../Layout';
import { useAdminWords, type AdminWords } from '../i18n/words';
import { toneOf } from './statusTone';

const stateItems = (t: AdminWords) =>
  COLLECTION_STATES.map((s) => ({ id: s, name: t.collections.states[s] }));

function CollectionCard({
  row,
  canManage,
  onSaved,
}: {
  row: CollectionRow;
  canManage: boolean;
  onSaved: () => void;
}) {
  const t = useAdminWords();
  const [status, setStatus] = useState(row.status);
  // Until staff assign one, the vehicle is the type the booking asked for: shown by its name.
  const [vehicle, setVehicle] = useState(
    (t.collections.vehicleTypes as Record<string, string>)[row.vehicle] ?? row.vehicle,
  );
  const [driver, setDriver] = useState(row.driver);
  const [reason, setReason] = useState(row.failureReason);
  const [error, setError] = useState<unknown>(null);
  const save = async () => {
    setError(null);
    try {
      await adminCall('admin_collection_update', {
        id: row.id,
        status,
        vehicle,
        driver,
        failureReason: reason,
      });
      onSaved();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <p className="flex flex-wrap items-center gap-2">
        <strong>
          {row.slot}-{row.closing}
        </strong>
        <span>{row.bookingNo}</span>
        <StatusBadge label={t.collections.states[row.status]} tone={toneOf(row.status)} />
      </p>
      <p className="text-sm">
        {row.company}, {row.contact}, {row.phone}
        <br />
        {t.collections.addressWeight({ address: row.address, weight: String(row.weight) })}
      </p>
      {canManage && (
        <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Select
            label={`${t.collections.status} ${row.bookingNo}`}
            items={stateItems(t)}
            value={status}
            onChange={(v) => setStatus(v as CollectionRow['status'])}
          />
          <TextField label={t.collections.vehicle} value={vehicle} onChange={setVehicle} />
          <TextField label={t.collections.driver} value={driver} onChange={setDriver} />
          {status === 'failed' && (
            <TextField label={t.collections.reason} value={reason} onChange={setReason} />
          )}
          <Button onPress={save}>{t.collections.save}</Button>
        </div>
      )}
      <ErrorText error={error} />
    </li>
  );
}

/** One day's collections. */
function CollectionsOfDay({ date, canManage }: { date: string; canManage: boolean }) {
  const t = useAdminWords();
  const { data, error, mutate } = useAdmin('admin_collections', { date });
  return (
    <>
      <ErrorText error={error} />
      <ul className="flex flex-col gap-3">
        {data?.rows.map((row) => (
          <CollectionCard
            key={`${row.id}-${row.status}`}
            row={row}
            canManage={canManage}
            onSaved={() => void mutate()}
          />
        ))}
      </ul>
      {data && data.rows.length === 0 && <p className="text-ink-muted">{t.collections.none}</p>}
    </>
  );
}

export function CollectionsPage() {
  const t = useAdminWords();
  const [date, setDate] = useState(() => todayInKuwait(new Date()));
  const [typed, setTyped] = useState(date);
  // The field reports every keystroke of the year (2, 20, 202, 2026): only a four-digit year of
  // this era asks the server for a day's collections, not each half-typed date on the way.
  const chooseDate = (value: string) => {
    setTyped(value);
    if (/^(19|20)\d\d-\d\d-\d\d$/.test(value)) setDate(value);
  };
  const canManage = useCan('collections.manage');
  const [sheetError, setSheetError] = useState<unknown>(null);
  const print = async () => {
    try {
      downloadFile(await adminCall('admin_run_sheet', { date }));
    } catch (err) {
      setSheetError(err);
    }
  };
  return (
    <>
      <PageTitle>{t.collections.title}</PageTitle>
      <div className="flex flex-wrap items-end gap-3">
        <DatePicker label={t.collections.date} value={typed} onChange={chooseDate} />
        <Button variant="outline" onPress={print}>
          {t.collections.runSheet}
        </Button>
      </div>
      <ErrorText error={sheetError} />
      {/* A day is its own list (key): swr 2.5 throws "Cannot access 'returnedData' before
          initialization" when one mounted hook goes back to a day it has already fetched. */}
      <CollectionsOfDay key={date} date={date} canManage={canManage} />
    </>
  );
}
