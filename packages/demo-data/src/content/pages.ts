/** Footer menus keep the ids their encoded links use: 4 'NA==', 5 'NQ==', 6 'Ng=='. */
export const MENUS = [
  { id: 4, name: 'Terms & Condition' },
  { id: 5, name: 'Privacy Policy' },
  { id: 6, name: 'Refund & Cancellation' },
];

export const PAGES: { menuId: number; key: string; title: string; content: string }[] = [
  {
    menuId: 4,
    key: 'terms-acceptance',
    title: 'Acceptance of these terms',
    content:
      '<p>By booking a shipment with Courier Express Kuwait, online or at a service point, the shipper agrees to these terms on behalf of everyone with an interest in the shipment.</p>',
  },
  {
    menuId: 4,
    key: 'terms-shipments',
    title: 'Shipments we carry',
    content:
      '<p>We do not carry cash, precious metals, weapons, dangerous goods without prior approval, or any item forbidden by the law of the origin, transit or destination country. The shipper is responsible for a complete and accurate description and value.</p>',
  },
  {
    menuId: 4,
    key: 'terms-liability',
    title: 'Liability',
    content:
      '<p>Unless a higher value is declared and insured, our liability for loss or damage is limited to the lower of the actual loss and KWD 30 per shipment. Customs duties and taxes at the destination are payable by the receiver unless agreed otherwise.</p>',
  },
  {
    menuId: 5,
    key: 'privacy-data',
    title: 'The data we keep',
    content:
      '<p>We keep the sender and receiver details, contents and values you give us, identity documents required by customs (KYC) and payment references. We never store card numbers or CVV codes.</p>',
  },
  {
    menuId: 5,
    key: 'privacy-use',
    title: 'How we use it',
    content:
      '<p>Your data is used to carry and clear your shipment, to answer your enquiries and to meet legal obligations. We share it only with carriers and authorities involved in the delivery.</p>',
  },
  {
    menuId: 6,
    key: 'refund-cancel',
    title: 'Cancelling a booking',
    content:
      '<p>A booking can be cancelled free of charge until the shipment is collected. Call us or write to info@courierexpress.com.kw with your booking number.</p>',
  },
  {
    menuId: 6,
    key: 'refund-refunds',
    title: 'Refunds',
    content:
      '<p>Card payments for cancelled bookings are refunded to the same card within 7 to 10 working days. Charges for shipments already collected are not refundable, except where a service was not delivered as promised.</p>',
  },
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
  },
  {
    title: 'Same-day courier',
    highlight: 'across Kuwait',
    subtitle: 'Book before noon, delivered by tonight in all six governorates.',
  },
  {
    title: 'In express logistics since',
    highlight: '1980',
    subtitle:
      'Incorporated in 2019, head office in New Delhi, on a worldwide network of 209+ countries.',
  },
].map((s, i) => ({
  seedKey: `slide:${i + 1}`,
  imageUrl: `/media/slides/${i + 1}.svg`,
  ...s,
  sortOrder: i,
}));
