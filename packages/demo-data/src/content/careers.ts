export const CAREERS = [
  {
    key: 'courier-driver',
    title: 'Courier Driver',
    skills: 'Valid Kuwait driving licence, knowledge of Kuwait areas, customer service',
    experience: '1-3 years',
    vacancies: 6,
    description:
      '<p>Collect and deliver shipments across your assigned governorate using a company van.</p><ul><li>Daily route of 40 to 60 stops</li><li>Cash on delivery handling</li><li>Scanning every shipment with the handheld device</li></ul>',
  },
  {
    key: 'customer-service-agent',
    title: 'Customer Service Agent',
    skills: 'English and Arabic, phone and chat support, CRM tools',
    experience: '1-2 years',
    vacancies: 3,
    description:
      '<p>Answer customers by phone, WhatsApp and e-mail, book collections and follow up on shipments.</p>',
  },
  {
    key: 'customs-documentation-officer',
    title: 'Customs Documentation Officer',
    skills: 'HS codes, commercial invoices, Kuwait customs procedures',
    experience: '2-4 years',
    vacancies: 2,
    description:
      '<p>Prepare and check declarations for express imports and exports at the airport gateway.</p>',
  },
  {
    key: 'warehouse-supervisor',
    title: 'Warehouse Supervisor',
    skills: 'Team leadership, WMS, health and safety',
    experience: '4-6 years',
    vacancies: 1,
    description:
      '<p>Lead the night sort at our Shuwaikh hub and keep cut-off times for flights.</p>',
  },
].map((c) => ({
  seedKey: `career:${c.key}`,
  title: c.title,
  skills: c.skills,
  experience: c.experience,
  vacancies: c.vacancies,
  description: c.description,
}));
