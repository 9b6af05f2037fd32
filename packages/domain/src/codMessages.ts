import type { Language } from './language.ts';

/**
 * The words of COD refusals, keyed by id, English and Arabic side by side. The API answers in the
 * request's language with `codMessage(id, language)`; the portal shows its own catalogue words.
 */
const COD_MESSAGES = {
  amount: {
    en: 'Enter a cash on delivery amount in KWD, more than 0 and at most 5,000, with up to 3 decimals.',
    ar: 'أدخل مبلغ الدفع عند الاستلام بالدينار الكويتي، أكبر من 0 وحتى 5,000، بثلاثة أرقام عشرية على الأكثر.',
  },
  collected: {
    en: 'Enter the cash collected in KWD, at most 5,000, with up to 3 decimals.',
    ar: 'أدخل المبلغ المحصّل بالدينار الكويتي، حتى 5,000، بثلاثة أرقام عشرية على الأكثر.',
  },
  notCod: {
    en: 'This shipment has no cash on delivery.',
    ar: 'لا يوجد دفع عند الاستلام لهذه الشحنة.',
  },
  cancelled: {
    en: 'This shipment was cancelled: no cash is collected for it.',
    ar: 'أُلغيت هذه الشحنة: لا يُحصّل أي مبلغ لها.',
  },
  notDelivered: {
    en: 'Cash is recorded when the shipment is delivered.',
    ar: 'يُسجَّل المبلغ عند تسليم الشحنة.',
  },
  period: {
    en: 'The period must start on or before its end.',
    ar: 'يجب أن تبدأ الفترة في تاريخ نهايتها أو قبله.',
  },
  nothingDue: {
    en: 'Nothing is due to this account for the period.',
    ar: 'لا يوجد مبلغ مستحق لهذا الحساب عن هذه الفترة.',
  },
  settledMeanwhile: {
    en: 'Another remittance settled these entries at the same moment. Reload and try again.',
    ar: 'سوّت حوالة أخرى هذه القيود في اللحظة نفسها. أعد التحميل وحاول مرة أخرى.',
  },
  remittanceNotFound: {
    en: 'Remittance not found.',
    ar: 'لم يتم العثور على الحوالة.',
  },
  unknownAccount: {
    en: 'No business account has this number.',
    ar: 'لا يوجد حساب تجاري بهذا الرقم.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CodMessageId = keyof typeof COD_MESSAGES;

export function codMessage(id: CodMessageId, language: Language = 'en'): string {
  return COD_MESSAGES[id][language];
}

/** Every id with its two texts (the coverage test reads it). */
export const codMessageIds = Object.keys(COD_MESSAGES) as CodMessageId[];
