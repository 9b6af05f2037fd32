import type { Language } from '@courier/domain/language';

/** Title, description and (home only) keywords per route, keyed by route path. */
export interface RouteMeta {
  title: string;
  description: string;
  keywords?: string;
}

const site = 'Courier Express Kuwait';
const page = (name: string, description: string): RouteMeta => ({
  title: `${name} | ${site}`,
  description,
});

export const routeMeta: Record<string, RouteMeta> = {
  '': {
    title: 'International Courier Service in Kuwait | Express Shipping & Parcel Delivery',
    description:
      'International courier service in Kuwait: express document and parcel shipping to 209+ countries, online booking, door-to-door collection, rate quotes and live shipment tracking.',
    keywords:
      'international courier service Kuwait, courier Kuwait, express shipping Kuwait, parcel delivery Kuwait, door to door courier, shipment tracking Kuwait, cheap international courier',
  },
  services: page(
    'Our Services',
    'Express courier, air freight, sea freight and logistics services from Kuwait.',
  ),
  'service-single': page('Service Details', 'Details of our courier and logistics service.'),
  blog: page('Blog Grid', 'News, tips and stories about international shipping from Kuwait.'),
  'blog-by-category': page('Blog by Category', 'Blog posts in one category.'),
  'blog-by-tag': page('Blog by Tag', 'Blog posts with one tag.'),
  'blog-search': page('Blog Search', 'Search results in our blog.'),
  'blog-single': page('Blog', 'A post from our blog.'),
  team: page('Our Team', 'Meet the team behind our courier service in Kuwait.'),
  'member-details': page('Team Member', 'Profile of a member of our team.'),
  'contact-us': page('Contact Us', 'Call, write or request a callback from our Kuwait office.'),
  'find-location': page('Find Location', 'Find our offices and service points on a list or a map.'),
  'check-rate': page('Check Rate', 'Check international shipping rates from Kuwait in KWD.'),
  'rate-enquiry': page('Rate Enquiry', 'Get a shipping quote and book your shipment online.'),
  franchise: page('Franchise', 'Become a franchise partner of our express courier network.'),
  'book-collection': page('Book Collection', 'Book a shipment collection from your door.'),
  'book-shipment': page(
    'Book Shipment',
    'Book an international shipment online, pay cash or by card.',
  ),
  'static-page': page('Information', 'Company information and policies.'),
  'news-details': page('News & Update', 'Latest news from our courier network.'),
  career: page('Career', 'Job openings at our courier company in Kuwait.'),
  'career-details': page('Career Details', 'Details of a job opening and how to apply.'),
  'about-us': page('About Us', 'Our history, certifications, vision and mission.'),
  faq: page('FAQ', 'Frequently asked questions about shipping, rates and tracking.'),
  peoples: page('Our People', 'The people of our courier network.'),
  'order-tracking': page('Order Tracking', 'Track your shipment by its tracking number.'),
  'customer-login': page('Customer Login', 'Log in to create shipments as a registered customer.'),
  'create-shipment': page('Create Shipment', 'Create a shipment as a registered customer.'),
  'multi-tracking': page('Multi Tracking', 'Track several shipments at once.'),
  'my-account': page('My Account', 'Your shipments in transit, delivered and needing action.'),
  'my-shipments': page('My Shipments', 'Find your shipments, their status and documents.'),
  'shipment-details': page('Shipment Details', 'Tracking history and documents of a shipment.'),
  'address-book': page('Address Book', 'Your saved senders and receivers.'),
  'my-collections': page('My Collections', 'Your collection bookings and their status.'),
  'my-profile': page('My Profile', 'Your contact details, password and notifications.'),
  webhooks: page('Webhooks', 'Your endpoints for signed shipment and pickup events.'),
  'api-keys': page('API keys', 'Keys for the merchant API: create, copy once, revoke.'),
  'account-users': page(
    'Users and roles',
    'Invite colleagues to the business account and choose their roles.',
  ),
  'cash-on-delivery': page(
    'Cash on delivery',
    'The cash collected for you at the door, what is due and each payment to you.',
  ),
  invitation: page('Join a business account', 'Accept an invitation to a business account.'),
  delivery: page('Your delivery', 'See your shipment and choose how it reaches you.'),
};

const notFoundMeta = page('Page not found', 'The page you are looking for does not exist.');

/** The brand keeps its Latin name in Arabic titles. */
const siteAr = site;
const pageAr = (name: string, description: string): RouteMeta => ({
  title: `${name} | ${siteAr}`,
  description,
});

/** The same table in Arabic: /ar pages' titles and descriptions. */
export const routeMetaAr: Record<string, RouteMeta> = {
  '': {
    title: 'خدمة الشحن الدولي السريع في الكويت | شحن سريع وتوصيل الطرود',
    description:
      'خدمة شحن دولي من الكويت: شحن سريع للمستندات والطرود إلى أكثر من 209 دولة، وحجز عبر الإنترنت، واستلام من الباب إلى الباب، وعروض أسعار، وتتبع مباشر للشحنات.',
    keywords:
      'شحن دولي الكويت، شركة شحن الكويت، شحن سريع الكويت، توصيل طرود الكويت، شحن من الباب إلى الباب، تتبع الشحنات الكويت',
  },
  services: pageAr(
    'خدماتنا',
    'خدمات الشحن السريع والشحن الجوي والبحري والخدمات اللوجستية من الكويت.',
  ),
  'service-single': pageAr('تفاصيل الخدمة', 'تفاصيل خدمة الشحن والخدمات اللوجستية.'),
  blog: pageAr('المدونة', 'أخبار ونصائح وقصص عن الشحن الدولي من الكويت.'),
  'blog-by-category': pageAr('المدونة حسب التصنيف', 'مقالات المدونة في تصنيف واحد.'),
  'blog-by-tag': pageAr('المدونة حسب الوسم', 'مقالات المدونة التي تحمل وسمًا واحدًا.'),
  'blog-search': pageAr('البحث في المدونة', 'نتائج البحث في مدونتنا.'),
  'blog-single': pageAr('المدونة', 'مقال من مدونتنا.'),
  team: pageAr('فريقنا', 'تعرّف على الفريق الذي يقدّم خدمة الشحن في الكويت.'),
  'member-details': pageAr('عضو الفريق', 'الملف التعريفي لأحد أعضاء فريقنا.'),
  'contact-us': pageAr('اتصل بنا', 'اتصل بمكتبنا في الكويت أو راسلنا أو اطلب معاودة الاتصال.'),
  'find-location': pageAr('ابحث عن موقع', 'اعثر على مكاتبنا ونقاط الخدمة في قائمة أو على الخريطة.'),
  'check-rate': pageAr('احسب السعر', 'احسب أسعار الشحن الدولي من الكويت بالدينار الكويتي.'),
  'rate-enquiry': pageAr(
    'الاستعلام عن الأسعار',
    'احصل على عرض سعر للشحن واحجز شحنتك عبر الإنترنت.',
  ),
  franchise: pageAr('الامتياز التجاري', 'كن شريك امتياز في شبكتنا للشحن السريع.'),
  'book-collection': pageAr('احجز استلامًا', 'احجز استلام شحنتك من باب منزلك أو مكتبك.'),
  'book-shipment': pageAr('احجز شحنة', 'احجز شحنة دولية عبر الإنترنت وادفع نقدًا أو بالبطاقة.'),
  'static-page': pageAr('معلومات', 'معلومات الشركة وسياساتها.'),
  'news-details': pageAr('الأخبار والمستجدات', 'آخر أخبار شبكتنا للشحن.'),
  career: pageAr('الوظائف', 'الوظائف الشاغرة في شركتنا للشحن في الكويت.'),
  'career-details': pageAr('تفاصيل الوظيفة', 'تفاصيل الوظيفة الشاغرة وطريقة التقديم.'),
  'about-us': pageAr('من نحن', 'تاريخنا وشهاداتنا ورؤيتنا ورسالتنا.'),
  faq: pageAr('الأسئلة الشائعة', 'الأسئلة الشائعة عن الشحن والأسعار والتتبع.'),
  peoples: pageAr('موظفونا', 'العاملون في شبكتنا للشحن.'),
  'order-tracking': pageAr('تتبع الشحنة', 'تتبّع شحنتك برقم التتبع.'),
  'customer-login': pageAr('دخول العملاء', 'سجّل الدخول لإنشاء الشحنات بصفتك عميلًا مسجّلًا.'),
  'create-shipment': pageAr('إنشاء شحنة', 'أنشئ شحنة بصفتك عميلًا مسجّلًا.'),
  'multi-tracking': pageAr('تتبع عدة شحنات', 'تتبّع عدة شحنات في وقت واحد.'),
  'my-account': pageAr('حسابي', 'شحناتك قيد النقل والمُسلَّمة والتي تحتاج إلى إجراء.'),
  'my-shipments': pageAr('شحناتي', 'اعثر على شحناتك وحالتها ومستنداتها.'),
  'shipment-details': pageAr('تفاصيل الشحنة', 'سجل تتبع الشحنة ومستنداتها.'),
  'address-book': pageAr('دفتر العناوين', 'المرسِلون والمستلمون المحفوظون لديك.'),
  'my-collections': pageAr('طلبات الاستلام', 'حجوزات الاستلام الخاصة بك وحالتها.'),
  'my-profile': pageAr('ملفي الشخصي', 'بيانات الاتصال وكلمة المرور والإشعارات.'),
  webhooks: pageAr(
    'الإشعارات الفورية',
    'نقاط الاستقبال لديك لأحداث الشحنات وطلبات الاستلام الموقّعة.',
  ),
  'api-keys': pageAr('مفاتيح API', 'مفاتيح واجهة برمجة التجار: إنشاء ونسخ لمرة واحدة وإلغاء.'),
  'account-users': pageAr('المستخدمون والأدوار', 'ادعُ زملاءك إلى حساب الأعمال واختر أدوارهم.'),
  'cash-on-delivery': pageAr(
    'الدفع عند الاستلام',
    'المبالغ المحصّلة لك عند التسليم، والمستحق لك، وكل دفعة حُوّلت إليك.',
  ),
  invitation: pageAr('الانضمام إلى حساب أعمال', 'اقبل دعوة إلى حساب أعمال.'),
  delivery: pageAr('شحنتك في الطريق', 'اطّلع على شحنتك واختر طريقة وصولها إليك.'),
};

const notFoundMetaAr = pageAr('الصفحة غير موجودة', 'الصفحة التي تبحث عنها غير موجودة.');

/** The meta of a route key (the path without slashes or /ar) in a language; unknown keys are the not-found page's. */
export function routeMetaIn(language: Language, key: string): RouteMeta {
  return language === 'ar'
    ? (routeMetaAr[key] ?? notFoundMetaAr)
    : (routeMeta[key] ?? notFoundMeta);
}
