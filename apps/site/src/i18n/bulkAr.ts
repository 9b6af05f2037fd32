import type { CatalogOf } from '@courier/ui/i18n/catalog';
import type { bulkEn } from './bulkEn';

/** Arabic words of the bulk upload page (bulkEn.ts). */
export const bulkAr: CatalogOf<typeof bulkEn> = {
  intro:
    'ارفع شحنات اليوم في ملف واحد بصيغة CSV أو Excel ‏(xlsx): نتحقق من كل صف، ونحجز الصفوف الصحيحة دفعة واحدة، وتحصل على كل ملصقاتها في ملف واحد.',
  rules:
    'حتى 5,000 صف و20 ميغابايت. تأخذ خانات المرسل الفارغة عنوان حسابك، وتستخدم كل شحنة وثيقة الهوية من آخر حجز لك.',
  templateTitle: 'النموذج',
  templateEn: 'النموذج بعناوين إنجليزية (CSV)',
  templateAr: 'النموذج بعناوين عربية (CSV)',
  fileTitle: 'ملفك',
  fileLabel: 'ملف الشحنات (CSV أو xlsx)',
  checking: 'جارٍ التحقق من الملف...',
  previewTitle: 'نتيجة التحقق',
  rows: 'الصفوف',
  valid: 'جاهزة للإنشاء',
  invalid: 'فيها أخطاء',
  errorsTitle: 'الأخطاء حسب الخانة',
  errorsHint:
    'صحّح هذه الخانات في ملفك ثم اختره مرة أخرى، أو أنشئ الصفوف الصحيحة الآن: تُستبعد الصفوف التي فيها أخطاء.',
  noErrors: 'كل الصفوف صحيحة.',
  row: 'الصف',
  column: 'العمود',
  problem: 'المشكلة',
  mappingTitle: 'أعمدة ملفك',
  mappingHint:
    'اختر عمود النموذج الذي يحمله كل عمود من أعمدة ملفك. يتذكر حسابك ذلك لملفاتك القادمة.',
  mappingLabel: 'عمودك «{header}»',
  unmapped: 'أعمدة ملفك غير المستخدمة: {count}',
  errorsShown: 'أول {shown} من {count} خطأ.',
  showAllErrors: 'اعرض كل الأخطاء ({count})',
  notUsed: 'غير مستخدم',
  takenTwice: 'عمود آخر من ملفك يحمل هذا العمود بالفعل.',
  showMapping: 'غيّر الأعمدة',
  hideMapping: 'أخفِ الأعمدة',
  saveMapping: 'احفظ الأعمدة وتحقق مرة أخرى',
  mappingSaved: 'حُفظت الأعمدة.',
  create: 'أنشئ {count} شحنة',
  creatingTitle: 'جارٍ إنشاء الشحنات',
  progress: 'تم {done} من {total} صف',
  doneTitle: 'أُنشئت الشحنات',
  created: 'أُنشئت',
  failed: 'لم تُنشأ',
  leftOut: 'مستبعدة (أخطاء)',
  failedTitle: 'صفوف لم تُنشأ',
  labelsTitle: 'الملصقات',
  labelsHint: 'ملصقات كل الشحنات المنشأة في ملف واحد، بترتيب صفوفك.',
  labelsA4: 'كل الملصقات، PDF بحجم A4',
  labels4x6: 'كل الملصقات، PDF بحجم 4x6',
  labelsZpl: 'كل الملصقات، ZPL',
  another: 'ارفع ملفًا آخر',
};
