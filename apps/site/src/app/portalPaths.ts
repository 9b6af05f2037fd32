/** The customer portal's pages (behind the session): kept out of the sitemap and the robots' reach. */
export const PORTAL_PATHS = [
  'my-account',
  'my-shipments',
  'shipment-details',
  'address-book',
  'my-collections',
  'my-profile',
] as const;
