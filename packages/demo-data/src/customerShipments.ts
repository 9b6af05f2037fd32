import { DOCUMENT_CONTENT } from '@courier/domain/constants';
import type { TrackingStatus } from '@courier/domain/tracking';
import { DEMO_CUSTOMER } from './customers.ts';

/*
 * A month of the demo customer's shipments (the portal's demo account), so My Shipments, the
 * dashboard and the back office show what they are for on a fresh clone. Dates are relative: the
 * API seeds each one `daysAgo` Kuwait calendar days before the seed day, at `bookedAt` Kuwait
 * time, and every scan a number of hours after the booking. Every scan happens before the seed
 * day starts (checked by demoData.test.ts), so the history is in the past whenever it is seeded.
 */

/** One box or document line of a demo shipment (the wizard's shipment item). */
interface DemoLine {
  description: string;
  qty: number;
  weight: number;
  length: number;
  width: number;
  height: number;
  /** Value of one unit in the shipment's currency. */
  itemValue: number;
}

interface DemoReceiver {
  company: string;
  attention: string;
  street: string;
  city: string;
  zip: string;
  /** The country's English name as seeded (countries table). */
  country: string;
  telephone: string;
  mobile: string;
  email: string;
}

/** A scan after booking: its status, hours after the booking, what happened, where, who signed. */
type DemoScan = [
  status: TrackingStatus,
  hoursAfter: number,
  details: string,
  where: string,
  signedBy?: string,
];

export interface DemoCustomerShipment {
  /** Kuwait calendar days before the seed day (at least 1: the history is all in the past). */
  daysAgo: number;
  /** Kuwait time of the booking, HH:mm. */
  bookedAt: string;
  reference: string;
  receiver: DemoReceiver;
  /** A seeded rate service by name. */
  service: string;
  type: 'DOX' | 'SPX';
  content: string;
  lines: DemoLine[];
  paymentType: 'cash' | 'online';
  specialInstruction: string;
  /**
   * 'none': recorded in the portal but not yet booked with the courier (no AWB). Otherwise the
   * courier booked it (a 'Booked' scan at booking time) and these scans followed.
   */
  scans: DemoScan[] | 'none';
  /** Cancelled before pickup by staff, with this reason. */
  cancelled?: string;
}

const HUB = 'Shuwaikh Hub, Kuwait';
/** The demo customer's area: every pickup is made there. */
const SHIPPER_AREA = DEMO_CUSTOMER.profile.Add2;
const picked = (hours: number): DemoScan => [
  'picked_up',
  hours,
  'Collected from shipper',
  `${SHIPPER_AREA}, Kuwait`,
];
const departed = (hours: number): DemoScan => ['in_transit', hours, 'Departed hub', HUB];
const arrived = (hours: number, where: string): DemoScan => [
  'in_transit',
  hours,
  'Arrived at destination hub',
  where,
];
const customs = (hours: number, where: string): DemoScan => [
  'at_customs',
  hours,
  'Customs clearance in progress',
  where,
];
const outForDelivery = (hours: number, where: string): DemoScan => [
  'out_for_delivery',
  hours,
  'Out for delivery',
  where,
];
const delivered = (hours: number, signedBy: string, where: string): DemoScan => [
  'delivered',
  hours,
  `Delivered, signed by ${signedBy}`,
  where,
  signedBy,
];
/** The last leg of a delivered shipment: out for delivery, then signed for, in one place. */
const handedOver = (outHours: number, hours: number, signedBy: string, where: string) => [
  outForDelivery(outHours, where),
  delivered(hours, signedBy, where),
];

/** Typed receivers, shared by several shipments (customers ship to the same partners). */
const receiver = (r: DemoReceiver): DemoReceiver => r;

const MUMBAI = receiver({
  company: 'Tata Trading Mumbai Pvt Ltd',
  attention: 'Rahul Mehta',
  street: '14 Nariman Point, Maker Chambers IV',
  city: 'Mumbai',
  zip: '400021',
  country: 'India',
  telephone: '+912222884400',
  mobile: '+919820011223',
  email: 'rahul.mehta@tatatrading.example',
});
const DUBAI = receiver({
  company: 'Al Futtaim Supplies LLC',
  attention: 'Sara Al Marri',
  street: 'Office 1203, Al Moosa Tower 2, Sheikh Zayed Road',
  city: 'Dubai',
  zip: '00000',
  country: 'United Arab Emirates',
  telephone: '+97143321100',
  mobile: '+971501234567',
  email: 'sara.almarri@alfuttaim-supplies.example',
});
const RIYADH = receiver({
  company: 'مؤسسة النور للتجارة',
  attention: 'خالد العتيبي',
  street: 'طريق الملك فهد، حي العليا، مبنى 45',
  city: 'Riyadh',
  zip: '12214',
  country: 'Saudi Arabia',
  telephone: '+966112345678',
  mobile: '+966551234567',
  email: 'k.otaibi@alnoor-trading.example',
});
const LONDON = receiver({
  company: 'Harrow Components Ltd',
  attention: 'Emily Clarke',
  street: '221 Baker Street, Marylebone',
  city: 'London',
  zip: 'NW1 6XE',
  country: 'United Kingdom',
  telephone: '+442071234567',
  mobile: '+447700900123',
  email: 'emily.clarke@harrowcomponents.example',
});
const SALMIYA = receiver({
  company: 'Salmiya Electronics Co.',
  attention: 'Yousef Al-Sabah',
  street: 'Salem Al Mubarak Street, Block 10, Building 22',
  city: 'Salmiya',
  zip: '22000',
  country: 'Kuwait',
  telephone: '+96525712233',
  mobile: '+96555443322',
  email: 'yousef@salmiya-electronics.example',
});
const FAHAHEEL = receiver({
  company: 'شركة الفحيحيل للأغذية',
  attention: 'مريم الكندري',
  street: 'Block 7, Street 110, Building 15',
  city: 'Fahaheel',
  zip: '64000',
  country: 'Kuwait',
  telephone: '+96523915566',
  mobile: '+96566112233',
  email: 'mariam@fahaheelfoods.example',
});
const CAIRO = receiver({
  company: 'Nile Pharma Distribution',
  attention: 'Omar Farouk',
  street: '26 July Street, Zamalek',
  city: 'Cairo',
  zip: '11211',
  country: 'Egypt',
  telephone: '+20227351234',
  mobile: '+201001234567',
  email: 'omar.farouk@nilepharma.example',
});
const DOHA = receiver({
  company: 'Pearl Office Furniture WLL',
  attention: 'Fatima Al Kuwari',
  street: 'Building 18, C Ring Road',
  city: 'Doha',
  zip: '00000',
  country: 'Qatar',
  telephone: '+97444123456',
  mobile: '+97455123456',
  email: 'fatima@pearl-office.example',
});
const MANILA = receiver({
  company: 'Luzon Garments Inc.',
  attention: 'Maria Santos',
  street: '1200 Ayala Avenue, Makati',
  city: 'Manila',
  zip: '1226',
  country: 'Philippines',
  telephone: '+63288451234',
  mobile: '+639171234567',
  email: 'maria.santos@luzongarments.example',
});
const HAMBURG = receiver({
  company: 'Hanse Maschinenbau GmbH',
  attention: 'Jonas Becker',
  street: 'Speicherstadt, Am Sandtorkai 38',
  city: 'Hamburg',
  zip: '20457',
  country: 'Germany',
  telephone: '+49403012345',
  mobile: '+491701234567',
  email: 'j.becker@hanse-maschinenbau.example',
});
const KARACHI = receiver({
  company: 'Indus Textiles (Pvt.) Ltd',
  attention: 'Bilal Ahmed',
  street: 'Plot 45, Korangi Industrial Area',
  city: 'Karachi',
  zip: '74900',
  country: 'Pakistan',
  telephone: '+922135051234',
  mobile: '+923001234567',
  email: 'bilal@industextiles.example',
});
const MANAMA = receiver({
  company: 'Gulf Gate Logistics WLL',
  attention: 'Ali Hassan',
  street: 'Building 2450, Road 2832, Seef',
  city: 'Manama',
  zip: '428',
  country: 'Bahrain',
  telephone: '+97317123456',
  mobile: '+97336123456',
  email: 'ali.hassan@gulfgate.example',
});

/** What a shipment carries: its type, contents and lines. */
type DemoGoods = Pick<DemoCustomerShipment, 'type' | 'content' | 'lines'>;

/** Documents as the wizard's documents choice fills them: 1 for size, quantity and value. */
const papers = (description: string, weight = 0.5): DemoGoods => ({
  type: 'DOX',
  content: DOCUMENT_CONTENT,
  lines: [{ description, qty: 1, weight, length: 1, width: 1, height: 1, itemValue: 1 }],
});
/** Goods in boxes, one line a box. */
const parcel = (content: string, ...boxes: DemoLine[]): DemoGoods => ({
  type: 'SPX',
  content,
  lines: boxes,
});
const box = (
  description: string,
  qty: number,
  weight: number,
  [length, width, height]: [number, number, number],
  itemValue: number,
): DemoLine => ({ description, qty, weight, length, width, height, itemValue });

/** A shipment of these goods, with the fields most of them share. */
const shipment = ({
  goods,
  ...known
}: Omit<DemoCustomerShipment, keyof DemoGoods | 'paymentType' | 'specialInstruction'> &
  Partial<Pick<DemoCustomerShipment, 'paymentType' | 'specialInstruction'>> & {
    goods: DemoGoods;
  }): DemoCustomerShipment => ({ paymentType: 'cash', specialInstruction: '', ...goods, ...known });

/** Newest first, as My Shipments lists them. Every status of the portal appears at least once. */
export const DEMO_CUSTOMER_SHIPMENTS: readonly DemoCustomerShipment[] = [
  shipment({
    daysAgo: 1,
    bookedAt: '16:20',
    reference: 'PO-2611-031',
    receiver: SALMIYA,
    service: 'Domestic Next Day',
    goods: parcel('Computer accessories', box('Keyboards and mice', 4, 3.2, [45, 35, 20], 12.5)),
    scans: 'none',
    specialInstruction: 'Call before pickup',
  }),
  shipment({
    daysAgo: 1,
    bookedAt: '11:05',
    reference: 'PO-2611-030',
    receiver: DUBAI,
    service: 'Express Parcel',
    goods: parcel('Spare parts', box('Gear box parts', 2, 4.5, [40, 30, 25], 38)),
    scans: [],
  }),
  shipment({
    daysAgo: 1,
    bookedAt: '09:30',
    reference: 'INV-88412',
    receiver: MUMBAI,
    service: 'Express Documents',
    goods: papers('Signed contracts'),
    scans: [picked(5)],
  }),
  shipment({
    daysAgo: 2,
    bookedAt: '10:45',
    reference: 'PO-2611-029',
    receiver: RIYADH,
    service: 'Express Parcel',
    goods: parcel('Perfume samples', box('Oud perfume samples', 12, 2.4, [30, 25, 20], 6)),
    scans: [picked(4), departed(14)],
  }),
  shipment({
    daysAgo: 2,
    bookedAt: '08:50',
    reference: 'PO-2611-028',
    receiver: FAHAHEEL,
    service: 'Domestic Same Day',
    goods: parcel('Food samples', box('Packaged dates', 6, 3, [40, 30, 20], 4.5)),
    scans: [picked(1.5), outForDelivery(3, 'Fahaheel, Kuwait')],
  }),
  shipment({
    daysAgo: 3,
    bookedAt: '13:15',
    reference: 'PO-2611-027',
    receiver: LONDON,
    service: 'Express Parcel',
    goods: parcel(
      'Electronic components',
      box('Circuit boards', 10, 2, [35, 25, 15], 22),
      box('Cables', 20, 1.5, [30, 20, 10], 3.25),
    ),
    scans: [
      picked(3),
      departed(13),
      ['in_transit', 20, 'Arrived at transit hub', 'Dubai Gateway, UAE'],
      customs(40, 'London Heathrow, United Kingdom'),
    ],
  }),
  shipment({
    daysAgo: 3,
    bookedAt: '09:10',
    reference: 'PO-2611-026',
    receiver: SALMIYA,
    service: 'Domestic Next Day',
    goods: parcel('Printer toner', box('Toner cartridges', 5, 4, [50, 35, 25], 18)),
    scans: [picked(4), ...handedOver(24, 27, 'Yousef Al-Sabah', 'Salmiya, Kuwait')],
  }),
  shipment({
    daysAgo: 4,
    bookedAt: '12:40',
    reference: 'PO-2611-025',
    receiver: DOHA,
    service: 'Economy Express',
    goods: parcel('Office chair parts', box('Chair bases', 3, 9, [60, 60, 20], 15)),
    scans: [
      picked(5),
      departed(20),
      ['exception', 44, 'Address incomplete: receiver could not be reached', 'Doha, Qatar'],
    ],
  }),
  shipment({
    daysAgo: 5,
    bookedAt: '10:00',
    reference: 'INV-88390',
    receiver: MANAMA,
    service: 'Express Documents',
    goods: papers('Bills of lading', 0.8),
    scans: [
      picked(4),
      departed(12),
      arrived(22, 'Manama, Bahrain'),
      ...handedOver(46, 50, 'Ali Hassan', 'Seef, Manama'),
    ],
  }),
  shipment({
    daysAgo: 6,
    bookedAt: '14:30',
    reference: 'PO-2611-024',
    receiver: MUMBAI,
    service: 'Express Parcel',
    goods: parcel('Textile samples', box('Fabric swatches', 40, 2.5, [40, 30, 10], 1.5)),
    scans: [
      picked(3),
      departed(12),
      customs(30, 'Mumbai, India'),
      ['in_transit', 54, 'Handed to delivery partner Blue Dart', 'Mumbai, India'],
      ...handedOver(70, 75, 'R. Mehta', 'Nariman Point, Mumbai'),
    ],
  }),
  shipment({
    daysAgo: 7,
    bookedAt: '11:20',
    reference: 'PO-2611-023',
    receiver: HAMBURG,
    service: 'Economy Express',
    goods: parcel('Machine parts', box('Hydraulic valves', 4, 12, [50, 40, 30], 65)),
    cancelled: 'Customer asked to cancel: order changed',
    scans: [],
  }),
  shipment({
    daysAgo: 8,
    bookedAt: '15:10',
    reference: 'PO-2611-022',
    receiver: CAIRO,
    service: 'Express Parcel',
    goods: parcel('Medical supplies', box('Blood pressure monitors', 6, 5, [45, 35, 30], 24)),
    scans: [
      picked(2),
      departed(11),
      customs(34, 'Cairo International Airport, Egypt'),
      ['at_customs', 60, 'Held at customs: import permit required', 'Cairo, Egypt'],
    ],
    specialInstruction: 'Fragile: handle with care',
  }),
  shipment({
    daysAgo: 9,
    bookedAt: '09:45',
    reference: 'PO-2611-021',
    receiver: RIYADH,
    service: 'Economy Express',
    goods: parcel('Promotional material', box('Printed brochures', 8, 6, [45, 35, 25], 2)),
    scans: [
      picked(4),
      departed(22),
      ['in_transit', 40, 'Crossed border by road', 'Al Khafji, Saudi Arabia'],
      arrived(70, 'Riyadh, Saudi Arabia'),
      ...handedOver(90, 95, 'خالد العتيبي', 'Olaya, Riyadh'),
    ],
  }),
  shipment({
    daysAgo: 11,
    bookedAt: '10:30',
    reference: 'INV-88355',
    receiver: LONDON,
    service: 'Express Documents',
    goods: papers('Tender documents', 1),
    paymentType: 'online',
    scans: [
      picked(3),
      departed(13),
      arrived(30, 'London Heathrow, United Kingdom'),
      ...handedOver(46, 50, 'E. Clarke', 'Marylebone, London'),
    ],
  }),
  shipment({
    daysAgo: 13,
    bookedAt: '12:00',
    reference: 'PO-2611-020',
    receiver: MANILA,
    service: 'Economy Express',
    goods: parcel('Garment samples', box('Abayas', 15, 7.5, [55, 40, 25], 9)),
    scans: [
      picked(5),
      departed(26),
      customs(80, 'Manila, Philippines'),
      ['exception', 110, 'Delivery refused by receiver', 'Makati, Manila'],
      ['returned', 200, 'Returned to shipper', 'Sharq, Kuwait'],
    ],
  }),
  shipment({
    daysAgo: 15,
    bookedAt: '09:15',
    reference: 'PO-2611-019',
    receiver: FAHAHEEL,
    service: 'Domestic Next Day',
    goods: parcel('Kitchen equipment', box('Stainless steel trays', 10, 8, [60, 40, 20], 5)),
    scans: [picked(5), ...handedOver(24, 28, 'مريم الكندري', 'Fahaheel, Kuwait')],
  }),
  shipment({
    daysAgo: 17,
    bookedAt: '13:50',
    reference: 'PO-2611-018',
    receiver: KARACHI,
    service: 'Express Parcel',
    goods: parcel('Dyes and colourants', box('Colour samples', 20, 3, [35, 30, 20], 4)),
    scans: [
      picked(3),
      departed(12),
      customs(30, 'Karachi, Pakistan'),
      ...handedOver(60, 64, 'Bilal Ahmed', 'Korangi, Karachi'),
    ],
  }),
  shipment({
    daysAgo: 19,
    bookedAt: '11:40',
    reference: 'PO-2611-017',
    receiver: DUBAI,
    service: 'Express Parcel',
    goods: parcel(
      'Mobile phone accessories',
      box('Phone cases', 50, 3, [40, 30, 20], 2.5),
      box('Chargers', 30, 2.5, [35, 25, 20], 4),
    ),
    scans: [
      picked(4),
      departed(12),
      arrived(20, 'Dubai Gateway, UAE'),
      ...handedOver(36, 39, 'S. Al Marri', 'Sheikh Zayed Road, Dubai'),
    ],
  }),
  shipment({
    daysAgo: 22,
    bookedAt: '10:10',
    reference: 'INV-88301',
    receiver: CAIRO,
    service: 'Express Documents',
    goods: papers('Certificates'),
    scans: [
      picked(4),
      departed(14),
      arrived(30, 'Cairo, Egypt'),
      ...handedOver(50, 54, 'Omar Farouk', 'Zamalek, Cairo'),
    ],
  }),
  shipment({
    daysAgo: 24,
    bookedAt: '14:00',
    reference: 'PO-2611-016',
    receiver: MUMBAI,
    service: 'Economy Express',
    goods: parcel('Dates and sweets', box('Date boxes', 24, 14, [60, 40, 35], 3.5)),
    paymentType: 'online',
    scans: [
      picked(3),
      departed(26),
      customs(70, 'Mumbai, India'),
      ...handedOver(110, 116, 'R. Mehta', 'Nariman Point, Mumbai'),
    ],
  }),
  shipment({
    daysAgo: 27,
    bookedAt: '09:00',
    reference: 'PO-2611-015',
    receiver: SALMIYA,
    service: 'Domestic Same Day',
    goods: parcel('Laptop', box('Laptop', 1, 2.5, [45, 35, 10], 320)),
    scans: [picked(1), ...handedOver(2.5, 4, 'Yousef Al-Sabah', 'Salmiya, Kuwait')],
  }),
  shipment({
    daysAgo: 29,
    bookedAt: '15:30',
    reference: 'PO-2610-014',
    receiver: HAMBURG,
    service: 'Express Parcel',
    goods: parcel('Sensor samples', box('Pressure sensors', 8, 3.5, [40, 30, 20], 48)),
    scans: [
      picked(3),
      departed(12),
      ['in_transit', 22, 'Arrived at transit hub', 'Frankfurt, Germany'],
      customs(40, 'Frankfurt, Germany'),
      ...handedOver(66, 70, 'Jonas Becker', 'Speicherstadt, Hamburg'),
    ],
  }),
];
