const photo = (slug: string) => `/media/team/${slug}.svg`;

export const TEAM = [
  { key: 'khaled-al-rashid', name: 'Khaled Al-Rashid', designation: 'General Manager', experience: '24 years', career: 'Joined in 2002 as an operations supervisor; general manager since 2019.', skills: [['Leadership', 95], ['Network planning', 90], ['Customer relations', 85]] },
  { key: 'sara-al-mutairi', name: 'Sara Al-Mutairi', designation: 'Head of Customer Service', experience: '15 years', career: 'Built the contact centre and the online booking service.', skills: [['Customer care', 96], ['Process design', 82], ['Training', 88]] },
  { key: 'rahul-menon', name: 'Rahul Menon', designation: 'International Operations Manager', experience: '18 years', career: 'Previously hub manager in Mumbai and Dubai.', skills: [['Air freight', 92], ['Hub operations', 90], ['Carrier relations', 80]] },
  { key: 'fatima-al-sabah', name: 'Fatima Al-Sabah', designation: 'Customs Compliance Lead', experience: '12 years', career: 'Licensed customs broker; leads clearance at the airport gateway.', skills: [['Customs law', 94], ['Trade documents', 91], ['Risk review', 78]] },
  { key: 'omar-haddad', name: 'Omar Haddad', designation: 'E-commerce Solutions Manager', experience: '9 years', career: 'Connects online stores to the network through our API.', skills: [['Integrations', 89], ['Fulfilment', 84], ['Analytics', 76]] },
  { key: 'anita-fernandes', name: 'Anita Fernandes', designation: 'Domestic Fleet Supervisor', experience: '11 years', career: 'Runs the rider and van fleet for same-day delivery.', skills: [['Route planning', 93], ['Fleet safety', 88], ['Scheduling', 86]] },
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
  facebookUrl: 'https://www.facebook.com/',
  twitterUrl: 'https://twitter.com/',
  googlePlusUrl: '',
  experience: m.experience,
  career: m.career,
  sortOrder: i,
  skills: m.skills.map(([skill, percentage]) => ({ skill: String(skill), percentage: Number(percentage) })),
}));
