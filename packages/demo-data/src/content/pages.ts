/** Footer menus keep the ids their encoded links use: 4 'NA==', 5 'NQ==', 6 'Ng=='. */
export const MENUS = [
  { id: 4, name: 'Terms & Condition', nameAr: 'الشروط والأحكام' },
  { id: 5, name: 'Privacy Policy', nameAr: 'سياسة الخصوصية' },
  { id: 6, name: 'Refund & Cancellation', nameAr: 'الاسترداد والإلغاء' },
];

/** Sections of the static pages; `titleAr`/`contentAr` are their Arabic twins. */
export const PAGES: {
  menuId: number;
  key: string;
  title: string;
  content: string;
  titleAr: string;
  contentAr: string;
}[] = [
  {
    menuId: 4,
    key: 'terms-acceptance',
    title: 'Acceptance of these terms',
    content:
      '<p>By booking a shipment with Courier Express Kuwait, online or at a service point, the shipper agrees to these terms on behalf of everyone with an interest in the shipment.</p>',
    titleAr: 'قبول هذه الشروط',
    contentAr:
      '<p>بحجز شحنة لدى Courier Express Kuwait، عبر الإنترنت أو في نقطة خدمة، يوافق الشاحن على هذه الشروط نيابةً عن كل من له مصلحة في الشحنة.</p>',
  },
  {
    menuId: 4,
    key: 'terms-shipments',
    title: 'Shipments we carry',
    content:
      '<p>We do not carry cash, precious metals, weapons, dangerous goods without prior approval, or any item forbidden by the law of the origin, transit or destination country. The shipper is responsible for a complete and accurate description and value.</p>',
    titleAr: 'الشحنات التي ننقلها',
    contentAr:
      '<p>لا ننقل النقود أو المعادن الثمينة أو الأسلحة أو البضائع الخطرة دون موافقة مسبقة، ولا أي مادة يحظرها قانون بلد المنشأ أو العبور أو الوجهة. والشاحن مسؤول عن وصف الشحنة وقيمتها وصفًا كاملًا ودقيقًا.</p>',
  },
  {
    menuId: 4,
    key: 'terms-liability',
    title: 'Liability',
    content:
      '<p>Unless a higher value is declared and insured, our liability for loss or damage is limited to the lower of the actual loss and KWD 30 per shipment. Customs duties and taxes at the destination are payable by the receiver unless agreed otherwise.</p>',
    titleAr: 'المسؤولية',
    contentAr:
      '<p>ما لم تُعلَن قيمة أعلى ويُؤمَّن عليها، تقتصر مسؤوليتنا عن الفقد أو التلف على الخسارة الفعلية أو 30 دينارًا كويتيًا للشحنة، أيهما أقل. ويدفع المستلم الرسوم الجمركية والضرائب في بلد الوجهة ما لم يُتفق على غير ذلك.</p>',
  },
  {
    menuId: 5,
    key: 'privacy-data',
    title: 'The data we keep',
    content:
      '<p>We keep the sender and receiver details, contents and values you give us, identity documents required by customs (KYC) and payment references. We never store card numbers or CVV codes.</p>',
    titleAr: 'البيانات التي نحتفظ بها',
    contentAr:
      '<p>نحتفظ ببيانات المرسِل والمستلم، ومحتويات الشحنة وقيمها التي تقدّمها لنا، ومستندات إثبات الهوية التي تطلبها الجمارك (اعرف عميلك)، ومراجع الدفع. ولا نخزّن أبدًا أرقام البطاقات أو رموز التحقق (CVV).</p>',
  },
  {
    menuId: 5,
    key: 'privacy-use',
    title: 'How we use it',
    content:
      '<p>Your data is used to carry and clear your shipment, to answer your enquiries and to meet legal obligations. We share it only with carriers and authorities involved in the delivery.</p>',
    titleAr: 'كيف نستخدمها',
    contentAr:
      '<p>نستخدم بياناتك لنقل شحنتك وتخليصها، وللرد على استفساراتك، وللوفاء بالالتزامات القانونية. ولا نشاركها إلا مع شركات النقل والجهات الرسمية المشاركة في التسليم.</p>',
  },
  {
    menuId: 6,
    key: 'refund-cancel',
    title: 'Cancelling a booking',
    content:
      '<p>A booking can be cancelled free of charge until the shipment is collected. Call us or write to info@courierexpress.com.kw with your booking number.</p>',
    titleAr: 'إلغاء الحجز',
    contentAr:
      '<p>يمكن إلغاء الحجز مجانًا حتى استلام الشحنة. اتصل بنا أو راسلنا على info@courierexpress.com.kw مع رقم حجزك.</p>',
  },
  {
    menuId: 6,
    key: 'refund-refunds',
    title: 'Refunds',
    content:
      '<p>Card payments for cancelled bookings are refunded to the same card within 7 to 10 working days. Charges for shipments already collected are not refundable, except where a service was not delivered as promised.</p>',
    titleAr: 'المبالغ المستردة',
    contentAr:
      '<p>تُردّ مدفوعات البطاقات للحجوزات الملغاة إلى البطاقة نفسها خلال 7 إلى 10 أيام عمل. ولا تُسترد رسوم الشحنات التي سبق استلامها، إلا إذا لم تُقدَّم الخدمة كما وُعد بها.</p>',
  },
];

/** The Arabic twins of the FAQ below, in its order. */
const FAQS_AR: readonly (readonly [string, string])[] = [
  [
    'كيف أتتبّع شحنتي؟',
    '<p>أدخل رقم بوليصة الشحن في خانة التتبّع في الصفحة الرئيسية. ويمكنك تتبّع عدة شحنات معًا بفصل الأرقام بفواصل.</p>',
  ],
  [
    'كيف يُحسب سعر الشحن؟',
    '<p>على أساس الوزن الفعلي أو الوزن الحجمي (الطول × العرض × الارتفاع / 5000)، أيهما أكبر، مقرّبًا إلى أقرب 0.5 كغ أعلى، مضافًا إليه ضريبة القيمة المضافة. استخدم صفحة الاستعلام عن الأسعار للحصول على سعر دقيق.</p>',
  ],
  [
    'ما المستندات التي أحتاجها لإرسال طرد إلى الخارج؟',
    '<p>مستند لإثبات الهوية (اعرف عميلك)، وفاتورة تجارية لشحنات الشركات. ولا تحتاج شحنات المستندات وحدها إلى فاتورة.</p>',
  ],
  [
    'هل يمكنكم الاستلام من منزلي أو مكتبي؟',
    '<p>نعم. احجز موعد استلام عبر الإنترنت، واختر تاريخًا وفترة زمنية بين 09:00 و22:00، وسيأتيك السائق.</p>',
  ],
  [
    'من يدفع الرسوم الجمركية؟',
    '<p>يدفع المستلم عادةً الرسوم والضرائب في بلد الوجهة. اسألنا عن التوصيل مع دفع الرسوم مسبقًا.</p>',
  ],
  [
    'ما الذي لا يمكنني إرساله؟',
    '<p>النقود والأسلحة والمخدرات والمواد القابلة للاشتعال أو الخطرة وكل ما يُحظر في بلد الوجهة. راجع الشروط والأحكام للاطلاع على القائمة الكاملة.</p>',
  ],
  [
    'ماذا يحدث للشحنات المحجوزة يوم الأحد؟',
    '<p>تُعالَج الشحنات المحجوزة يوم الأحد في يوم العمل التالي.</p>',
  ],
  [
    'كيف أتقدّم لوظيفة؟',
    '<p>افتح صفحة الوظائف، واختر وظيفة شاغرة، وأرسل بياناتك مع سيرتك الذاتية بصيغة PDF أو Word.</p>',
  ],
];

export const FAQS = [
  [
    'How do I track my shipment?',
    '<p>Enter your airway bill number in the tracking box on the home page. You can track several shipments at once by separating the numbers with commas.</p>',
  ],
  [
    'How is the shipping price calculated?',
    '<p>On the greater of actual and volumetric weight (L x W x H / 5000), rounded up to the next 0.5 kg, plus VAT. Use Rate Inquiry for an exact quote.</p>',
  ],
  [
    'Which documents do I need to send a parcel abroad?',
    '<p>A KYC identity document and, for company shipments, a commercial invoice. Documents-only shipments need no invoice.</p>',
  ],
  [
    'Can you collect from my home or office?',
    '<p>Yes. Book a collection online, choose a date and a time window between 09:00 and 22:00, and a driver will come to you.</p>',
  ],
  [
    'Who pays customs duties?',
    '<p>Duties and taxes at the destination are normally paid by the receiver. Ask us about duties-paid delivery.</p>',
  ],
  [
    'What can I not send?',
    '<p>Cash, weapons, drugs, flammable or dangerous goods and anything forbidden at the destination. See our Terms & Condition for the full list.</p>',
  ],
  [
    'What happens to shipments booked on Sunday?',
    '<p>Shipments booked on Sunday are processed on the next working day.</p>',
  ],
  [
    'How do I apply for a job?',
    '<p>Open Careers, choose an opening and submit your details with your resume as a PDF or Word file.</p>',
  ],
].map(([question, answer], i) => ({
  seedKey: `faq:${i + 1}`,
  question: question as string,
  answer: answer as string,
  questionAr: FAQS_AR[i]![0],
  answerAr: FAQS_AR[i]![1],
  sortOrder: i,
}));

export const PEOPLE = Array.from({ length: 8 }, (_, i) => ({
  seedKey: `people:${i + 1}`,
  imageUrl: `/media/people/${i + 1}.svg`,
  sortOrder: i,
}));

export const SLIDES = [
  {
    title: 'Express delivery to',
    highlight: '209+ countries',
    subtitle: 'Door to door from Kuwait, with customs clearance included.',
    titleAr: 'توصيل سريع إلى',
    highlightAr: 'أكثر من 209 دولة',
    subtitleAr: 'من الباب إلى الباب انطلاقًا من الكويت، مع التخليص الجمركي.',
  },
  {
    title: 'Same-day courier',
    highlight: 'across Kuwait',
    subtitle: 'Book before noon, delivered by tonight in all six governorates.',
    titleAr: 'توصيل في اليوم نفسه',
    highlightAr: 'في أنحاء الكويت',
    subtitleAr: 'احجز قبل الظهر ونوصل شحنتك الليلة في المحافظات الست كلها.',
  },
  {
    title: 'In express logistics since',
    highlight: '1980',
    subtitle:
      'Incorporated in 2019, head office in New Delhi, on a worldwide network of 209+ countries.',
    titleAr: 'في الخدمات اللوجستية السريعة منذ',
    highlightAr: '1980',
    subtitleAr:
      'تأسست الشركة في عام 2019، ومقرها الرئيسي في نيودلهي، ضمن شبكة عالمية تغطي أكثر من 209 دولة.',
  },
].map((s, i) => ({
  seedKey: `slide:${i + 1}`,
  imageUrl: `/media/slides/${i + 1}.svg`,
  ...s,
  sortOrder: i,
}));
