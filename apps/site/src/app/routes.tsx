import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { nextTask } from './nextTask';
import { requireQueryParam } from './requireQueryParam';
import { requireCustomerSession } from '../session/requireCustomerSession';
import { preloadIslands } from '../ssr/island';

/**
 * Each page module exports `Component`; `lazy` makes every route its own chunk. The islands the
 * page declares load with it (src/ssr/island.tsx), except while a server page hydrates.
 */
type PageModule = { Component: React.ComponentType };
const page =
  (load: () => Promise<PageModule>, ...first: (() => Promise<unknown>)[]) =>
  async () => {
    let module: PageModule;
    if (startingVisit) {
      // The visit's first page: on screen already from the server (or nothing is yet), so its
      // code may come in turn, in shorter tasks, at the cost of a round trip per stage.
      startingVisit = false;
      for (const stage of first) {
        await stage();
        await nextTask();
      }
      module = await load();
    } else {
      // A navigation: the visitor waits for the page, so its files are all asked for at once.
      [module] = await Promise.all([load(), ...first.map((stage) => stage())]);
    }
    await preloadIslands();
    return { Component: module.Component };
  };
let startingVisit = true;

/**
 * A page with a form (or a tracking number to check) starts zod and then builds the domain's
 * schemas as their modules load; with the page's own modules that was one task of 160-210 ms on
 * Lighthouse's phone, because the browser runs all the modules one import brings in a single task.
 * So zod comes first, then the field schemas every form shares (`fields.ts`), each in a task of
 * its own, then the page: three shorter tasks instead of one long one (total blocking
 * time). Each stage costs a round trip before the next file is asked for, so only the visit's
 * first page waits for them in turn.
 */
const formStages = [() => import('./zodStart'), () => import('@courier/domain/schemas/fields')];
const formPage = (load: () => Promise<PageModule>, ...own: (() => Promise<unknown>)[]) =>
  page(load, ...formStages, ...own);
/** The booking wizards' request schema builds both booking forms: the largest set of all. */
const bookingSchemas = () => import('@courier/api-client/endpoints/shipments');

export const pageRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../pages/home/HomePage')) },
  { path: 'services', lazy: page(() => import('../pages/services/ServicesPage')) },
  {
    path: 'service-single',
    loader: requireQueryParam('service_id', '/blog'),
    lazy: page(() => import('../pages/services/ServiceSinglePage')),
  },
  { path: 'blog', lazy: page(() => import('../pages/blog/BlogPage')) },
  {
    path: 'blog-by-category',
    loader: requireQueryParam('blog_cat_id', '/blog'),
    lazy: page(() => import('../pages/blog/BlogByCategoryPage')),
  },
  {
    path: 'blog-by-tag',
    loader: requireQueryParam('blog_tag_id', '/blog'),
    lazy: page(() => import('../pages/blog/BlogByTagPage')),
  },
  {
    path: 'blog-search',
    loader: requireQueryParam('search_key_word', '/blog'),
    lazy: page(() => import('../pages/blog/BlogSearchPage')),
  },
  {
    path: 'blog-single',
    loader: requireQueryParam('blog_id', '/blog'),
    lazy: page(() => import('../pages/blog/BlogSinglePage')),
  },
  { path: 'team', lazy: page(() => import('../pages/team/TeamPage')) },
  {
    path: 'member-details',
    loader: requireQueryParam('member_id', '/team'),
    lazy: formPage(() => import('../pages/team/MemberDetailsPage')),
  },
  { path: 'contact-us', lazy: formPage(() => import('../pages/contact/ContactUsPage')) },
  { path: 'find-location', lazy: page(() => import('../pages/location/FindLocationPage')) },
  { path: 'check-rate', lazy: formPage(() => import('../pages/rates/CheckRatePage')) },
  { path: 'rate-enquiry', lazy: formPage(() => import('../pages/rates/RateEnquiryPage')) },
  { path: 'franchise', lazy: formPage(() => import('../pages/contact/FranchisePage')) },
  {
    path: 'book-collection',
    lazy: formPage(() => import('../pages/collection/BookCollectionPage')),
  },
  {
    path: 'book-shipment',
    lazy: formPage(() => import('../pages/booking/BookShipmentPage'), bookingSchemas),
  },
  {
    path: 'static-page',
    loader: requireQueryParam('menu_id', '/'),
    lazy: page(() => import('../pages/content/StaticPage')),
  },
  {
    path: 'news-details',
    loader: requireQueryParam('news_id', '/'),
    lazy: page(() => import('../pages/news/NewsDetailsPage')),
  },
  { path: 'career', lazy: page(() => import('../pages/career/CareerPage')) },
  {
    path: 'career-details',
    loader: requireQueryParam('career_id', '/career'),
    lazy: formPage(() => import('../pages/career/CareerDetailsPage')),
  },
  { path: 'about-us', lazy: page(() => import('../pages/content/AboutUsPage')) },
  { path: 'faq', lazy: page(() => import('../pages/content/FaqPage')) },
  { path: 'peoples', lazy: page(() => import('../pages/team/PeoplesPage')) },
  { path: 'order-tracking', lazy: formPage(() => import('../pages/tracking/OrderTrackingPage')) },
  { path: 'multi-tracking', lazy: formPage(() => import('../pages/tracking/MultiTrackingPage')) },
  { path: 'customer-login', lazy: formPage(() => import('../pages/customer/CustomerLoginPage')) },
  // The invitation link's page: the invitee has no login yet.
  { path: 'invitation', lazy: formPage(() => import('../pages/customer/InvitationPage')) },
  // The receiver's delivery link from a shipment message: no login, the token in the fragment.
  { path: 'delivery', lazy: formPage(() => import('../pages/delivery/DeliveryPage')) },
  // The shop's customer's return link (docs/returns.md): no login, the token in the fragment.
  { path: 'return', lazy: page(() => import('../pages/return/ReturnPage')) },
  {
    path: 'create-shipment',
    loader: requireCustomerSession,
    lazy: formPage(() => import('../pages/customer/CreateShipmentPage'), bookingSchemas),
  },
  {
    // The customer portal: one session check for all its pages.
    id: 'portal',
    loader: requireCustomerSession,
    children: [
      { path: 'my-account', lazy: page(() => import('../pages/portal/DashboardPage')) },
      { path: 'my-shipments', lazy: formPage(() => import('../pages/portal/MyShipmentsPage')) },
      {
        path: 'shipment-details',
        loader: requireQueryParam('shipment_id', '/my-shipments'),
        lazy: page(() => import('../pages/portal/ShipmentDetailsPage')),
      },
      { path: 'address-book', lazy: formPage(() => import('../pages/portal/AddressBookPage')) },
      { path: 'my-collections', lazy: formPage(() => import('../pages/portal/CollectionsPage')) },
      { path: 'my-profile', lazy: formPage(() => import('../pages/portal/ProfilePage')) },
      { path: 'webhooks', lazy: page(() => import('../pages/portal/WebhooksPage')) },
      { path: 'cash-on-delivery', lazy: page(() => import('../pages/portal/CashOnDeliveryPage')) },
      { path: 'statements', lazy: page(() => import('../pages/portal/StatementsPage')) },
      { path: 'bulk-upload', lazy: page(() => import('../pages/portal/BulkUploadPage')) },
      { path: 'api-keys', lazy: formPage(() => import('../pages/portal/ApiKeysPage')) },
      {
        path: 'account-users',
        lazy: formPage(() => import('../pages/portal/AccountUsersPage')),
      },
    ],
  },
  { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    // A pathless child carries the error boundary so header and footer stay on screen.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];
