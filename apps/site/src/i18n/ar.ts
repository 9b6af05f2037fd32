import type { CatalogOf } from '@courier/ui/i18n/catalog';
import type { en } from './en';

/** The site's own words in Modern Standard Arabic (issue 15); loaded only for Arabic pages. */
export const ar: CatalogOf<typeof en> = {
  nav: {
    home: 'الرئيسية',
    skipToContent: 'انتقل إلى المحتوى',
  },
  footer: {
    companyProfile: 'ملف الشركة (PDF)',
    social: {
      facebook: 'فيسبوك',
      twitter: 'تويتر',
      linkedin: 'لينكدإن',
      instagram: 'إنستغرام',
    },
  },
  buttons: {
    submit: 'إرسال',
    sendMessage: 'أرسل الرسالة',
    checkRate: 'احسب السعر',
    proceed: 'متابعة',
    findLocations: 'ابحث عن المواقع',
    readMore: 'اقرأ المزيد',
    login: 'تسجيل الدخول',
    download: 'تنزيل',
    howCanWeHelp: 'كيف يمكننا مساعدتك',
    requestQuote: 'اطلب عرض سعر',
    findNearestLocation: 'ابحث عن أقرب موقع',
    search: 'بحث',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
    home: 'العودة إلى الرئيسية',
  },
  rates: {
    failed: 'تعذّر حساب السعر. يُرجى التحقق من البيانات والمحاولة مرة أخرى.',
    deliveryOption: 'اختر خيار التوصيل',
    fillIn: 'املأ النموذج واضغط {button} لمعرفة التكلفة.',
  },
  blog: {
    category: 'التصنيف',
    categoryNamed: 'التصنيف: {name}',
    tag: 'الوسم',
    tagNamed: 'الوسم: {name}',
    results: 'نتائج البحث عن «{keyword}»',
    noResults: 'لا توجد مقالات تطابق «{keyword}». جرّب كلمة أخرى.',
    emptyCategory: 'لا توجد مقالات في هذا التصنيف بعد.',
    emptyTag: 'لا توجد مقالات بهذا الوسم بعد.',
    posts: 'المقالات',
  },
  tracking: {
    notFound: 'لم يُعثر على شحنة برقم التتبع {number}. يُرجى التحقق من الرقم والمحاولة مرة أخرى.',
    noneFound: 'لم يُعثر على شحنات بأرقام التتبع هذه. يُرجى التحقق من الأرقام والمحاولة مرة أخرى.',
  },
  errors: {
    routeCrash: 'حدث خطأ أثناء عرض هذه الصفحة.',
  },
  common: {
    loading: 'جارٍ التحميل...',
    noResults: 'لا يوجد ما يُعرض بعد.',
    allLocation: 'جميع المواقع',
  },
  about: {
    whoWeAre: 'من نحن',
    vision: 'رؤيتنا',
    mission: 'رسالتنا',
  },
  location: {
    listView: 'عرض القائمة',
    mapView: 'عرض الخريطة',
  },
  career: {
    details: 'تفاصيل الوظيفة',
    experience: 'الخبرة',
    vacancies: 'عدد الشواغر',
    skills: 'المهارات',
  },
  franchise: {
    joinNetwork: 'انضم إلى شبكتنا',
    intro:
      'افتح مكتب امتياز تابعًا لشبكتنا الدولية للشحن السريع في منطقتك. أخبرنا عن نفسك وسنتصل بك.',
    register: 'سجّل',
    serviceContract: 'عقد الخدمة',
    startShipping: 'ابدأ الشحن',
    track: 'تتبّع',
  },
  portal: {
    dashboard: 'حسابي',
    shipments: 'شحناتي',
    shipmentDetails: 'تفاصيل الشحنة',
    addressBook: 'دفتر العناوين',
    collections: 'طلبات الاستلام',
    profile: 'ملفي الشخصي',
    notFound: 'هذه الشحنة ليست من شحناتك.',
    addressSaved: 'تم حفظ العنوان.',
    addressDeleted: 'تم حذف العنوان.',
    profileSaved: 'تم حفظ بياناتك.',
    passwordChanged: 'تم تغيير كلمة المرور، وأُنهيت جلساتك الأخرى.',
    preferencesSaved: 'تم حفظ تفضيلات الإشعارات.',
    collectionBooked: 'تم حجز طلب الاستلام {number}.',
    shipAgainLoaded:
      'عُبّئت البيانات من شحنتك السابقة: راجعها؛ وستطلب الخطوة 3 تاريخ استلام جديدًا والمستندات.',
    shipAgainFailed: 'تعذّر تحميل تلك الشحنة؛ يبدأ المعالج فارغًا.',
  },
};
