const img = (slug: string) => `/media/news/${slug}.svg`;

export const NEWS = [
  {
    key: 'farwaniya-service-point',
    title: 'New service point opens in Farwaniya',
    date: '2026-10-28',
    content: `<p>Customers in Farwaniya can now drop off and collect shipments at our new service point on Street 60, Block 4, open from 09:00 to 22:00 every day except Friday mornings.</p><p>The service point accepts international and domestic shipments and card or cash payment.</p>`,
  },
  {
    key: 'same-day-ahmadi',
    title: 'Same-day delivery now reaches Ahmadi and Fahaheel',
    date: '2026-09-15',
    content: `<p>Our Domestic Same Day service now covers the whole of Ahmadi governorate, including Fahaheel, Mangaf and Abu Halifa.</p><p>Book before 12:00 and your shipment is delivered the same evening.</p>`,
  },
  {
    key: 'iso-recertification',
    title: 'ISO 9001:2015 certification renewed',
    date: '2026-07-02',
    content: `<p>Following a three-day audit of our Sharq, Shuwaikh and airport operations, our quality management system has been recertified to ISO 9001:2015.</p>`,
  },
  {
    key: 'gcc-road-network',
    title: 'Faster road transit to Saudi Arabia and the UAE',
    date: '2026-05-20',
    content: `<p>A new daily trunk route via Nuwaiseeb cuts transit to Riyadh and Dammam to one working day and to Dubai to two.</p>`,
  },
  {
    key: 'ramadan-hours',
    title: 'Working hours during Ramadan',
    date: '2026-02-10',
    content: `<p>During the holy month our offices open from 10:00 to 16:00 and from 21:00 to 01:00. Collections continue throughout the day.</p>`,
  },
  {
    key: 'online-booking',
    title: 'Book and pay for shipments online',
    date: '2026-01-12',
    content: `<p>You can now book a shipment on our website in four simple steps, upload your KYC document and invoice, and pay by card or cash on collection.</p>`,
  },
].map((n) => ({
  seedKey: `news:${n.key}`,
  title: n.title,
  imageUrl: img(n.key),
  content: n.content,
  publishedOn: n.date,
}));
