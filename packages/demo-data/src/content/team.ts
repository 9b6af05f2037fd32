const photo = (slug: string) => `/media/team/${slug}.svg`;

/**
 * The member's own profiles under the company's handles (spec 2, member-details: facebook,
 * twitter, google plus). No Google Plus: the network closed in 2019, so no member has one and
 * the site shows no link for the empty value.
 */
function socialProfiles(key: string) {
  const first = key.split('-')[0]!;
  return {
    facebookUrl: `https://www.facebook.com/courierexpresskw.${first}`,
    twitterUrl: `https://twitter.com/cekw_${first}`,
    googlePlusUrl: '',
  };
}

/** The bare home pages the demo members had before they had profiles (the seed replaces them). */
export const OLD_TEAM_SOCIAL = {
  facebookUrl: 'https://www.facebook.com/',
  twitterUrl: 'https://twitter.com/',
} as const;

export const TEAM = [
  {
    key: 'khaled-al-rashid',
    name: 'Khaled Al-Rashid',
    designation: 'General Manager',
    experience: '24 years',
    career: 'Joined in 2002 as an operations supervisor; general manager since 2019.',
    designationAr: 'المدير العام',
    experienceAr: '24 سنة',
    careerAr: 'انضم في عام 2002 مشرفًا للعمليات، ويشغل منصب المدير العام منذ عام 2019.',
    skillsAr: ['القيادة', 'تخطيط الشبكة', 'علاقات العملاء'],
    skills: [
      ['Leadership', 95],
      ['Network planning', 90],
      ['Customer relations', 85],
    ],
  },
  {
    key: 'sara-al-mutairi',
    name: 'Sara Al-Mutairi',
    designation: 'Head of Customer Service',
    experience: '15 years',
    career: 'Built the contact centre and the online booking service.',
    designationAr: 'رئيسة خدمة العملاء',
    experienceAr: '15 سنة',
    careerAr: 'أسست مركز الاتصال وخدمة الحجز عبر الإنترنت.',
    skillsAr: ['رعاية العملاء', 'تصميم الإجراءات', 'التدريب'],
    skills: [
      ['Customer care', 96],
      ['Process design', 82],
      ['Training', 88],
    ],
  },
  {
    key: 'rahul-menon',
    name: 'Rahul Menon',
    designation: 'International Operations Manager',
    experience: '18 years',
    career: 'Previously hub manager in Mumbai and Dubai.',
    designationAr: 'مدير العمليات الدولية',
    experienceAr: '18 سنة',
    careerAr: 'عمل سابقًا مديرًا للمراكز في مومباي ودبي.',
    skillsAr: ['الشحن الجوي', 'عمليات المراكز', 'العلاقات مع شركات النقل'],
    skills: [
      ['Air freight', 92],
      ['Hub operations', 90],
      ['Carrier relations', 80],
    ],
  },
  {
    key: 'fatima-al-sabah',
    name: 'Fatima Al-Sabah',
    designation: 'Customs Compliance Lead',
    experience: '12 years',
    career: 'Licensed customs broker; leads clearance at the airport gateway.',
    designationAr: 'مسؤولة الامتثال الجمركي',
    experienceAr: '12 سنة',
    careerAr: 'مخلّصة جمركية مرخّصة، تقود التخليص في بوابة المطار.',
    skillsAr: ['القانون الجمركي', 'المستندات التجارية', 'تقييم المخاطر'],
    skills: [
      ['Customs law', 94],
      ['Trade documents', 91],
      ['Risk review', 78],
    ],
  },
  {
    key: 'omar-haddad',
    name: 'Omar Haddad',
    designation: 'E-commerce Solutions Manager',
    experience: '9 years',
    career: 'Connects online stores to the network through our API.',
    designationAr: 'مدير حلول التجارة الإلكترونية',
    experienceAr: '9 سنوات',
    careerAr: 'يربط المتاجر الإلكترونية بالشبكة عبر واجهتنا البرمجية.',
    skillsAr: ['الربط البرمجي', 'تجهيز الطلبات', 'التحليلات'],
    skills: [
      ['Integrations', 89],
      ['Fulfilment', 84],
      ['Analytics', 76],
    ],
  },
  {
    key: 'anita-fernandes',
    name: 'Anita Fernandes',
    designation: 'Domestic Fleet Supervisor',
    experience: '11 years',
    career: 'Runs the rider and van fleet for same-day delivery.',
    designationAr: 'مشرفة الأسطول المحلي',
    experienceAr: '11 سنة',
    careerAr: 'تدير أسطول المندوبين والشاحنات للتوصيل في اليوم نفسه.',
    skillsAr: ['تخطيط المسارات', 'سلامة الأسطول', 'الجدولة'],
    skills: [
      ['Route planning', 93],
      ['Fleet safety', 88],
      ['Scheduling', 86],
    ],
  },
].map((m, i) => ({
  seedKey: `team:${m.key}`,
  name: m.name,
  designation: m.designation,
  description: `<p>${m.name} is our ${m.designation.toLowerCase()}. ${m.career}</p><p>Write to ${m.name.split(' ')[0]} with any question about this area of our service.</p>`,
  imageUrl: photo(m.key),
  phoneNumber: `+965 2222 ${String(3400 + i * 11)}`,
  email: `${m.key.split('-')[0]}@courierexpress.com.kw`,
  website: 'https://www.courierexpress.com.kw',
  address: 'Al Hamra Tower, Sharq, Kuwait City',
  ...socialProfiles(m.key),
  experience: m.experience,
  career: m.career,
  // The Arabic twins; names of people stay as they are written (nameAr empty: English shows).
  designationAr: m.designationAr,
  descriptionAr: `<p>${m.name}، ${m.designationAr} لدينا. ${m.careerAr}</p><p>راسل ${m.name.split(' ')[0]} بأي سؤال عن هذا الجانب من خدماتنا.</p>`,
  addressAr: 'برج الحمراء، شرق، مدينة الكويت',
  experienceAr: m.experienceAr,
  careerAr: m.careerAr,
  sortOrder: i,
  skills: m.skills.map(([skill, percentage], s) => ({
    skill: String(skill),
    skillAr: m.skillsAr[s] ?? '',
    percentage: Number(percentage),
  })),
}));
