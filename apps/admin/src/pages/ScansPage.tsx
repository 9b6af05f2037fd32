import { useState } from 'react';
import {
  TRACKING_STATUSES,
  TRACKING_STATUS_LABELS,
  type TrackingStatus,
} from '@courier/domain/tracking';
import { ScanInput, type ScanResult } from '@courier/ui/ScanInput';
import { Select } from '@courier/ui/Select';
import { TextField } from '@courier/ui/TextField';
import { adminCall } from '../api/hooks';
import { PageTitle } from '../Layout';
import { t } from '../i18n/en';

const statusItems = TRACKING_STATUSES.map((s) => ({ id: s, name: TRACKING_STATUS_LABELS[s] }));

/** Keyboard-wedge scanning: status and location chosen once, then one AWB per Enter. */
export function ScansPage() {
  const [status, setStatus] = useState<TrackingStatus>('picked_up');
  const [location, setLocation] = useState('Kuwait hub');
  const [results, setResults] = useState<ScanResult[]>([]);
  const onScan = async (awb: string) => {
    const id = `${Date.now()}-${Math.random()}`;
    try {
      const answer = await adminCall('admin_scan', { awb, status, location });
      setResults((r) => [{ id, code: awb, ok: true, message: answer.status }, ...r]);
    } catch (err) {
      setResults((r) => [
        { id, code: awb, ok: false, message: err instanceof Error ? err.message : String(err) },
        ...r,
      ]);
    }
  };
  return (
    <>
      <PageTitle>{t.scans.title}</PageTitle>
      <p>{t.scans.intro}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select
          label={t.scans.status}
          items={statusItems}
          value={status}
          onChange={(v) => setStatus(v as TrackingStatus)}
        />
        <TextField label={t.scans.location} value={location} onChange={setLocation} />
      </div>
      <ScanInput
        label={t.scans.awb}
        onScan={(code) => void onScan(code)}
        results={results}
        isDisabled={!location.trim()}
      />
    </>
  );
}
