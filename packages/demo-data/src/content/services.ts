const img = (slug: string) => `/media/services/${slug}.svg`;
const icon = (slug: string) => `/media/icons/${slug}.svg`;

/** Our Services: marketing pages (distinct from the rate services a shipment is priced with). */
export const SERVICES = [
  {
    key: 'international-express',
    name: 'International Express',
    short:
      'Door-to-door delivery to more than 209 countries, with customs clearance handled for you.',
    content: `<p>Our International Express service moves your documents and parcels from Kuwait to more than 209 countries and territories, usually within 1 to 4 working days.</p><h3>What is included</h3><ul><li>Collection from your door anywhere in Kuwait</li><li>Customs paperwork prepared by our licensed brokers</li><li>Tracking at every scan, from pick-up to signature</li><li>Proof of delivery on request</li></ul><p>Customs duties and taxes at the destination are charged separately by the destination authorities.</p>`,
    row: 1,
  },
  {
    key: 'domestic-courier',
    name: 'Domestic Courier',
    short: 'Same-day and next-day delivery across all six governorates of Kuwait.',
    content: `<p>From Jahra to Ahmadi, our riders and vans cover every governorate of Kuwait every working day.</p><ul><li><strong>Same Day</strong>: booked before 12:00, delivered by 21:00</li><li><strong>Next Day</strong>: delivered the next working day</li></ul><p>Cash on delivery collection is available for registered business customers.</p>`,
    row: 1,
  },
  {
    key: 'air-freight',
    name: 'Air Freight',
    short:
      'Consolidated and direct air cargo for heavier consignments, through our Airport Cargo Gateway.',
    content: `<p>When a shipment is too large for express, our air freight desk books space on scheduled carriers out of Kuwait International Airport.</p><p>We handle airway bills, dangerous goods declarations and airport-to-door delivery at destination.</p>`,
    row: 1,
  },
  {
    key: 'sea-freight',
    name: 'Sea Freight',
    short: 'Full and shared container loads from Shuwaikh and Shuaiba ports to the world.',
    content: `<p>For large, non-urgent cargo, sea freight is the economical choice. We offer FCL and LCL services with weekly sailings to the Indian subcontinent, the Far East and Europe.</p><p>Our team arranges packing, port handling, customs clearance and final delivery.</p>`,
    row: 2,
  },
  {
    key: 'ecommerce-logistics',
    name: 'E-commerce Logistics',
    short: 'Warehousing, pick and pack, returns and cash on delivery for online stores.',
    content: `<p>Connect your online shop to our network: we store your stock, pack each order and deliver it the same or next day in Kuwait, or within days across the GCC.</p><ul><li>API and plug-in integrations</li><li>Cash on delivery with weekly remittance</li><li>Easy returns for your customers</li></ul>`,
    row: 2,
  },
  {
    key: 'customs-clearance',
    name: 'Customs Clearance',
    short:
      'Licensed customs brokerage for imports and exports, as a customs-authorised courier operator.',
    content: `<p>As a customs-authorised courier operator, we clear express and cargo shipments at Kuwait customs every day.</p><p>Send us your commercial invoice and we prepare the declaration, pay duties on your behalf and deliver the goods to you.</p>`,
    row: 2,
  },
].map((s, i) => ({
  seedKey: `service:${s.key}`,
  name: s.name,
  icon: icon(s.key),
  image: img(s.key),
  shortDescription: s.short,
  content: s.content,
  rowIndex: s.row,
  sortOrder: i,
}));
