import type { CatalogOf } from '../catalog.ts';
import type { claimsCatalogEn } from './claimsEn.ts';

/** The Arabic of the claims' words, key for key (claimsEn.ts says how they are read). */
export const claimsCatalogAr: CatalogOf<typeof claimsCatalogEn> = {
  refusal: {
    notYet: 'يمكن تقديم المطالبة بعد تسليم الشحنة أو فقدانها أو تأخرها أسبوعًا.',
    windowClosed: 'كان يمكن تقديم المطالبات لهذه الشحنة خلال 30 يومًا من تسليمها.',
    returned: 'أُعيدت هذه الشحنة إلى مرسلها: لا يمكن تقديم مطالبة عنها.',
    cancelled: 'أُلغيت هذه الشحنة: لا يمكن تقديم مطالبة عنها.',
    kindNotAllowed: 'لا يمكن تقديم هذا النوع من المطالبات لهذه الشحنة الآن.',
    openClaim: 'لديك مطالبة مفتوحة لهذه الشحنة.',
    notFound: 'لم يُعثر على المطالبة.',
    stepNotAllowed: 'لم يعد من الممكن تغيير هذه المطالبة بهذه الطريقة.',
  },
  fields: {
    kind: 'يرجى اختيار تلف أو فقدان.',
    description: 'يرجى وصف ما حدث.',
    descriptionTooLong: 'يرجى ألا يتجاوز الوصف 2000 حرف.',
    value: 'أدخل القيمة بالدينار الكويتي، مثلًا 12.500.',
    valueTooHigh: 'فوق 5,000 د.ك، يرجى التواصل مع خدمة العملاء.',
    photo: 'يجب أن تكون كل صورة بصيغة JPEG أو PNG وألا يتجاوز حجمها 3 ميغابايت.',
    photoRequired: 'أضف صورة واحدة على الأقل للتلف.',
    tooManyPhotos: 'أضف 5 صور على الأكثر.',
    reason: 'يرجى ذكر السبب.',
    reasonTooLong: 'يرجى ألا يتجاوز السبب 1000 حرف.',
  },
  checkFields: 'يرجى مراجعة الحقول المحددة.',
  filed: 'تم تقديم مطالبتك. أرسلنا إليك تأكيدًا.',
  answered: 'شكرًا لك: وصلنا ردك.',
  decided: 'تم تحديث المطالبة وإبلاغ صاحبها.',
  state: {
    submitted: 'مقدَّمة',
    more_info_requested: 'مطلوب مزيد من المعلومات',
    accepted: 'مقبولة',
    rejected: 'مرفوضة',
  },
  kind: { damage: 'تلف', loss: 'فقدان' },
  message: {
    subject: 'مطالبتك {claim} للشحنة {awb}',
    lead: {
      submitted: 'استلمنا مطالبتك {claim} للشحنة {awb}.',
      more_info_requested: 'نحتاج إلى مزيد من المعلومات عن مطالبتك {claim} للشحنة {awb}: {reason}',
      accepted: 'تم قبول مطالبتك {claim} للشحنة {awb}.',
      rejected: 'تم رفض مطالبتك {claim} للشحنة {awb}: {reason}',
    },
    see: 'اطّلع على مطالبتك:',
  },
};
