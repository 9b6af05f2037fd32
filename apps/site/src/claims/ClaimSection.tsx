import type { ClaimGateAnswer, ClaimView } from '@courier/api-client/endpoints/claims';
import { CLAIM_PHOTOS_MAX, type ClaimKind } from '@courier/domain/claims';
import { formatKuwaitDateTime } from '@courier/domain/formats';
import { formatKwd } from '@courier/domain/money';
import {
  claimAnswerSchema,
  claimFormSchema,
  type ClaimFormInput,
} from '@courier/domain/schemas/claim';
import { Button } from '@courier/ui/Button';
import { prepareUpload, type UploadedFile } from '@courier/ui/FileUpload/prepareUpload';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { FormRadioGroup, FormTextArea, FormTextField } from '@courier/ui/wizard/controlled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { DropZone, FileTrigger } from 'react-aria-components';
import type { z } from 'zod';
import { refusalErrors } from '../api/portal/fieldErrors';
import { useClaimsWords } from '../i18n/claimsWords';

/** What the section needs from its page: the claim's state, and the two writes. */
export interface ClaimCalls {
  load: () => Promise<{ gate: ClaimGateAnswer; claim: ClaimView | null }>;
  file: (
    idempotencyKey: string,
    claim: { kind: string; description: string; valueFils: number; photos: string[] },
  ) => Promise<{ claim: ClaimView; Message: string }>;
  answer: (
    claimId: string,
    answer: { note: string; photos: string[] },
  ) => Promise<{ claim: ClaimView; Message: string }>;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type Words = ReturnType<typeof useClaimsWords>;

/** The schema's messages are ids ('claim.photoRequired'): the form shows them in words. */
function wordedResolver(schema: z.ZodType, w: Words) {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values: FieldValues, context: unknown, options: unknown) => {
    const result = await resolve(values, context, options as never);
    for (const error of Object.values(result.errors) as { message?: string }[]) {
      const id = error?.message?.replace(/^claim\./, '') as keyof Words['errors'] | undefined;
      if (id && id in w.errors) error.message = w.errors[id];
    }
    return result as never;
  };
}

/**
 * The claim section (docs/claims.md): the claim's state and history once filed, the answer form
 * when staff asked for more, else the claim form while the rules allow one; nothing when
 * neither. The delivery page and the portal's shipment page hand it their calls.
 */
export function ClaimSection({
  calls,
  initial,
  heading,
}: {
  calls: ClaimCalls;
  initial: { gate: ClaimGateAnswer; claim: ClaimView | null };
  heading: 'title' | 'portalTitle';
}) {
  const w = useClaimsWords();
  const [state, setState] = useState(initial);
  const [notice, setNotice] = useState('');
  const { gate, claim } = state;
  if (!claim && !gate.open) return null;
  return (
    <section
      aria-labelledby="claim-heading"
      className="space-y-4 rounded-card border border-line p-4 shadow-card sm:p-6"
      data-testid="claim-section"
    >
      <h2 id="claim-heading" className="text-xl font-bold text-navy-800">
        {w[heading]}
      </h2>
      {notice ? (
        <p role="status" className="rounded-card bg-success-soft p-3 font-semibold">
          {notice}
        </p>
      ) : null}
      {claim ? (
        <>
          <ClaimStatus claim={claim} />
          {claim.state === 'more_info_requested' ? (
            <AnswerForm
              onSend={async (answer) => {
                const done = await calls.answer(claim.id, answer);
                setNotice(done.Message);
                setState({ gate, claim: done.claim });
              }}
            />
          ) : null}
        </>
      ) : (
        <>
          <p>{w.lead}</p>
          <ClaimForm
            kinds={gate.kinds}
            onSend={async (key, filing) => {
              const done = await calls.file(key, filing);
              setNotice(done.Message);
              setState({ gate, claim: done.claim });
            }}
          />
        </>
      )}
    </section>
  );
}

function ClaimStatus({ claim }: { claim: ClaimView }) {
  const w = useClaimsWords();
  const language = useLanguage();
  const tone =
    claim.state === 'accepted'
      ? 'bg-success-soft'
      : claim.state === 'rejected'
        ? 'bg-danger-soft'
        : 'bg-navy-50';
  return (
    <div className="space-y-3" data-testid="claim-status">
      <h3 className="font-semibold">{w.claimHeading({ number: claim.number })}</h3>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{w.status}</dt>
        <dd>
          <span
            className={`inline-block rounded px-2 py-0.5 font-semibold ${tone}`}
            data-testid="claim-state"
          >
            {claim.state_label}
          </span>
        </dd>
        <dt className="font-semibold">{w.kindLabel}</dt>
        <dd>{claim.kind_label}</dd>
        <dt className="font-semibold">{w.valueLabel}</dt>
        <dd>{formatKwd(claim.value_fils, language)}</dd>
        <dt className="font-semibold">{w.filedOn}</dt>
        <dd>{formatKuwaitDateTime(claim.created_at, language)}</dd>
        {claim.reason ? (
          <>
            <dt className="font-semibold">{w.ourNote}</dt>
            <dd>{claim.reason}</dd>
          </>
        ) : null}
      </dl>
      <h4 className="font-semibold">{w.history}</h4>
      <ol className="space-y-1 text-sm">
        {claim.events.map((event, index) => (
          <li key={index}>
            <span className="text-ink-muted">{formatKuwaitDateTime(event.at, language)}</span>{' '}
            <span className="font-semibold">{event.state_label}</span>
            {event.note ? <span>{` · ${event.note}`}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Photos chosen with the button or dropped on the box: compressed to JPEG, up to five. */
function PhotoPicker({
  photos,
  onChange,
  errorMessage,
}: {
  photos: UploadedFile[];
  onChange: (photos: UploadedFile[]) => void;
  errorMessage?: string;
}) {
  const w = useClaimsWords();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const add = async (files: File[]) => {
    setBusy(true);
    setLoadError(undefined);
    try {
      const prepared = await Promise.all(files.map((file) => prepareUpload(file)));
      onChange([...photos, ...prepared].slice(0, CLAIM_PHOTOS_MAX));
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const shown = loadError ?? errorMessage;
  return (
    <DropZone
      aria-label={w.dropHere}
      onDrop={async (event) => {
        const files = await Promise.all(
          event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
        );
        await add(files);
      }}
      className={({ isDropTarget }) =>
        `flex flex-col gap-2 rounded-card border-2 border-dashed p-4 ${isDropTarget ? 'border-express-600 bg-navy-50' : 'border-line'}`
      }
    >
      <span id={`${id}-label`} className="text-sm font-semibold text-ink">
        {w.photos}
      </span>
      <span id={`${id}-hint`} className="text-sm text-ink-muted">
        {w.photosHint}
      </span>
      <FileTrigger
        acceptedFileTypes={['image/jpeg', 'image/png']}
        allowsMultiple
        onSelect={(files) => void add(files ? [...files] : [])}
      >
        <Button
          variant="outline"
          isBusy={busy}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          data-testid="claim-add-photos"
        >
          {w.addPhotos}
        </Button>
      </FileTrigger>
      {photos.length === 0 ? (
        <p className="text-sm text-ink-muted">{w.noPhotos}</p>
      ) : (
        <ul className="flex flex-wrap gap-3" aria-labelledby={`${id}-label`}>
          {photos.map((photo, index) => (
            <li key={index} className="flex flex-col items-center gap-1">
              <img
                src={photo.dataUrl}
                alt={photo.name}
                className="h-20 w-20 rounded object-cover"
              />
              <Button
                variant="ghost"
                aria-label={w.removePhoto({ name: photo.name })}
                onPress={() => onChange(photos.filter((_, i) => i !== index))}
              >
                {w.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-ink-muted">{w.dropHere}</p>
      {shown ? (
        <p
          id={`${id}-error`}
          className="text-sm font-medium text-danger"
          data-testid="claim-photo-error"
        >
          {shown}
        </p>
      ) : null}
    </DropZone>
  );
}

type FormValues = Omit<ClaimFormInput, 'photos'> & { photos: UploadedFile[] };

function ClaimForm({
  kinds,
  onSend,
}: {
  kinds: readonly ClaimKind[];
  onSend: ClaimCalls['file'] extends (k: string, c: infer C) => unknown
    ? (key: string, claim: C) => Promise<void>
    : never;
}) {
  const w = useClaimsWords();
  const [key] = useState(newKey);
  const [formError, setFormError] = useState('');
  const resolver = wordedResolver(claimFormSchema, w);
  const form = useForm<FormValues>({
    defaultValues: { kind: kinds[0] ?? 'damage', description: '', value: '', photos: [] },
    // The schema reads photos as data URLs: the picker's files are turned into them first.
    resolver: async (values, context, options) =>
      resolver({ ...values, photos: values.photos.map((p) => p.dataUrl) }, context, options),
  });
  const { control, handleSubmit, setError, formState } = form;
  // The resolver hands over the schema's output: the value in fils, the photos as data URLs.
  const submit = handleSubmit(async (values) => {
    setFormError('');
    const parsed = values as unknown as z.output<typeof claimFormSchema>;
    try {
      await onSend(key, {
        kind: parsed.kind,
        description: parsed.description,
        valueFils: parsed.value,
        photos: parsed.photos,
      });
    } catch (error) {
      const errors = refusalErrors(error);
      for (const [name, message] of Object.entries(errors)) {
        if (name === 'valueFils') setError('value', { message });
        else if (name === 'kind' || name === 'description' || name === 'photos')
          setError(name, { message });
        else setFormError(message);
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="claim-form">
      <FormRadioGroup
        control={control}
        name="kind"
        label={w.kind}
        options={kinds.map((kind) => ({ id: kind, name: w.kinds[kind] }))}
      />
      <FormTextArea control={control} name="description" label={w.description} />
      <FormTextField
        control={control}
        name="value"
        label={w.value}
        inputMode="decimal"
        description={w.valueHint}
      />
      <Controller
        control={control}
        name="photos"
        render={({ field, fieldState }) => (
          <PhotoPicker
            photos={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {formError ? (
        <p role="alert" className="rounded-card bg-danger-soft p-3 font-semibold text-danger">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" isBusy={formState.isSubmitting}>
          {w.submit}
        </Button>
      </div>
    </form>
  );
}

function AnswerForm({
  onSend,
}: {
  onSend: (answer: { note: string; photos: string[] }) => Promise<void>;
}) {
  const w = useClaimsWords();
  const [formError, setFormError] = useState('');
  const resolver = wordedResolver(claimAnswerSchema, w);
  const form = useForm<{ note: string; photos: UploadedFile[] }>({
    defaultValues: { note: '', photos: [] },
    resolver: async (values, context, options) =>
      resolver({ ...values, photos: values.photos.map((p) => p.dataUrl) }, context, options),
  });
  const { control, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (values) => {
    setFormError('');
    try {
      const parsed = values as unknown as { note: string; photos: string[] };
      await onSend({ note: parsed.note, photos: parsed.photos });
    } catch (error) {
      const errors = refusalErrors(error);
      for (const [name, message] of Object.entries(errors)) {
        if (name === 'note' || name === 'photos') setError(name, { message });
        else setFormError(message);
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="claim-answer-form">
      <h3 className="font-semibold">{w.moreInfo}</h3>
      <FormTextArea control={control} name="note" label={w.answer} />
      <Controller
        control={control}
        name="photos"
        render={({ field, fieldState }) => (
          <PhotoPicker
            photos={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {formError ? (
        <p role="alert" className="rounded-card bg-danger-soft p-3 font-semibold text-danger">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" isBusy={formState.isSubmitting}>
          {w.sendAnswer}
        </Button>
      </div>
    </form>
  );
}
