import type { z } from 'zod';
import * as blog from './endpoints/blog.ts';
import * as careers from './endpoints/careers.ts';
import * as collections from './endpoints/collections.ts';
import * as company from './endpoints/company.ts';
import * as content from './endpoints/content.ts';
import * as customers from './endpoints/customers.ts';
import * as enquiries from './endpoints/enquiries.ts';
import * as locations from './endpoints/locations.ts';
import * as news from './endpoints/news.ts';
import * as pages from './endpoints/pages.ts';
import * as portal from './endpoints/portal.ts';
import * as portalUsers from './endpoints/portalUsers.ts';
import * as portalBatches from './endpoints/portalBatches.ts';
import * as portalCod from './endpoints/portalCod.ts';
import * as portalStatements from './endpoints/portalStatements.ts';
import * as portalWebhooks from './endpoints/portalWebhooks.ts';
import * as payments from './endpoints/payments.ts';
import * as rates from './endpoints/rates.ts';
import * as receiver from './endpoints/receiver.ts';
import * as reference from './endpoints/reference.ts';
import * as returns from './endpoints/returns.ts';
import * as claims from './endpoints/claims.ts';
import * as shipments from './endpoints/shipments.ts';
import * as team from './endpoints/team.ts';
import * as tracking from './endpoints/tracking.ts';

/** Base path of every call. */
export const API_BASE_PATH = '/api/website/';

/** Every call of /api/website/*, by the name the spec gives it. */
export const endpoints = {
  our_service_list: content.ourServiceList,
  get_our_service_details: content.getOurServiceDetails,
  home_slides: content.homeSlides,
  faq_list: content.faqList,
  people_list: content.peopleList,
  company_profile: company.companyProfile,

  blog_list: blog.blogList,
  blog_by_category: blog.blogByCategory,
  blog_by_tag: blog.blogByTag,
  blog_search: blog.blogSearch,
  blog_details: blog.blogDetails,

  team_member_list: team.teamMemberList,
  team_member_details: team.teamMemberDetails,

  news_list: news.newsList,
  news_details: news.newsDetails,

  career_list: careers.careerList,
  career_details: careers.careerDetails,
  career_apply: careers.careerApply,

  dynamic_menu_list: pages.dynamicMenuList,
  get_page_content: pages.getPageContent,
  get_dynamic_page_content: pages.getDynamicPageContent,

  country_list: reference.countryList,
  origin_country: reference.originCountry,
  destination_country: reference.destinationCountry,
  origin_city: reference.originCity,
  destination_city: reference.destinationCity,
  mobile_code_by_country: reference.mobileCodeByCountry,
  vehicle_list: reference.vehicleList,
  service_list: reference.serviceList,
  currency_list: reference.currencyList,
  kyc_list: reference.kycList,

  domestic_branch: locations.domesticBranch,
  international_branch: locations.internationalBranch,
  location_list: locations.locationList,
  google_map_by_country: locations.googleMapByCountry,

  price_calculation: rates.priceCalculation,
  invoice_price_calculation: rates.invoicePriceCalculation,

  contact_us: enquiries.contactUs,
  send_contact_message: enquiries.sendContactMessage,

  create_shipment_collection: collections.createShipmentCollection,
  check_collection_date: collections.checkCollectionDate,

  delivery_link: receiver.deliveryLink,
  delivery_choice: receiver.deliveryChoice,
  delivery_cod_payment: receiver.deliveryCodPayment,
  delivery_claim: claims.deliveryClaim,
  delivery_claim_file: claims.deliveryClaimFile,
  delivery_claim_answer: claims.deliveryClaimAnswer,

  return_link: returns.returnLink,
  return_create: returns.returnCreate,

  make_online_payment: payments.makeOnlinePayment,
  start_online_payment: payments.startOnlinePayment,
  payment_status: payments.paymentStatus,

  create_shipment: shipments.createShipment,
  create_skynet_shipment: shipments.createSkynetShipment,
  label_links: shipments.labelLinks,

  customer_login: customers.customerLogin,
  customer_logout: customers.customerLogout,
  customer_session: customers.customerSession,
  country_list_from_api: customers.countryListFromApi,
  city_list_from_api: customers.cityListFromApi,
  service_list_from_api: customers.serviceListFromApi,

  portal_dashboard: portal.portalDashboard,
  portal_shipments: portal.portalShipments,
  portal_shipment: portal.portalShipment,
  portal_ship_again: portal.portalShipAgain,
  portal_addresses: portal.portalAddresses,
  portal_address_create: portal.portalAddressCreate,
  portal_address_update: portal.portalAddressUpdate,
  portal_address_delete: portal.portalAddressDelete,
  portal_collections: portal.portalCollections,
  portal_collection_book: portal.portalCollectionBook,
  portal_profile: portal.portalProfile,
  portal_profile_update: portal.portalProfileUpdate,
  portal_password_change: portal.portalPasswordChange,
  portal_notifications_update: portal.portalNotificationsUpdate,
  portal_shipment_return: returns.portalShipmentReturn,
  portal_return_link: returns.portalReturnLink,
  portal_claim: claims.portalClaim,
  portal_claim_file: claims.portalClaimFile,
  portal_claim_answer: claims.portalClaimAnswer,
  portal_cod_ledger: portalCod.portalCodLedger,
  portal_cod_remittance: portalCod.portalCodRemittance,
  portal_statements: portalStatements.portalStatements,
  portal_batch_check: portalBatches.portalBatchCheck,
  portal_batch_create: portalBatches.portalBatchCreate,
  portal_batch: portalBatches.portalBatch,
  portal_batch_mapping: portalBatches.portalBatchMapping,
  portal_batch_mapping_update: portalBatches.portalBatchMappingUpdate,
  portal_webhook_endpoints: portalWebhooks.portalWebhookEndpoints,
  portal_webhook_endpoint_create: portalWebhooks.portalWebhookEndpointCreate,
  portal_webhook_endpoint_delete: portalWebhooks.portalWebhookEndpointDelete,
  portal_webhook_deliveries: portalWebhooks.portalWebhookDeliveries,
  portal_webhook_resend: portalWebhooks.portalWebhookResend,
  portal_api_keys: portal.portalApiKeys,
  portal_api_key_create: portal.portalApiKeyCreate,
  portal_api_key_revoke: portal.portalApiKeyRevoke,
  portal_users: portalUsers.portalUsers,
  portal_user_invite: portalUsers.portalUserInvite,
  portal_user_role: portalUsers.portalUserRole,
  portal_user_remove: portalUsers.portalUserRemove,
  portal_invitation_revoke: portalUsers.portalInvitationRevoke,
  user_invitation: portalUsers.userInvitation,
  user_invitation_accept: portalUsers.userInvitationAccept,

  tracks: tracking.tracks,
  tracking_data: tracking.trackingData,
} as const;

type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What the caller sends (before parsing: selects may send ids as strings). */
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** The parsed request, as the server sees it. */
export type ParsedRequestOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;
/** A successful answer. */
export type SuccessOf<N extends EndpointName> = z.output<Endpoints[N]['success']>;
/** A refusal (a valid answer that is not a success). */
export type FailureOf<N extends EndpointName> = z.output<Endpoints[N]['failure']['schema']>;
/** Any valid answer. */
export type ResponseOf<N extends EndpointName> = SuccessOf<N> | FailureOf<N>;

export const endpointNames = Object.keys(endpoints) as EndpointName[];
