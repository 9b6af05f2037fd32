import { formatKwd } from '@courier/domain/money';
import { Isolate } from '@courier/ui/Bidi';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import type { Stop } from '../data';
import { useCourierWords } from '../i18n/words';
import type { LocalStop } from '../stopState';
import { addressLines } from '../stopText';

/** A stop's state as the phone knows it: done, waiting to be sent, or refused (with why). */
export function StopStateLine({ local }: { local: LocalStop }) {
  const t = useCourierWords();
  const state = t.states[local.state];
  if (local.refusal)
    return (
      <p className="rounded bg-danger-soft p-2 font-bold text-danger">
        {t.local.refused({ message: local.refusal })}
      </p>
    );
  const tone =
    local.state === 'open'
      ? 'bg-surface-muted text-black'
      : local.waiting
        ? 'bg-express-100 text-black'
        : local.state === 'failed'
          ? 'bg-danger-soft text-danger'
          : 'bg-success-soft text-success';
  return (
    <p className={`rounded px-2 py-1 font-bold ${tone}`}>
      {local.waiting ? t.local.waiting({ state }) : state}
    </p>
  );
}

/** What the courier needs at a stop: party, address, call, cash to collect, choice and notes. */
export function StopFacts({ stop }: { stop: Stop }) {
  const t = useCourierWords();
  const language = useLanguage();
  const party = [stop.contact.company, stop.contact.name].filter(
    (n, i, all) => n.trim() !== '' && all.indexOf(n) === i,
  );
  return (
    <dl className="grid grid-cols-1 gap-1">
      {party.map((name) => (
        <dd key={name} className="text-lg font-bold">
          <Isolate>{name}</Isolate>
        </dd>
      ))}
      <dt className="sr-only">{t.stop.address}</dt>
      <dd>
        {addressLines(stop.address, t.stop.parts).map((line) => (
          <span key={line} className="block">
            <Isolate>{line}</Isolate>
          </span>
        ))}
      </dd>
      {stop.codAmountFils !== null && (
        <>
          <dt className="mt-1 font-bold">{t.stop.cod}</dt>
          <dd className="text-xl font-bold">
            <Isolate>{formatKwd(stop.codAmountFils, language)}</Isolate>
          </dd>
        </>
      )}
      {stop.receiverChoice && (
        <>
          <dt className="mt-1 font-bold">{t.stop.choice}</dt>
          <dd>
            <Isolate>{stop.receiverChoice.summary}</Isolate>
          </dd>
        </>
      )}
      {stop.notes.trim() !== '' && (
        <>
          <dt className="mt-1 font-bold">{t.stop.notes}</dt>
          <dd className="whitespace-pre-line">
            <Isolate>{stop.notes}</Isolate>
          </dd>
        </>
      )}
    </dl>
  );
}

/** A tel: link as large as a thumb. */
export function CallLink({ phone }: { phone: string }) {
  const t = useCourierWords();
  if (phone.trim() === '') return null;
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-navy-900 px-4 font-bold text-navy-900"
    >
      {t.stop.call({ phone: `\u2066${phone}\u2069` })}
    </a>
  );
}
