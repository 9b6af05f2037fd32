/** Title, description and (home only) keywords per route, keyed by route path. */
export interface RouteMeta {
  title: string;
  description: string;
  keywords?: string;
}

const site = 'Courier Express Kuwait';
const page = (name: string, description: string): RouteMeta => ({
  title: `${name} | ${site}`,
  description,
});

export const routeMeta: Record<string, RouteMeta> = {
  '': {
    title: 'International Courier Service in Kuwait | Express Shipping & Parcel Delivery',
    description:
      'International courier service in Kuwait: express document and parcel shipping to 209+ countries, online booking, door-to-door collection, rate quotes and live shipment tracking.',
    keywords:
      'international courier service Kuwait, courier Kuwait, express shipping Kuwait, parcel delivery Kuwait, door to door courier, shipment tracking Kuwait, cheap international courier',
  },
  services: page(
    'Our Services',
    'Express courier, air freight, sea freight and logistics services from Kuwait.',
  ),
  'service-single': page('Service Details', 'Details of our courier and logistics service.'),
  blog: page('Blog Grid', 'News, tips and stories about international shipping from Kuwait.'),
  'blog-by-category': page('Blog by Category', 'Blog posts in one category.'),
  'blog-by-tag': page('Blog by Tag', 'Blog posts with one tag.'),
  'blog-search': page('Blog Search', 'Search results in our blog.'),
  'blog-single': page('Blog', 'A post from our blog.'),
  team: page('Our Team', 'Meet the team behind our courier service in Kuwait.'),
  'member-details': page('Team Member', 'Profile of a member of our team.'),
  'contact-us': page('Contact Us', 'Call, write or request a callback from our Kuwait office.'),
  'find-location': page('Find Location', 'Find our offices and service points on a list or a map.'),
  'check-rate': page('Check Rate', 'Check international shipping rates from Kuwait in KWD.'),
  'rate-enquiry': page('Rate Enquiry', 'Get a shipping quote and book your shipment online.'),
  franchise: page('Franchise', 'Become a franchise partner of our express courier network.'),
  'book-collection': page('Book Collection', 'Book a shipment collection from your door.'),
  'book-shipment': page(
    'Book Shipment',
    'Book an international shipment online, pay cash or by card.',
  ),
  'static-page': page('Information', 'Company information and policies.'),
  'news-details': page('News & Update', 'Latest news from our courier network.'),
  career: page('Career', 'Job openings at our courier company in Kuwait.'),
  'career-details': page('Career Details', 'Details of a job opening and how to apply.'),
  'about-us': page('About Us', 'Our history, certifications, vision and mission.'),
  faq: page('FAQ', 'Frequently asked questions about shipping, rates and tracking.'),
  peoples: page('Our People', 'The people of our courier network.'),
  'order-tracking': page('Order Tracking', 'Track your shipment by its tracking number.'),
  'customer-login': page('Customer Login', 'Log in to create shipments as a registered customer.'),
  'create-shipment': page('Create Shipment', 'Create a shipment as a registered customer.'),
  'multi-tracking': page('Multi Tracking', 'Track several shipments at once.'),
  'my-account': page('My Account', 'Your shipments in transit, delivered and needing action.'),
  'my-shipments': page('My Shipments', 'Find your shipments, their status and documents.'),
  'shipment-details': page('Shipment Details', 'Tracking history and documents of a shipment.'),
  'address-book': page('Address Book', 'Your saved senders and receivers.'),
  'my-collections': page('My Collections', 'Your collection bookings and their status.'),
  'my-profile': page('My Profile', 'Your contact details, password and notifications.'),
};

export const notFoundMeta = page('Page not found', 'The page you are looking for does not exist.');
