const img = (slug: string) => `/media/blog/${slug}.svg`;

export const BLOG_CATEGORIES = ['Shipping Tips', 'Customs & Trade', 'Company News'];
/** Arabic twins of the category names (blog_categories.name_ar), by English name. */
export const BLOG_CATEGORIES_AR: Readonly<Record<string, string>> = {
  'Shipping Tips': 'نصائح الشحن',
  'Customs & Trade': 'الجمارك والتجارة',
  'Company News': 'أخبار الشركة',
};
export const BLOG_TAGS = [
  'Packaging',
  'Customs',
  'E-commerce',
  'Air Freight',
  'GCC',
  'Documents',
  'Tracking',
  'Rates',
];
/** Arabic twins of the tag names (blog_tags.name_ar), by English name. */
export const BLOG_TAGS_AR: Readonly<Record<string, string>> = {
  Packaging: 'التغليف',
  Customs: 'الجمارك',
  'E-commerce': 'التجارة الإلكترونية',
  'Air Freight': 'الشحن الجوي',
  GCC: 'دول الخليج',
  Documents: 'المستندات',
  Tracking: 'التتبّع',
  Rates: 'الأسعار',
};

export const BLOG_POSTS: {
  key: string;
  title: string;
  author: string;
  date: string;
  category: string;
  tags: string[];
  short: string;
  description: string;
  /** Arabic twins (the author's name stays as it is written). */
  titleAr: string;
  shortAr: string;
  descriptionAr: string;
}[] = [
  {
    key: 'pack-fragile-items',
    title: 'How to pack fragile items for international shipping',
    author: 'Sara Al-Mutairi',
    date: '2026-11-02',
    category: 'Shipping Tips',
    tags: ['Packaging'],
    short:
      'Double boxing, void fill and the 6 cm rule: what keeps glass and electronics safe across borders.',
    description: `<p>Fragile goods travel through several hubs before they reach the receiver. Pack them so they survive a 1.2 metre drop on any side.</p><ol><li>Wrap each item separately in bubble wrap.</li><li>Leave 6 cm of cushioning between the item and the box walls.</li><li>Use a new double-wall carton and seal it with the H-taping method.</li></ol>`,
    titleAr: 'كيف تغلّف المواد القابلة للكسر للشحن الدولي',
    shortAr:
      'التغليف المزدوج ومواد الحشو وقاعدة الستة سنتيمترات: ما يحمي الزجاج والأجهزة الإلكترونية عبر الحدود.',
    descriptionAr: `<p>تمر البضائع القابلة للكسر بعدة مراكز قبل أن تصل إلى المستلم. غلّفها بحيث تتحمّل سقوطًا من ارتفاع 1.2 متر على أي جانب.</p><ol><li>لفّ كل قطعة على حدة بغلاف الفقاعات.</li><li>اترك 6 سم من الحشو بين القطعة وجدران الصندوق.</li><li>استخدم صندوقًا جديدًا مزدوج الجدار وأغلقه بطريقة الشريط على شكل H.</li></ol>`,
  },
  {
    key: 'volumetric-weight',
    title: 'Volumetric weight explained',
    author: 'Rahul Menon',
    date: '2026-10-20',
    category: 'Shipping Tips',
    tags: ['Rates', 'Packaging'],
    short: 'Why a large light box can cost more than a small heavy one, and how to calculate it.',
    description: `<p>Couriers charge on the greater of actual and volumetric weight. Volumetric weight is length x width x height in centimetres divided by 5000.</p><p>A 50 x 40 x 30 cm box therefore counts as 12 kg, even if it weighs 4 kg. Charges are then rounded up to the next half kilogram.</p>`,
    titleAr: 'شرح الوزن الحجمي',
    shortAr: 'لماذا قد تكلّف علبة كبيرة خفيفة أكثر من علبة صغيرة ثقيلة، وكيف تحسبه.',
    descriptionAr: `<p>تحتسب شركات البريد السريع الأجرة على الوزن الأكبر من الوزن الفعلي والوزن الحجمي. والوزن الحجمي هو الطول × العرض × الارتفاع بالسنتيمتر مقسومًا على 5000.</p><p>لذلك يُحتسب صندوق مقاسه 50 × 40 × 30 سم على أنه 12 كغ، ولو كان وزنه 4 كغ. ثم تُقرَّب الأجرة إلى نصف الكيلوغرام التالي.</p>`,
  },
  {
    key: 'customs-invoice',
    title: 'Writing a commercial invoice customs will accept',
    author: 'Fatima Al-Sabah',
    date: '2026-10-05',
    category: 'Customs & Trade',
    tags: ['Customs', 'Documents'],
    short: 'The seven details every commercial invoice needs to clear customs without delay.',
    description: `<p>Most customs delays come from incomplete invoices. Include the sender and receiver with phone numbers, a precise description of each item, quantity, unit value, currency, country of origin and the reason for export.</p>`,
    titleAr: 'كيف تكتب فاتورة تجارية تقبلها الجمارك',
    shortAr: 'التفاصيل السبع التي تحتاجها كل فاتورة تجارية لتخليص جمركي بلا تأخير.',
    descriptionAr: `<p>تنشأ معظم حالات التأخير الجمركي من فواتير ناقصة. اذكر المرسِل والمستلم مع أرقام هواتفهما، ووصفًا دقيقًا لكل صنف، والكمية، وقيمة الوحدة، والعملة، وبلد المنشأ، وسبب التصدير.</p>`,
  },
  {
    key: 'gcc-ecommerce',
    title: 'Selling online across the GCC',
    author: 'Omar Haddad',
    date: '2026-09-18',
    category: 'Customs & Trade',
    tags: ['E-commerce', 'GCC', 'Customs'],
    short:
      'Duties, returns and delivery expectations when your shop ships to Saudi Arabia, the UAE and Qatar.',
    description: `<p>Customers in the Gulf expect delivery within three days and free returns. Plan your duty thresholds, offer cash on delivery and keep stock close to your buyers.</p>`,
    titleAr: 'البيع عبر الإنترنت في دول الخليج',
    shortAr: 'الرسوم والمرتجعات وتوقعات التوصيل حين يشحن متجرك إلى السعودية والإمارات وقطر.',
    descriptionAr: `<p>يتوقع العملاء في الخليج التوصيل خلال ثلاثة أيام والإرجاع المجاني. خطّط لحدود الإعفاء من الرسوم، واعرض الدفع عند التسليم، واحتفظ بمخزونك قريبًا من مشتريك.</p>`,
  },
  {
    key: 'air-vs-sea',
    title: 'Air freight or sea freight?',
    author: 'Rahul Menon',
    date: '2026-08-30',
    category: 'Shipping Tips',
    tags: ['Air Freight', 'Rates'],
    short: 'A simple rule of thumb for choosing between speed and cost for heavier cargo.',
    description: `<p>Below 100 kg, express or air freight is almost always best. Between 100 kg and 1 tonne compare door-to-door costs including clearance. Above a few cubic metres sea freight wins unless time is critical.</p>`,
    titleAr: 'شحن جوي أم شحن بحري؟',
    shortAr: 'قاعدة بسيطة للاختيار بين السرعة والتكلفة للبضائع الأثقل.',
    descriptionAr: `<p>دون 100 كغ يكون البريد السريع أو الشحن الجوي الأفضل في الغالب. وبين 100 كغ وطن واحد قارن تكلفة التوصيل من الباب إلى الباب شاملةً التخليص. وفوق بضعة أمتار مكعبة يتفوّق الشحن البحري ما لم يكن الوقت حاسمًا.</p>`,
  },
  {
    key: 'tracking-statuses',
    title: 'What each tracking status means',
    author: 'Sara Al-Mutairi',
    date: '2026-08-12',
    category: 'Shipping Tips',
    tags: ['Tracking'],
    short: 'From "Shipment picked up" to "Delivered": how to read your tracking history.',
    description: `<p>Every scan adds a line to your shipment history with its date, time and location. "In transit" means the shipment is moving between hubs; "Held at customs" means the destination authorities need a document or payment.</p>`,
    titleAr: 'ماذا تعني كل حالة من حالات التتبّع',
    shortAr: 'من «تم استلام الشحنة» إلى «تم التسليم»: كيف تقرأ سجل تتبّع شحنتك.',
    descriptionAr: `<p>يضيف كل مسح سطرًا إلى سجل شحنتك بتاريخه ووقته وموقعه. وتعني «قيد النقل» أن الشحنة تنتقل بين المراكز، وتعني «محتجزة في الجمارك» أن سلطات بلد الوجهة تحتاج إلى مستند أو دفعة.</p>`,
  },
  {
    key: 'sending-documents',
    title: 'Sending legal documents abroad safely',
    author: 'Fatima Al-Sabah',
    date: '2026-07-25',
    category: 'Customs & Trade',
    tags: ['Documents'],
    short: 'Contracts, certificates and passports: how to send originals with proof of delivery.',
    description: `<p>Use our Express Documents service with signature on delivery. Place originals in a rigid envelope and keep a copy. Documents have no commercial value, so no invoice is needed.</p>`,
    titleAr: 'إرسال المستندات القانونية إلى الخارج بأمان',
    shortAr: 'العقود والشهادات وجوازات السفر: كيف ترسل الأصول مع إثبات التسليم.',
    descriptionAr: `<p>استخدم خدمة المستندات السريعة لدينا مع التوقيع عند التسليم. ضع الأصول في مغلف صلب واحتفظ بنسخة منها. وليس للمستندات قيمة تجارية، فلا حاجة إلى فاتورة.</p>`,
  },
  {
    key: 'fifty-years',
    title: 'More than fifty years of moving Kuwait',
    author: 'Khaled Al-Rashid',
    date: '2026-06-30',
    category: 'Company News',
    tags: ['GCC'],
    short: 'From a single counter in 1980 to a network serving 209+ countries.',
    description: `<p>Our story began in 1980 with one counter and two motorbikes; the company was incorporated in 2019 with its head office in New Delhi. Today 1,300 offices and 2,142 pick-up points in the network carry shipments for 1,850+ clients.</p>`,
    titleAr: 'أكثر من خمسين عامًا في خدمة الكويت',
    shortAr: 'من مكتب واحد في عام 1980 إلى شبكة تخدم أكثر من 209 دولة.',
    descriptionAr: `<p>بدأت قصتنا في عام 1980 بمكتب واحد ودراجتين ناريتين، وتأسست الشركة في عام 2019 ومقرها الرئيسي في نيودلهي. واليوم تنقل 1,300 مكتب و2,142 نقطة استلام في الشبكة شحنات أكثر من 1,850 عميلًا.</p>`,
  },
  {
    key: 'airport-gateway',
    title: 'Inside our Airport Cargo Gateway',
    author: 'Khaled Al-Rashid',
    date: '2026-06-05',
    category: 'Company News',
    tags: ['Air Freight', 'Tracking'],
    short: 'A look at the hub where every international express shipment leaves Kuwait.',
    description: `<p>Every night our gateway at Kuwait International Airport sorts thousands of parcels, screens them and loads them onto flights to our regional hubs.</p>`,
    titleAr: 'جولة في بوابة الشحن الجوي في المطار',
    shortAr: 'نظرة على المركز الذي تغادر منه كل شحنة دولية سريعة الكويت.',
    descriptionAr: `<p>في كل ليلة تفرز بوابتنا في مطار الكويت الدولي آلاف الطرود وتفحصها وتحمّلها على الرحلات المتجهة إلى مراكزنا الإقليمية.</p>`,
  },
];

export const blogImage = img;
