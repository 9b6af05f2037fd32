export const CAREERS = [
  {
    key: 'courier-driver',
    title: 'Courier Driver',
    skills: 'Valid Kuwait driving licence, knowledge of Kuwait areas, customer service',
    experience: '1-3 years',
    vacancies: 6,
    description:
      '<p>Collect and deliver shipments across your assigned governorate using a company van.</p><ul><li>Daily route of 40 to 60 stops</li><li>Cash on delivery handling</li><li>Scanning every shipment with the handheld device</li></ul>',
    titleAr: 'سائق توصيل',
    skillsAr: 'رخصة قيادة كويتية سارية، ومعرفة بمناطق الكويت، وخدمة العملاء',
    experienceAr: 'من سنة إلى 3 سنوات',
    descriptionAr:
      '<p>استلام الشحنات وتوصيلها في المحافظة المخصصة لك باستخدام شاحنة الشركة.</p><ul><li>مسار يومي من 40 إلى 60 محطة</li><li>تحصيل المبالغ عند التسليم</li><li>مسح كل شحنة بالجهاز المحمول</li></ul>',
  },
  {
    key: 'customer-service-agent',
    title: 'Customer Service Agent',
    skills: 'English and Arabic, phone and chat support, CRM tools',
    experience: '1-2 years',
    vacancies: 3,
    description:
      '<p>Answer customers by phone, WhatsApp and e-mail, book collections and follow up on shipments.</p>',
    titleAr: 'موظف خدمة العملاء',
    skillsAr: 'الإنجليزية والعربية، والدعم عبر الهاتف والمحادثة، وأدوات إدارة علاقات العملاء',
    experienceAr: 'من سنة إلى سنتين',
    descriptionAr:
      '<p>الرد على العملاء عبر الهاتف وواتساب والبريد الإلكتروني، وحجز مواعيد الاستلام، ومتابعة الشحنات.</p>',
  },
  {
    key: 'customs-documentation-officer',
    title: 'Customs Documentation Officer',
    skills: 'HS codes, commercial invoices, Kuwait customs procedures',
    experience: '2-4 years',
    vacancies: 2,
    description:
      '<p>Prepare and check declarations for express imports and exports at the airport gateway.</p>',
    titleAr: 'موظف المستندات الجمركية',
    skillsAr: 'رموز النظام المنسّق، والفواتير التجارية، وإجراءات جمارك الكويت',
    experienceAr: 'من 2 إلى 4 سنوات',
    descriptionAr:
      '<p>إعداد البيانات الجمركية ومراجعتها لواردات وصادرات البريد السريع في بوابة المطار.</p>',
  },
  {
    key: 'warehouse-supervisor',
    title: 'Warehouse Supervisor',
    skills: 'Team leadership, WMS, health and safety',
    experience: '4-6 years',
    vacancies: 1,
    description:
      '<p>Lead the night sort at our Shuwaikh hub and keep cut-off times for flights.</p>',
    titleAr: 'مشرف المستودع',
    skillsAr: 'قيادة الفرق، ونظم إدارة المستودعات، والصحة والسلامة',
    experienceAr: 'من 4 إلى 6 سنوات',
    descriptionAr: '<p>قيادة الفرز الليلي في مركزنا بالشويخ والالتزام بمواعيد إغلاق الرحلات.</p>',
  },
].map((c) => ({
  seedKey: `career:${c.key}`,
  title: c.title,
  skills: c.skills,
  experience: c.experience,
  vacancies: c.vacancies,
  description: c.description,
  titleAr: c.titleAr,
  skillsAr: c.skillsAr,
  experienceAr: c.experienceAr,
  descriptionAr: c.descriptionAr,
}));
