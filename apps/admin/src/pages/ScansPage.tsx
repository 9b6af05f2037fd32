import { useState } from 'react';
import { Form } from 'react-aria-components';
import { parseCodAmount } from '@courier/domain/cod';
import { filsToKwdString } from '@courier/domain/money';
import { TRACKING_STATUSES, type TrackingStatus } from '@courier/domain/tracking';
import { Button } from '@courier/ui/Button';
import { ScanInput, type ScanResult } from '@courier/ui/ScanInput';
import { Select } from '@courier/ui/Select';
import { TextField } from '@courier/ui/TextField';
import { adminCall } from '../api/hooks';
import { PageTitle } from '../Layout';
import { useAdminWords } from '../i18n/words';
import { useStatusWords } from './statusWords';

/** A COD delivery waiting for the cash collected. */
interface CodPrompt {
  awb: string;
  codAmountFils: number;
}

/** The cash collected for a COD delivery: the expected amount filled in, staff correct it. */
function CollectedForm({
  prompt,
  onRecord,
  onCancel,
}: {
  prompt: CodPrompt;
  onRecord: (fils: number) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useAdminWords();
  const [amount, setAmount] = useState(filsToKwdString(prompt.codAmountFils));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <Form
      aria-label={t.scans.codTitle}
      className="flex flex-col gap-3 rounded border border-amber-300 bg-amber-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        // '0' is allowed here (the receiver paid nothing); blank is not.
        const fils = amount.trim() === '0' ? 0 : parseCodAmount(amount);
        if (fils === null || fils === undefined) {
          setError(t.scans.codInvalid);
          return;
        }
        setBusy(true);
        void onRecord(fils).finally(() => setBusy(false));
      }}
    >
      <h2 className="font-semibold">{t.scans.codTitle}</h2>
      <p>
        {t.scans.codIntro({
          awb: prompt.awb,
          amount: filsToKwdString(prompt.codAmountFils),
        })}
      </p>
      <TextField
        label={t.scans.codCollected}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setError(undefined);
        }}
        inputMode="decimal"
        isRequired
        autoFocus
        errorMessage={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isDisabled={busy}>
          {t.scans.codRecord}
        </Button>
        <Button variant="outline" onPress={onCancel} isDisabled={busy}>
          {t.scans.codCancel}
        </Button>
      </div>
    </Form>
  );
}

/** Keyboard-wedge scanning: status and location chosen once, then one AWB per Enter. */
export function ScansPage() {
  const t = useAdminWords();
  const statusWord = useStatusWords();
  const statusItems = TRACKING_STATUSES.map((s) => ({ id: s, name: statusWord(s) }));
  const [status, setStatus] = useState<TrackingStatus>('picked_up');
  const [location, setLocation] = useState('Kuwait hub');
  const [results, setResults] = useState<ScanResult[]>([]);
  const [prompt, setPrompt] = useState<CodPrompt | null>(null);
  const record = async (awb: string, collected?: number) => {
    const id = `${Date.now()}-${Math.random()}`;
    try {
      await adminCall('admin_scan', {
        awb,
        status,
        location,
        ...(collected === undefined ? {} : { cod_collected_fils: collected }),
      });
      // The status just recorded, in the staff member's language.
      const words =
        collected === undefined
          ? statusWord(status)
          : t.scans.codRecorded({ status: statusWord(status), amount: filsToKwdString(collected) });
      setResults((r) => [{ id, code: awb, ok: true, message: words }, ...r]);
    } catch (err) {
      setResults((r) => [
        { id, code: awb, ok: false, message: err instanceof Error ? err.message : String(err) },
        ...r,
      ]);
    }
  };
  const onScan = async (awb: string) => {
    // A delivery of a COD shipment asks for the cash first (recorded once; a repeat keeps it).
    if (status === 'delivered') {
      const cod = await adminCall('admin_cod_lookup', { awb }).catch(() => null);
      if (cod?.cod_amount_fils != null) {
        if (cod.collected_fils != null) return record(awb, cod.collected_fils);
        setPrompt({ awb, codAmountFils: cod.cod_amount_fils });
        return;
      }
    }
    return record(awb);
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
      {prompt ? (
        <CollectedForm
          prompt={prompt}
          onRecord={async (fils) => {
            await record(prompt.awb, fils);
            setPrompt(null);
          }}
          onCancel={() => setPrompt(null)}
        />
      ) : (
        <ScanInput
          label={t.scans.awb}
          onScan={(code) => void onScan(code)}
          results={results}
          isDisabled={!location.trim()}
        />
      )}
    </>
  );
}
