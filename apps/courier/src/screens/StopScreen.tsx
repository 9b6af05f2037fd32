import { useState, type FormEvent } from 'react';
import {
  courierMessages,
  courierReasonWords,
  FAILED_REASONS,
  type FailedReason,
} from '@courier/domain/courierRun';
import { formatKwd, tryParseKwd } from '@courier/domain/money';
import {
  courierDeliveredSchema,
  courierFailedSchema,
  courierPickedUpSchema,
} from '@courier/domain/schemas/courier';
import { Button } from '@courier/ui/Button';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { RadioGroup } from '@courier/ui/RadioGroup';
import { TextArea } from '@courier/ui/TextArea';
import { TextField } from '@courier/ui/TextField';
import { currentPosition, sender, useSendPosition, type Run, type Stop } from '../data';
import { fieldErrors, newIdempotencyKey } from '../formErrors';
import { useCourierWords } from '../i18n/words';
import type { QueuedAction } from '../outbox/outbox';
import { hrefOf } from '../routes';
import { localStop } from '../stopState';
import { PhotoField } from './PhotoField';
import { SignaturePad } from './SignaturePad';
import { CallLink, StopFacts, StopStateLine } from './StopSummary';

type Mode = 'none' | 'delivered' | 'failed';

/** One stop: what to know, and what happened (collected, delivered with proof, or failed). */
export function StopScreen({
  run,
  stopId,
  actions,
}: {
  run: Run;
  stopId: number;
  actions: readonly QueuedAction[];
}) {
  const t = useCourierWords();
  const stop = run.stops.find((s) => s.stopId === stopId);
  const [mode, setMode] = useState<Mode>('none');
  const [saved, setSaved] = useState(false);
  const back = (
    <a
      href={hrefOf({ name: 'run' })}
      className="inline-flex min-h-12 items-center font-bold text-navy-900 underline"
    >
      {t.stop.back}
    </a>
  );
  if (!stop) return back;
  const local = localStop(stop, actions);
  const open = local.state === 'open' && !local.waiting;
  const done = () => {
    setSaved(true);
    setMode('none');
  };
  return (
    <article className="flex flex-col gap-3">
      {back}
      <h1 className="text-2xl font-bold">
        {t.run.stopName({
          position: stop.position,
          kind: t.kinds[stop.kind],
          awb: `\u2066${stop.awb}\u2069`,
        })}
      </h1>
      <StopStateLine local={local} />
      {saved && (
        <p role="status" className="rounded bg-success-soft p-2 font-bold text-success">
          {t.stop.saved}
        </p>
      )}
      <StopFacts stop={stop} />
      <CallLink phone={stop.contact.phone} />
      {open ? (
        <section className="mt-2 flex flex-col gap-3 border-t-2 border-line pt-3">
          {stop.kind === 'pickup' && mode === 'none' && <CollectButton stop={stop} onDone={done} />}
          {stop.kind === 'delivery' && mode !== 'failed' && (
            <Button
              className="min-h-14 text-lg"
              onPress={() => setMode(mode === 'delivered' ? 'none' : 'delivered')}
              aria-expanded={mode === 'delivered'}
            >
              {t.actions.delivered}
            </Button>
          )}
          {mode === 'delivered' && <DeliverForm stop={stop} onDone={done} />}
          {mode !== 'delivered' && (
            <Button
              variant="outline"
              className="min-h-14 text-lg"
              onPress={() => setMode(mode === 'failed' ? 'none' : 'failed')}
              aria-expanded={mode === 'failed'}
            >
              {t.actions.failed}
            </Button>
          )}
          {mode === 'failed' && <FailForm stop={stop} onDone={done} />}
        </section>
      ) : (
        !local.waiting && <p className="font-bold">{t.stop.closed}</p>
      )}
    </article>
  );
}

function useAction() {
  const [sendPosition] = useSendPosition();
  return async (base: { stopId: number }) => {
    const position = await currentPosition(sendPosition);
    return { ...base, idempotencyKey: newIdempotencyKey(), ...(position && { position }) };
  };
}

function CollectButton({ stop, onDone }: { stop: Stop; onDone: () => void }) {
  const t = useCourierWords();
  const action = useAction();
  return (
    <Button
      className="min-h-14 text-lg"
      onPress={async () => {
        const body = courierPickedUpSchema.parse(await action({ stopId: stop.stopId }));
        await sender.take('courier_picked_up', stop.awb, body);
        onDone();
      }}
    >
      {t.collect.submit}
    </Button>
  );
}

function DeliverForm({ stop, onDone }: { stop: Stop; onDone: () => void }) {
  const t = useCourierWords();
  const language = useLanguage();
  const action = useAction();
  const [receiverName, setReceiverName] = useState('');
  const [proof, setProof] = useState<'signature' | 'code'>('signature');
  const [signature, setSignature] = useState<string>();
  const [code, setCode] = useState('');
  const [photo, setPhoto] = useState<string>();
  const [placeLeft, setPlaceLeft] = useState('');
  const [cash, setCash] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const cod = stop.codAmountFils;
  const edited =
    <T,>(field: string, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors(({ [field]: _gone, ...rest }) => rest);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cashFils = cash.trim() === '' ? undefined : tryParseKwd(cash.trim());
    const body = {
      ...(await action({ stopId: stop.stopId })),
      receiverName,
      ...(proof === 'signature' ? signature && { signature } : code !== '' && { code }),
      ...(photo && { photo }),
      placeLeft,
      ...(cod !== null && cashFils !== undefined && { codCollectedFils: cashFils ?? Number.NaN }),
    };
    const checked = courierDeliveredSchema.safeParse(body);
    const found = checked.success ? {} : fieldErrors(checked.error);
    if (cod !== null && (cashFils === undefined || cashFils === null))
      found.codCollectedFils = courierMessages.codCollected;
    if (proof === 'code' && found.signature && !found.code) found.code = found.signature;
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    await sender.take('courier_delivered', stop.awb, checked.data);
    onDone();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border-2 border-navy-900 p-3"
      aria-label={t.deliver.title}
    >
      <TextField
        label={t.deliver.receiverName}
        value={receiverName}
        onChange={edited('receiverName', setReceiverName)}
        errorMessage={errors.receiverName}
        isRequired
      />
      <RadioGroup
        label={t.deliver.proof}
        value={proof}
        onChange={(value) => setProof(value as 'signature' | 'code')}
        options={[
          { id: 'signature', name: t.deliver.bySignature },
          { id: 'code', name: t.deliver.byCode },
        ]}
      />
      {proof === 'signature' ? (
        <SignaturePad
          onChange={edited('signature', setSignature)}
          errorMessage={errors.signature}
        />
      ) : (
        <TextField
          label={t.deliver.code}
          value={code}
          onChange={edited('code', setCode)}
          inputMode="numeric"
          autoComplete="one-time-code"
          isLtrValue
          errorMessage={errors.code}
        />
      )}
      {cod !== null && (
        <TextField
          label={t.deliver.cash({ amount: formatKwd(cod, language) })}
          value={cash}
          onChange={edited('codCollectedFils', setCash)}
          inputMode="decimal"
          isLtrValue
          isRequired
          errorMessage={errors.codCollectedFils}
        />
      )}
      <TextField
        label={t.deliver.placeLeft}
        value={placeLeft}
        onChange={setPlaceLeft}
        errorMessage={errors.placeLeft}
      />
      <PhotoField photo={photo} onChange={setPhoto} errorMessage={errors.photo} />
      <Button type="submit" className="min-h-14 text-lg">
        {t.deliver.submit}
      </Button>
    </form>
  );
}

function FailForm({ stop, onDone }: { stop: Stop; onDone: () => void }) {
  const t = useCourierWords();
  const action = useAction();
  const [reason, setReason] = useState<FailedReason | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...(await action({ stopId: stop.stopId })),
      ...(reason && { reason }),
      note,
      ...(photo && { photo }),
    };
    const checked = courierFailedSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    await sender.take('courier_failed', stop.awb, checked.data);
    onDone();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border-2 border-navy-900 p-3"
      aria-label={t.fail.title}
    >
      <RadioGroup
        label={t.fail.reason}
        orientation="vertical"
        value={reason}
        onChange={(value) => {
          setReason(value as FailedReason);
          setErrors(({ reason: _gone, ...rest }) => rest);
        }}
        options={FAILED_REASONS.map((id) => ({ id, name: courierReasonWords[id] }))}
        errorMessage={errors.reason}
        isRequired
      />
      <TextArea
        label={t.fail.note}
        value={note}
        onChange={setNote}
        errorMessage={errors.note}
        isRequired={reason === 'other'}
      />
      <PhotoField photo={photo} onChange={setPhoto} errorMessage={errors.photo} />
      <Button type="submit" className="min-h-14 text-lg">
        {t.fail.submit}
      </Button>
    </form>
  );
}
