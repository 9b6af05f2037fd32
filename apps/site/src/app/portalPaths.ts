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
  'statements',
  'bulk-upload',
  // Not behind the session (the invitee has no login yet), but as private: no sitemap, no robots.
  'invitation',
  // The receiver's delivery link: one shipment's page, opened from a message only.
  'delivery',
  // The shop's customer's return link: one shipment's page, opened from the shop's link only.
  'return',
] as const;

/**
 * Pages opened from a link a message carried, its token in the fragment (which the server never
 * sees): the server renders their frame, saying the page is opening, and the browser fills it.
 * A receiver on a slow phone sees the page at once instead of a blank screen until the scripts run.
 */
export const LINK_PAGES: readonly (typeof PORTAL_PATHS)[number][] = ['delivery', 'return'];
