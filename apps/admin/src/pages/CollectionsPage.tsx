import { useState } from 'react';
import type { CollectionRow } from '@courier/api-client/admin';
import { COLLECTION_STATES } from '@courier/api-client/admin';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { Button } from '@courier/ui/Button';
import { Select } from '@courier/ui/Select';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { TextField } from '@courier/ui/TextField';
import { adminCall, downloadFile, useAdmin } from '../api/hooks';
import { useCan } from '../api/session';
import { ErrorText, PageTitle } from '../Layout';
import { t } from '../i18n/en';
import { toneOf } from './statusTone';

const stateItems = COLLECTION_STATES.map((s) => ({ id: s, name: t.collections.states[s] }));

function CollectionCard({
  row,
  canManage,
  onSaved,
}: {
  row: CollectionRow;
  canManage: boolean;
  onSaved: () => void;
}) {
  const [status, setStatus] = useState(row.status);
  const [vehicle, setVehicle] = useState(row.vehicle);
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
        {row.address} ({row.weight} kg)
      </p>
      {canManage && (
        <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Select
            label={`${t.collections.status} ${row.bookingNo}`}
            items={stateItems}
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

export function CollectionsPage() {
  const [date, setDate] = useState(() => todayInKuwait(new Date()));
  const { data, error, mutate } = useAdmin('admin_collections', { date });
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
        <TextField label={t.collections.date} type="date" value={date} onChange={setDate} />
        <Button variant="outline" onPress={print}>
          {t.collections.runSheet}
        </Button>
      </div>
      <ErrorText error={error ?? sheetError} />
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
      {data && data.rows.length === 0 && <p>{t.dashboard.none}</p>}
    </>
  );
}
