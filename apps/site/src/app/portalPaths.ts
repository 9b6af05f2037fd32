/** The customer portal's pages (behind the session): kept out of the sitemap and the robots' reach. */
export const PORTAL_PATHS = [
  'my-account',
  'my-shipments',
  'shipment-details',
  'address-book',
  'my-collections',
  'my-profile',
  'webhooks',
  'api-keys',
  'account-users',
  'cash-on-delivery',
  'bulk-upload',
  // Not behind the session (the invitee has no login yet), but as private: no sitemap, no robots.
  'invitation',
  // The receiver's delivery link: one shipment's page, opened from a message only.
  'delivery',
] as const;
