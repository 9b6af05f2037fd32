import { formatKwd } from '@courier/domain/money';
import { Isolate, Ltr } from '@courier/ui/Bidi';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { StatusBadge, type StatusTone } from '@courier/ui/StatusBadge';
import { useAdminWords } from '../i18n/words';
import { addressPieces, joinTyped, partyNames, type RunStop } from './runStops';

const STATE_TONES: Record<RunStop['state'], StatusTone> = {
  open: 'info',
  picked_up: 'success',
  delivered: 'success',
  failed: 'danger',
};

/** A stop's address in one line, Kuwaiti parts with their words ('Block 3, Street 5'). */
export function StopAddress({ stop }: { stop: RunStop }) {
  const t = useAdminWords();
  const pieces = addressPieces(stop.address);
  // As booked: the typed values as they are written. With Kuwaiti parts: the parts' words are
  // the staff member's language, and so is the comma between them.
  const text = pieces.every((piece) => 'text' in piece)
    ? joinTyped(pieces.map((piece) => piece.text))
    : pieces
        .map((piece) =>
          'text' in piece ? piece.text : t.runs.parts[piece.part]({ value: piece.value }),
        )
        .join(t.runs.separator);
  return text ? <Isolate>{text}</Isolate> : null;
}

/**
 * One stop as the run shows it: its place in the run, kind, state and AWB, the party and the
 * address, then what the courier must know there (cash to collect, the receiver's choice, notes).
 */
export function RunStopDetails({ stop, position }: { stop: RunStop; position: number }) {
  const t = useAdminWords();
  const language = useLanguage();
  const party = joinTyped(partyNames(stop.contact));
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <strong className="text-navy-800">{t.runs.position({ position })}</strong>
        <StatusBadge label={t.runs.kinds[stop.kind]} tone="neutral" />
        <StatusBadge label={t.runs.states[stop.state]} tone={STATE_TONES[stop.state]} />
        <Ltr className="font-mono">{stop.awb}</Ltr>
      </p>
      {(party || stop.contact.phone) && (
        <p className="flex flex-wrap gap-x-3 break-words">
          {party && <Isolate>{party}</Isolate>}
          {stop.contact.phone && <Ltr>{stop.contact.phone}</Ltr>}
        </p>
      )}
      <p className="break-words text-ink-muted">
        <StopAddress stop={stop} />
      </p>
      {(stop.codAmountFils !== null || stop.receiverChoice || stop.notes) && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {stop.codAmountFils !== null && (
            <>
              <dt className="font-medium">{t.runs.cod}</dt>
              <dd>
                <Isolate>{formatKwd(stop.codAmountFils, language)}</Isolate>
              </dd>
            </>
          )}
          {stop.receiverChoice && (
            <>
              <dt className="font-medium">{t.runs.choice}</dt>
              <dd className="break-words">{stop.receiverChoice.summary}</dd>
            </>
          )}
          {stop.notes && (
            <>
              <dt className="font-medium">{t.runs.notes}</dt>
              <dd className="break-words">
                <Isolate>{stop.notes}</Isolate>
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
