const img = (slug: string) => `/media/services/${slug}.svg`;
const icon = (slug: string) => `/media/icons/${slug}.svg`;

/**
 * Our Services: marketing pages (distinct from the rate services a shipment is priced with). The
 * `...Ar` fields are the Arabic twins of the content tables (`<column>_ar`), seeded beside English.
 */
export const SERVICES = [
  {
    key: 'international-express',
    name: 'International Express',
    short:
      'Door-to-door delivery to more than 209 countries, with customs clearance handled for you.',
    content: `<p>Our International Express service moves your documents and parcels from Kuwait to more than 209 countries and territories, usually within 1 to 4 working days.</p><h3>What is included</h3><ul><li>Collection from your door anywhere in Kuwait</li><li>Customs paperwork prepared by our licensed brokers</li><li>Tracking at every scan, from pick-up to signature</li><li>Proof of delivery on request</li></ul><p>Customs duties and taxes at the destination are charged separately by the destination authorities.</p>`,
    row: 1,
    nameAr: 'الشحن الدولي السريع',
    shortAr: 'توصيل من الباب إلى الباب إلى أكثر من 209 دولة، ونتولى عنك التخليص الجمركي.',
    contentAr: `<p>تنقل خدمة الشحن الدولي السريع مستنداتك وطرودك من الكويت إلى أكثر من 209 دولة وإقليم، عادةً خلال 1 إلى 4 أيام عمل.</p><h3>ما تشمله الخدمة</h3><ul><li>الاستلام من بابك في أي مكان في الكويت</li><li>إعداد المستندات الجمركية على يد مخلّصينا المرخّصين</li><li>تتبّع عند كل مسح، من الاستلام حتى التوقيع</li><li>إثبات التسليم عند الطلب</li></ul><p>تفرض سلطات بلد الوجهة الرسوم الجمركية والضرائب فيه بشكل منفصل.</p>`,
  },
  {
    key: 'domestic-courier',
    name: 'Domestic Courier',
    short: 'Same-day and next-day delivery across all six governorates of Kuwait.',
    content: `<p>From Jahra to Ahmadi, our riders and vans cover every governorate of Kuwait every working day.</p><ul><li><strong>Same Day</strong>: booked before 12:00, delivered by 21:00</li><li><strong>Next Day</strong>: delivered the next working day</li></ul><p>Cash on delivery collection is available for registered business customers.</p>`,
    row: 1,
    nameAr: 'التوصيل المحلي',
    shortAr: 'توصيل في اليوم نفسه أو في اليوم التالي في محافظات الكويت الست كلها.',
    contentAr: `<p>من الجهراء إلى الأحمدي، يغطي مندوبونا وشاحناتنا كل محافظات الكويت في كل يوم عمل.</p><ul><li><strong>في اليوم نفسه</strong>: يُحجز قبل الساعة 12:00 ويُسلَّم قبل الساعة 21:00</li><li><strong>في اليوم التالي</strong>: يُسلَّم في يوم العمل التالي</li></ul><p>خدمة تحصيل المبلغ عند التسليم متاحة لعملاء الأعمال المسجّلين.</p>`,
  },
  {
    key: 'air-freight',
    name: 'Air Freight',
    short:
      'Consolidated and direct air cargo for heavier consignments, through our Airport Cargo Gateway.',
    content: `<p>When a shipment is too large for express, our air freight desk books space on scheduled carriers out of Kuwait International Airport.</p><p>We handle airway bills, dangerous goods declarations and airport-to-door delivery at destination.</p>`,
    row: 1,
    nameAr: 'الشحن الجوي',
    shortAr: 'شحن جوي مجمّع ومباشر للشحنات الأثقل، عبر بوابة الشحن الجوي في المطار.',
    contentAr: `<p>حين تكون الشحنة أكبر من أن تُرسل بالبريد السريع، يحجز مكتب الشحن الجوي لدينا مساحة على الرحلات المنتظمة من مطار الكويت الدولي.</p><p>ونتولى بوالص الشحن الجوي وإقرارات البضائع الخطرة والتوصيل من المطار إلى الباب في بلد الوجهة.</p>`,
  },
  {
    key: 'sea-freight',
    name: 'Sea Freight',
    short: 'Full and shared container loads from Shuwaikh and Shuaiba ports to the world.',
    content: `<p>For large, non-urgent cargo, sea freight is the economical choice. We offer FCL and LCL services with weekly sailings to the Indian subcontinent, the Far East and Europe.</p><p>Our team arranges packing, port handling, customs clearance and final delivery.</p>`,
    row: 2,
    nameAr: 'الشحن البحري',
    shortAr: 'حاويات كاملة ومشتركة من ميناءي الشويخ والشعيبة إلى العالم.',
    contentAr: `<p>للبضائع الكبيرة غير العاجلة، الشحن البحري هو الخيار الاقتصادي. نقدّم خدمات الحاويات الكاملة (FCL) والمشتركة (LCL) برحلات أسبوعية إلى شبه القارة الهندية والشرق الأقصى وأوروبا.</p><p>ويتولى فريقنا التغليف ومناولة الميناء والتخليص الجمركي والتوصيل النهائي.</p>`,
  },
  {
    key: 'ecommerce-logistics',
    name: 'E-commerce Logistics',
    short: 'Warehousing, pick and pack, returns and cash on delivery for online stores.',
    content: `<p>Connect your online shop to our network: we store your stock, pack each order and deliver it the same or next day in Kuwait, or within days across the GCC.</p><ul><li>API and plug-in integrations</li><li>Cash on delivery with weekly remittance</li><li>Easy returns for your customers</li></ul>`,
    row: 2,
    nameAr: 'لوجستيات التجارة الإلكترونية',
    shortAr: 'تخزين وتجهيز الطلبات والمرتجعات والدفع عند التسليم للمتاجر الإلكترونية.',
    contentAr: `<p>اربط متجرك الإلكتروني بشبكتنا: نخزّن بضاعتك ونغلّف كل طلب ونوصله في اليوم نفسه أو التالي داخل الكويت، أو خلال أيام في دول الخليج.</p><ul><li>ربط عبر واجهة برمجية وإضافات جاهزة</li><li>الدفع عند التسليم مع تحويل أسبوعي للمبالغ</li><li>إرجاع سهل لعملائك</li></ul>`,
  },
  {
    key: 'customs-clearance',
    name: 'Customs Clearance',
    short:
      'Licensed customs brokerage for imports and exports, as a customs-authorised courier operator.',
    content: `<p>As a customs-authorised courier operator, we clear express and cargo shipments at Kuwait customs every day.</p><p>Send us your commercial invoice and we prepare the declaration, pay duties on your behalf and deliver the goods to you.</p>`,
    row: 2,
    nameAr: 'التخليص الجمركي',
    shortAr: 'وساطة جمركية مرخّصة للاستيراد والتصدير، بصفتنا مشغّل بريد سريع معتمدًا لدى الجمارك.',
    contentAr: `<p>بصفتنا مشغّل بريد سريع معتمدًا لدى الجمارك، نخلّص شحنات البريد السريع والبضائع في جمارك الكويت كل يوم.</p><p>أرسل إلينا فاتورتك التجارية ونعدّ البيان الجمركي وندفع الرسوم نيابةً عنك ونوصل البضائع إليك.</p>`,
  },
].map((s, i) => ({
  seedKey: `service:${s.key}`,
  name: s.name,
  icon: icon(s.key),
  image: img(s.key),
  shortDescription: s.short,
  content: s.content,
  nameAr: s.nameAr,
  shortDescriptionAr: s.shortAr,
  contentAr: s.contentAr,
  rowIndex: s.row,
  sortOrder: i,
}));
