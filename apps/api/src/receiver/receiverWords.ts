import type { Language } from '@courier/domain/language';
import type { KuwaitAddressError } from '@courier/domain/schemas/kuwaitAddress';
import type { RECEIVER_CHOICE_ERRORS } from '@courier/domain/schemas/receiverChoice';
import type { ReceiverChoiceKind, ReceiverRefusal } from '@courier/domain/receiverChoices';

/**
 * The API's catalogue of the receiver's words (docs/receiver.md), keyed by id, English beside
 * Arabic: the delivery link's refusals and field errors, the tracking remark a choice leaves,
 * and the confirmation sent back by e-mail, SMS or WhatsApp. The Arabic tree has the English
 * tree's type, so a missing entry fails the typecheck.
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
    ReceiverRefusal | 'linkInvalid' | 'choiceClosed' | 'dayNotAllowed' | 'branchUnknown',
    string
  >;
  fields: Record<FieldError, string>;
  checkFields: string;
  recorded: string;
  unchanged: string;
  remark: Record<ReceiverChoiceKind, string>;
  place: { neighbour: string; safe_place: string };
  address: Record<'block' | 'street' | 'house' | 'floor' | 'flat', string>;
  confirm: {
    subject: (awb: string) => string;
    lead: Record<ReceiverChoiceKind, (parts: ConfirmParts) => string>;
    seeOrChange: string;
  };
}

const en: ReceiverWords = {
  refusal: {
    linkInvalid:
      'This link is not valid. Please use the link from your message exactly as it was sent.',
    delivered: 'This shipment has been delivered, so its delivery can no longer be changed.',
    returned: 'This shipment was returned to its sender, so its delivery can no longer be changed.',
    pastCutoff:
      'The courier is already on the way with this shipment, and it is too late to change its delivery today.',
    notInKuwait: 'Delivery choices are only offered for shipments delivered in Kuwait.',
    choiceClosed: 'This choice is no longer possible for this shipment.',
    dayNotAllowed: 'Please choose one of the working days offered.',
    branchUnknown: 'Please choose one of the branches offered.',
  },
  fields: {
    'address.required': 'Please fill in this part of the address.',
    'address.tooLong': 'This is too long.',
    'address.badCharacters': 'This contains characters that are not allowed.',
    'choice.kind': 'Please choose what to change.',
    'choice.date': 'Please choose a day.',
    'choice.branch': 'Please choose a branch.',
    'choice.place': 'Please choose a neighbour or a safe place.',
    'choice.note': 'Please say where or with whom to leave the shipment.',
    'choice.noteTooLong': 'This note is too long.',
  },
  checkFields: 'Please check the highlighted fields.',
  recorded: 'Your choice is recorded. We have sent you a confirmation.',
  unchanged: 'This choice was already recorded.',
  remark: {
    reschedule: 'The receiver chose another delivery day',
    branch: 'The receiver will collect it from a branch',
    neighbour: 'The receiver asked to leave it with a neighbour or in a safe place',
    address: 'The receiver gave another address in Kuwait',
  },
  place: { neighbour: 'a neighbour', safe_place: 'a safe place' },
  address: { block: 'Block', street: 'Street', house: 'House', floor: 'Floor', flat: 'Flat' },
  confirm: {
    subject: (awb) => `Your delivery of shipment ${awb} is changed`,
    lead: {
      reschedule: ({ awb, what }) => `We will deliver shipment ${awb} on ${what}.`,
      branch: ({ awb, what }) => `Shipment ${awb} will wait for you at ${what}.`,
      neighbour: ({ awb, what }) => `We will leave shipment ${awb} with ${what}.`,
      address: ({ awb, what }) => `We will deliver shipment ${awb} to ${what}.`,
    },
    seeOrChange: 'See or change your delivery:',
  },
};

const ar: ReceiverWords = {
  refusal: {
    linkInvalid: 'هذا الرابط غير صالح. يُرجى استخدام الرابط الوارد في رسالتك كما أُرسل تمامًا.',
    delivered: 'تم تسليم هذه الشحنة، لذلك لم يعد بالإمكان تغيير موعد تسليمها.',
    returned: 'أُعيدت هذه الشحنة إلى المرسل، لذلك لم يعد بالإمكان تغيير تسليمها.',
    pastCutoff: 'المندوب في طريقه بهذه الشحنة، وقد فات موعد تغيير تسليمها اليوم.',
    notInKuwait: 'خيارات التسليم متاحة فقط للشحنات التي تُسلَّم داخل الكويت.',
    choiceClosed: 'لم يعد هذا الخيار متاحًا لهذه الشحنة.',
    dayNotAllowed: 'يُرجى اختيار أحد أيام العمل المعروضة.',
    branchUnknown: 'يُرجى اختيار أحد الفروع المعروضة.',
  },
  fields: {
    'address.required': 'يُرجى تعبئة هذا الجزء من العنوان.',
    'address.tooLong': 'هذا النص طويل جدًا.',
    'address.badCharacters': 'يحتوي هذا النص على رموز غير مسموح بها.',
    'choice.kind': 'يُرجى اختيار ما تريد تغييره.',
    'choice.date': 'يُرجى اختيار يوم.',
    'choice.branch': 'يُرجى اختيار فرع.',
    'choice.place': 'يُرجى اختيار الجار أو مكان آمن.',
    'choice.note': 'يُرجى توضيح أين أو مع من تُترك الشحنة.',
    'choice.noteTooLong': 'هذه الملاحظة طويلة جدًا.',
  },
  checkFields: 'يُرجى مراجعة الحقول المحددة.',
  recorded: 'تم تسجيل اختيارك، وأرسلنا إليك تأكيدًا.',
  unchanged: 'سبق تسجيل هذا الاختيار.',
  remark: {
    reschedule: 'اختار المستلم يوم تسليم آخر',
    branch: 'سيستلم المستلم الشحنة من أحد الفروع',
    neighbour: 'طلب المستلم ترك الشحنة لدى جار أو في مكان آمن',
    address: 'حدد المستلم عنوانًا آخر في الكويت',
  },
  place: { neighbour: 'أحد الجيران', safe_place: 'مكان آمن' },
  address: { block: 'قطعة', street: 'شارع', house: 'منزل', floor: 'الدور', flat: 'شقة' },
  confirm: {
    subject: (awb) => `تم تغيير تسليم شحنتك ${awb}`,
    lead: {
      reschedule: ({ awb, what }) => `سنسلّم الشحنة ${awb} يوم ${what}.`,
      branch: ({ awb, what }) => `ستكون الشحنة ${awb} بانتظارك في ${what}.`,
      neighbour: ({ awb, what }) => `سنترك الشحنة ${awb} لدى ${what}.`,
      address: ({ awb, what }) => `سنسلّم الشحنة ${awb} إلى ${what}.`,
    },
    seeOrChange: 'اطّلع على التسليم أو غيّره:',
  },
};

export const RECEIVER_WORDS: Record<Language, ReceiverWords> = { en, ar };

/**
 * A tracking remark a choice left, in `lang` (the tracking answers and the back office show it);
 * undefined for any other remark.
 */
export function receiverRemarkIn(remarks: string, lang: Language): string | undefined {
  const kind = (Object.keys(en.remark) as ReceiverChoiceKind[]).find(
    (k) => en.remark[k] === remarks,
  );
  return kind && RECEIVER_WORDS[lang].remark[kind];
}

/** A field error id in `lang`; an unknown text (a schema's English) is answered as it is. */
export const fieldErrorIn = (id: string, lang: Language): string =>
  (RECEIVER_WORDS[lang].fields as Record<string, string>)[id] ?? id;
