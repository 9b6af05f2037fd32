import type { CatalogOf } from './catalog';
import type { contentEn } from './contentEn';

/** Arabic words of the back office's content-editing components (Modern Standard Arabic). */
export const contentAr: CatalogOf<typeof contentEn> = {
  richText: {
    toolbar: 'تنسيق {label}',
    bold: 'غامق',
    italic: 'مائل',
    heading2: 'عنوان',
    heading3: 'عنوان فرعي',
    bulletList: 'قائمة نقطية',
    orderedList: 'قائمة مرقمة',
    link: 'رابط',
    removeLink: 'إزالة الرابط',
    undo: 'تراجع',
    redo: 'إعادة',
    linkDialog: 'عنوان الرابط',
    linkUrl: 'العنوان (URL)',
    linkUrlHint: 'عنوان ويب (https://...) أو صفحة في الموقع (/about) أو بريد إلكتروني (mailto:...)',
    linkApply: 'تطبيق',
    linkCancel: 'إلغاء',
    linkInvalid: 'أدخل عنوان ويب يبدأ بـ https:// أو مسارًا في الموقع يبدأ بـ / أو mailto: أو tel:',
  },
  image: {
    choose: 'اختيار صورة',
    replace: 'استبدال الصورة',
    remove: 'إزالة الصورة',
    uploading: 'جارٍ الرفع...',
    none: 'لم تُختر صورة',
    alt: 'النص البديل (بالإنجليزية)',
    altHint: 'ما تعرضه الصورة، لمن لا يستطيع رؤيتها.',
    altAr: 'النص البديل (بالعربية)',
    altArHint: 'اختياري: إذا تُرك فارغًا يُستخدم النص الإنجليزي.',
    dimensions: '{width} × {height} بكسل',
    uploadFailed: 'تعذّر رفع الصورة.',
  },
  sortable: {
    moveUp: 'نقل {name} إلى الأعلى',
    moveDown: 'نقل {name} إلى الأسفل',
    up: 'أعلى',
    down: 'أسفل',
    empty: 'لا شيء هنا بعد.',
    moved: 'نُقل {name} إلى الموضع {position} من {total}.',
  },
  bilingual: {
    arabic: '{label} (بالعربية)',
    arabicHint: 'اختياري: إذا تُرك فارغًا يعرض الموقع النص الإنجليزي.',
  },
  publish: { published: 'منشور', draft: 'مسودة' },
};
