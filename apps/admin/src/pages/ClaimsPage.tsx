import type { ClaimState } from '@courier/domain/claims';
import { formatKuwaitDateTime } from '@courier/domain/formats';
import { formatKwd } from '@courier/domain/money';
import { claimDecisionSchema } from '@courier/domain/schemas/claim';
import { Button } from '@courier/ui/Button';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { FormTextArea } from '@courier/ui/wizard/controlled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { adminCall, useAdmin } from '../api/hooks';
import { ErrorText, PageTitle, StatusText } from '../Layout';
import { useAdminWords, type AdminWords } from '../i18n/words';

type Filter = ClaimState | 'all';
type Decision = 'ask' | 'accept' | 'reject';

const TONE: Record<ClaimState, 'info' | 'warning' | 'success' | 'danger'> = {
  submitted: 'info',
  more_info_requested: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

/** The schema's messages are ids ('claim.reason'): the form shows them in the staff's words. */
function decisionResolver(t: AdminWords): Resolver<FieldValues> {
  const resolve = zodResolver(claimDecisionSchema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const error of Object.values(result.errors) as { message?: string }[]) {
      const id = error?.message?.replace(/^claim\./, '') as keyof AdminWords['claims']['errors'];
      if (id && id in t.claims.errors) error.message = t.claims.errors[id];
    }
    return result;
  };
}

/** A claim opened: its facts, photos (signed links that open for minutes), history, decision. */
function ClaimDetail({ id, onDecided }: { id: string; onDecided: () => void }) {
  const t = useAdminWords();
  const language = useLanguage();
  const { data, error, mutate } = useAdmin('admin_claim', { id });
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const form = useForm<FieldValues>({
    defaultValues: { decision: 'accept', reason: '' },
    resolver: decisionResolver(t),
  });
  const decide = (decision: Decision) => {
    form.setValue('decision', decision);
    void form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        const answer = await adminCall('admin_claim_decide', {
          id,
          decision: values.decision as string,
          reason: values.reason as string,
        });
        setDone(answer.Message);
        form.reset({ decision: 'accept', reason: '' });
        await mutate();
        onDecided();
      } catch (err) {
        setFailure(err);
      }
    })();
  };
  if (error) return <ErrorText error={error} />;
  if (!data) return null;
  const claim = data.claim;
  const open = claim.state === 'submitted' || claim.state === 'more_info_requested';
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3" data-testid="claim-detail">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t.claims.description}</dt>
        <dd className="whitespace-pre-line">{claim.description}</dd>
      </dl>
      <h3 className="font-semibold">{t.claims.photos}</h3>
      {claim.photos.length === 0 ? (
        <p className="text-sm text-ink-muted">{t.claims.noPhotos}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {claim.photos.map((photo, index) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={t.claims.photo({ n: index + 1, number: claim.number })}
                  className="h-28 w-28 rounded border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <h3 className="font-semibold">{t.claims.history}</h3>
      <ol className="flex flex-col gap-1 text-sm">
        {claim.events.map((event, index) => (
          <li key={index}>
            <span className="text-ink-muted">{formatKuwaitDateTime(event.at, language)}</span>{' '}
            <span className="font-semibold">{t.claims.states[event.state]}</span>
            {` · ${claim.by[index] ?? ''}`}
            {event.note ? ` · ${event.note}` : ''}
          </li>
        ))}
      </ol>
      <StatusText message={done} />
      {open && (
        <form
          onSubmit={(event) => event.preventDefault()}
          noValidate
          className="flex flex-col gap-3"
          aria-label={t.claims.open({ number: claim.number })}
        >
          <FormTextArea control={form.control} name="reason" label={t.claims.reason} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onPress={() => decide('ask')}>
              {t.claims.ask}
            </Button>
            <Button variant="outline" onPress={() => decide('reject')}>
              {t.claims.reject}
            </Button>
            <Button onPress={() => decide('accept')}>{t.claims.accept}</Button>
          </div>
        </form>
      )}
      <ErrorText error={failure} />
    </div>
  );
}

/** The claims queue (docs/claims.md): by state, newest first; a claim opens in place. */
export function ClaimsPage() {
  const t = useAdminWords();
  const language = useLanguage();
  const [filter, setFilter] = useState<Filter>('submitted');
  const [opened, setOpened] = useState<string | null>(null);
  const { data, error, mutate } = useAdmin(
    'admin_claims',
    filter === 'all' ? {} : { state: filter },
  );
  return (
    <>
      <PageTitle>{t.claims.title}</PageTitle>
      <div role="group" aria-label={t.claims.show} className="flex flex-wrap gap-2">
        {(['submitted', 'more_info_requested', 'accepted', 'rejected', 'all'] as const).map((s) => (
          <Button
            key={s}
            variant={filter === s ? 'primary' : 'outline'}
            aria-pressed={filter === s}
            onPress={() => setFilter(s)}
          >
            {t.claims.states[s]}
          </Button>
        ))}
      </div>
      <ErrorText error={error} />
      <ul className="flex flex-col gap-3" data-testid="claims-queue">
        {data?.claims.map((row) => (
          <li
            key={row.id}
            className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4"
          >
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-navy-800">{row.number}</span>
              <StatusBadge label={t.claims.states[row.state]} tone={TONE[row.state]} />
              <StatusBadge label={t.claims.kinds[row.kind]} tone="info" />
            </p>
            <p className="text-sm">
              {t.claims.shipment} {row.awb} · {t.claims.claimants[row.claimant]} ·{' '}
              {formatKwd(row.value_fils, language)} ·{' '}
              {formatKuwaitDateTime(row.created_at, language)}
            </p>
            <div>
              <Button
                variant="outline"
                aria-expanded={opened === row.id}
                onPress={() => setOpened(opened === row.id ? null : row.id)}
              >
                {opened === row.id ? t.claims.close : t.claims.open({ number: row.number })}
              </Button>
            </div>
            {opened === row.id && <ClaimDetail id={row.id} onDecided={() => void mutate()} />}
          </li>
        ))}
      </ul>
      {data && data.claims.length === 0 && <p className="text-ink-muted">{t.claims.empty}</p>}
    </>
  );
}
