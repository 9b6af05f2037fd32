import type { ChoiceInForce, DeliveryOptions } from '@courier/api-client/endpoints/receiver';
import { formatDayDate } from '@courier/domain/formats';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import type { ReceiverChoiceKind } from '@courier/domain/receiverChoices';
import {
  KUWAIT_ADDRESS_FIELDS,
  type KuwaitAddressField,
} from '@courier/domain/schemas/kuwaitAddress';
import { Button } from '@courier/ui/Button';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { RadioGroup } from '@courier/ui/RadioGroup';
import { Select } from '@courier/ui/Select';
import { TextArea } from '@courier/ui/TextArea';
import { TextField } from '@courier/ui/TextField';
import { useId, useState } from 'react';
import { chooseDelivery } from '../../api/delivery';
import { refusalErrors } from '../../api/portal/fieldErrors';
import { useSiteWords } from '../../i18n/siteWords';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const str = (details: Record<string, unknown>, name: string) =>
  typeof details[name] === 'string' ? (details[name] as string) : '';

/** The choice in force, in words, and whether this visit just made it. */
export function CurrentChoice({
  choice,
  options,
  confirmed,
}: {
  choice: ChoiceInForce;
  options: DeliveryOptions;
  confirmed: boolean;
}) {
  const w = useSiteWords();
  const language = useLanguage();
  const d = choice.details;
  const place = str(d, 'place') === 'safe_place' ? 'safe_place' : 'neighbour';
  const branch = options.branches.find((b) => b.id === d.branchId)?.name ?? str(d, 'name');
  const sentence = {
    reschedule: () =>
      w.delivery.current.reschedule({ date: formatDayDate(str(d, 'date'), language) }),
    branch: () => w.delivery.current.branch({ branch }),
    neighbour: () =>
      w.delivery.current.neighbour({ place: w.delivery.placeWords[place], note: str(d, 'note') }),
    address: () =>
      w.delivery.current.address({
        address: w.delivery.addressLine({
          area: str(d, 'area'),
          block: str(d, 'block'),
          street: str(d, 'street'),
          house: str(d, 'house'),
        }),
      }),
  }[choice.kind]();
  return (
    <section
      aria-labelledby="current-choice"
      role="status"
      className="rounded-card border border-success bg-success-soft p-4"
      data-testid="current-choice"
    >
      <h2 id="current-choice" className="font-semibold">
        {w.delivery.currentHeading}
      </h2>
      <p>{sentence}</p>
      {confirmed ? <p className="text-sm">{w.delivery.confirmed}</p> : null}
    </section>
  );
}

type Values = Record<string, string>;

/** The fields of one kind of choice. */
function KindFields({
  kind,
  options,
  values,
  set,
  errors,
}: {
  kind: ReceiverChoiceKind;
  options: DeliveryOptions;
  values: Values;
  set: (name: string, value: string) => void;
  errors: Record<string, string>;
}) {
  const w = useSiteWords();
  const language = useLanguage();
  if (kind === 'reschedule')
    return (
      <RadioGroup
        label={w.delivery.day}
        description={w.delivery.dayHint}
        orientation="vertical"
        isRequired
        value={values.date ?? null}
        onChange={(date) => set('date', date)}
        options={options.days.map((day) => ({ id: day, name: formatDayDate(day, language) }))}
        errorMessage={errors.date}
      />
    );
  if (kind === 'branch')
    return (
      <Select
        label={w.delivery.branch}
        placeholder={w.delivery.branchPlaceholder}
        isRequired
        value={values.branchId ?? ''}
        onChange={(id) => set('branchId', id)}
        items={options.branches.map((b) => ({ id: String(b.id), name: `${b.name} (${b.city})` }))}
        errorMessage={errors.branchId}
      />
    );
  if (kind === 'neighbour')
    return (
      <>
        <RadioGroup
          label={w.delivery.place}
          isRequired
          value={values.place ?? null}
          onChange={(place) => set('place', place)}
          options={(['neighbour', 'safe_place'] as const).map((id) => ({
            id,
            name: w.delivery.places[id],
          }))}
          errorMessage={errors.place}
        />
        <TextArea
          label={w.delivery.note}
          description={w.delivery.noteHint}
          isRequired
          value={values.note ?? ''}
          onChange={(note) => set('note', note)}
          maxLength={200}
          errorMessage={errors.note}
        />
      </>
    );
  const optional: readonly KuwaitAddressField[] = ['floor', 'flat', 'note'];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {KUWAIT_ADDRESS_FIELDS.map((field) => (
        <TextField
          key={field}
          label={w.delivery.address[field]}
          isRequired={!optional.includes(field)}
          value={values[field] ?? ''}
          onChange={(value) => set(field, value)}
          maxLength={field === 'note' ? 200 : 100}
          errorMessage={errors[`address.${field}`]}
          className={field === 'note' ? 'sm:col-span-2' : undefined}
        />
      ))}
    </div>
  );
}

function choiceOf(kind: ReceiverChoiceKind, values: Values): Record<string, unknown> {
  if (kind === 'reschedule') return { kind, date: values.date ?? '' };
  if (kind === 'branch') return { kind, branchId: values.branchId ?? '' };
  if (kind === 'neighbour') return { kind, place: values.place ?? '', note: values.note ?? '' };
  const address = Object.fromEntries(KUWAIT_ADDRESS_FIELDS.map((f) => [f, values[f] ?? '']));
  return { kind, address };
}

/**
 * The choices the rules allow now: one kind at a time, its fields, and Confirm. Each submission
 * carries an idempotency key kept until the answer, so a double tap or a retry records once.
 */
export function ChoiceForm({
  token,
  options,
  onRecorded,
}: {
  token: string;
  options: DeliveryOptions;
  onRecorded: (current: ChoiceInForce) => void;
}) {
  const w = useSiteWords();
  const headingId = useId();
  const [kind, setKind] = useState<ReceiverChoiceKind | null>(null);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setKey(newKey());
  };
  const closes = options.closes_at ? kuwaitDateTime(new Date(options.closes_at)).time : '';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-card border border-line p-4 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {w.delivery.changeHeading}
      </h2>
      {!options.open ? (
        // Why nothing can be changed now (delivered, on its way past the cut-off): a fact of the
        // shipment, not a mistake of the reader, so it reads as a note, not an alarm.
        <p className="rounded-card border border-line bg-surface-muted p-4 font-semibold text-ink">
          {options.refusal}
        </p>
      ) : (
        <form
          aria-labelledby={headingId}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!kind) return setErrors({ kind: w.delivery.kindRequired });
            setBusy(true);
            setErrors({});
            chooseDelivery({ token, idempotency_key: key, choice: choiceOf(kind, values) })
              .then(({ current }) => {
                setKey(newKey());
                setKind(null);
                setValues({});
                onRecorded(current);
              })
              .catch((error: unknown) => setErrors(refusalErrors(error)))
              .finally(() => setBusy(false));
          }}
        >
          <p>{w.delivery.changeIntro}</p>
          {closes ? <p className="font-semibold">{w.delivery.closesAt({ time: closes })}</p> : null}
          <RadioGroup
            label={w.delivery.kindLabel}
            orientation="vertical"
            isRequired
            value={kind}
            onChange={(next) => {
              setKind(next as ReceiverChoiceKind);
              setErrors({});
              setKey(newKey());
            }}
            options={options.kinds.map((id) => ({ id, name: w.delivery.kinds[id] }))}
            errorMessage={errors.kind}
          />
          {kind ? (
            <KindFields kind={kind} options={options} values={values} set={set} errors={errors} />
          ) : null}
          {errors[''] ? (
            <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger">
              {errors['']}
            </p>
          ) : null}
          <Button type="submit" isBusy={busy}>
            {w.delivery.confirm}
          </Button>
        </form>
      )}
    </section>
  );
}
