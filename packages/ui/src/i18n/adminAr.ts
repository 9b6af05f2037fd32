import type { CatalogOf } from './catalog';
import type { adminUiEn } from './adminEn';

/** Arabic words of the back-office components (Modern Standard Arabic). */
export const adminUiAr: CatalogOf<typeof adminUiEn> = {
  dataTable: {
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: 'الصفحة {page} من {pages} ({total, plural, zero {لا صفوف} one {صف واحد} two {صفان} few {# صفوف} many {# صفًا} other {# صف}})',
    pagesOf: '{label}: الصفحات',
    empty: 'لم يُعثر على شيء.',
    loading: 'جارٍ التحميل...',
  },
  filters: { search: 'بحث', clear: 'مسح عوامل التصفية' },
  confirm: { confirm: 'تأكيد', cancel: 'إلغاء' },
  scan: { results: 'نتائج المسح', accepted: 'مقبول', refused: 'مرفوض' },
};
