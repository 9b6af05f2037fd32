/**
 * The route table of spec section 2 ('' is home), written out from the spec for the tests that
 * check the site against it (the route table test and the e2e link walker); deliberately not
 * derived from src/app/routes.tsx, which it checks.
 */
export const SPEC_ROUTES = [
  '',
  'services',
  'service-single',
  'blog',
  'blog-by-category',
  'blog-by-tag',
  'blog-search',
  'blog-single',
  'team',
  'member-details',
  'contact-us',
  'find-location',
  'check-rate',
  'rate-enquiry',
  'franchise',
  'book-collection',
  'book-shipment',
  'static-page',
  'news-details',
  'career',
  'career-details',
  'about-us',
  'faq',
  'peoples',
  'order-tracking',
  'customer-login',
  'create-shipment',
  'multi-tracking',
] as const;

/** The customer portal's pages (not in the spec), all behind the customer session. */
export const PORTAL_ROUTES = [
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
] as const;

/** Pages outside the session opened from a link: the invitation, delivery and return pages. */
export const ACCOUNT_ROUTES = ['invitation', 'delivery', 'return'] as const;
