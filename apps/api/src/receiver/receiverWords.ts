import { LANGUAGES, type Language } from '@courier/domain/language';
import type { KuwaitAddressError } from '@courier/domain/schemas/kuwaitAddress';
import type { RECEIVER_CHOICE_ERRORS } from '@courier/domain/schemas/receiverChoice';
import type { ReceiverRecordKind, ReceiverRefusal } from '@courier/domain/receiverChoices';
import { messageWordsIn } from '../http/messageLanguage.ts';

/**
 * The receiver's words (docs/receiver.md) as the receiver's code reads them, keyed by id: the
 * delivery link's refusals and field errors, the tracking remark a choice leaves, and the
 * confirmation sent back by e-mail, SMS or WhatsApp. The words are the messages catalogue's
 * `receiver` group (@courier/domain i18n/en.ts and ar.ts), in each language.
 */
type FieldError =
  KuwaitAddressError | (typeof RECEIVER_CHOICE_ERRORS)[keyof typeof RECEIVER_CHOICE_ERRORS];

interface ConfirmParts {
  awb: string;
  /** What was chosen, already in words: a date, a branch's name, 'a neighbour', an address. */
  what: string;
}

export interface ReceiverWords {
  refusal: Record<
    | ReceiverRefusal
    | 'linkInvalid'
    | 'choiceClosed'
    | 'dayNotAllowed'
    | 'branchUnknown'
    | 'codNotDue'
    | 'codPaid',
    string
  >;
  fields: Record<FieldError, string>;
  checkFields: string;
  recorded: string;
  unchanged: string;
  /** For the courier's run: the COD amount was paid online, nothing to collect. */
  codPaidNote: string;
  remark: Record<ReceiverRecordKind, string>;
  place: { neighbour: string; safe_place: string };
  address: Record<'block' | 'street' | 'house' | 'floor' | 'flat', string>;
  confirm: {
    subject: (awb: string) => string;
    lead: Record<ReceiverRecordKind, (parts: ConfirmParts) => string>;
    seeOrChange: string;
  };
}

/** The catalogue's group in one language, in the shape the receiver's code reads. */
function receiverWordsIn(language: Language): ReceiverWords {
  const w = messageWordsIn(language).receiver;
  const { address, choice } = w.fields;
  return {
    refusal: w.refusal,
    fields: {
      'address.required': address.required,
      'address.tooLong': address.tooLong,
      'address.badCharacters': address.badCharacters,
      'choice.kind': choice.kind,
      'choice.date': choice.date,
      'choice.branch': choice.branch,
      'choice.place': choice.place,
      'choice.note': choice.note,
      'choice.noteTooLong': choice.noteTooLong,
    },
    checkFields: w.checkFields,
    recorded: w.recorded,
    unchanged: w.unchanged,
    codPaidNote: w.codPaidNote,
    remark: w.remark,
    place: w.place,
    address: w.address,
    confirm: {
      subject: (awb) => w.confirm.subject({ awb }),
      lead: {
        reschedule: (parts) => w.confirm.lead.reschedule({ ...parts }),
        branch: (parts) => w.confirm.lead.branch({ ...parts }),
        neighbour: (parts) => w.confirm.lead.neighbour({ ...parts }),
        address: (parts) => w.confirm.lead.address({ ...parts }),
        cod_paid: (parts) => w.confirm.lead.cod_paid({ ...parts }),
      },
      seeOrChange: w.confirm.seeOrChange,
    },
  };
}

export const RECEIVER_WORDS = Object.fromEntries(
  LANGUAGES.map((language) => [language, receiverWordsIn(language)]),
) as Record<Language, ReceiverWords>;

/**
 * A tracking remark a choice left, in `lang` (the tracking answers and the back office show it);
 * undefined for any other remark.
 */
export function receiverRemarkIn(remarks: string, lang: Language): string | undefined {
  const { en } = RECEIVER_WORDS;
  const kind = (Object.keys(en.remark) as ReceiverRecordKind[]).find(
    (k) => en.remark[k] === remarks,
  );
  return kind && RECEIVER_WORDS[lang].remark[kind];
}

/** A field error id in `lang`; an unknown text (a schema's English) is answered as it is. */
export const fieldErrorIn = (id: string, lang: Language): string =>
  (RECEIVER_WORDS[lang].fields as Record<string, string>)[id] ?? id;
