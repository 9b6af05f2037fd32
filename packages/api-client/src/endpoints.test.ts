import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints, type EndpointName } from './endpoints.ts';

/** Every call named in spec section 7, plus the calls this contract adds. */
const specCalls: EndpointName[] = [
  'our_service_list',
  'get_our_service_details',
  'team_member_list',
  'news_list',
  'blog_list',
  'domestic_branch',
  'international_branch',
  'country_list',
  'origin_country',
  'vehicle_list',
  'service_list',
  'currency_list',
  'kyc_list',
  'dynamic_menu_list',
  'career_list',
  'faq_list',
  'people_list',
  'blog_by_category',
  'blog_by_tag',
  'blog_search',
  'blog_details',
  'team_member_details',
  'location_list',
  'google_map_by_country',
  'destination_country',
  'contact_us',
  'send_contact_message',
  'create_shipment_collection',
  'origin_city',
  'destination_city',
  'price_calculation',
  'mobile_code_by_country',
  'get_page_content',
  'get_dynamic_page_content',
  'news_details',
  'career_details',
  'career_apply',
  'check_collection_date',
  'make_online_payment',
  'create_shipment',
  'invoice_price_calculation',
  'create_skynet_shipment',
  'country_list_from_api',
  'city_list_from_api',
  'service_list_from_api',
  'customer_login',
  'tracks',
  'tracking_data',
];
// label_links: the portal re-issues expiring document links. company_profile: the
// company's details and marketing figures, edited in the back office. start_online_payment and
// payment_status: paying a booking on the gateway's hosted page (docs/payments.md).
const addedCalls: EndpointName[] = [
  'home_slides',
  'company_profile',
  'customer_logout',
  'customer_session',
  'label_links',
  'start_online_payment',
  'payment_status',
  'portal_dashboard',
  'portal_shipments',
  'portal_shipment',
  'portal_ship_again',
  'portal_addresses',
  'portal_address_create',
  'portal_address_update',
  'portal_address_delete',
  'portal_collections',
  'portal_collection_book',
  'portal_profile',
  'portal_profile_update',
  'portal_password_change',
  'portal_notifications_update',
  'portal_webhook_endpoints',
  'portal_webhook_endpoint_create',
  'portal_webhook_endpoint_delete',
  'portal_webhook_deliveries',
  'portal_webhook_resend',
  'portal_api_keys',
  'portal_cod_ledger',
  'portal_cod_remittance',
  'portal_statements',
  'portal_batch_check',
  'portal_batch_create',
  'portal_batch',
  'portal_batch_mapping',
  'portal_batch_mapping_update',
  'portal_api_key_create',
  'portal_api_key_revoke',
  'portal_users',
  'portal_user_invite',
  'portal_user_role',
  'portal_user_remove',
  'portal_invitation_revoke',
  'user_invitation',
  'user_invitation_accept',
  'delivery_link',
  'delivery_choice',
  'delivery_cod_payment',
  'delivery_claim',
  'delivery_claim_file',
  'delivery_claim_answer',
  'portal_claim',
  'portal_claim_file',
  'portal_claim_answer',
  'portal_shipment_return',
  'portal_return_link',
  'return_link',
  'return_create',
];

const specGets: EndpointName[] = [
  'our_service_list',
  'get_our_service_details',
  'team_member_list',
  'news_list',
  'blog_list',
  'domestic_branch',
  'international_branch',
  'country_list',
  'origin_country',
  'vehicle_list',
  'service_list',
  'currency_list',
  'kyc_list',
  'dynamic_menu_list',
  'career_list',
  'faq_list',
  'people_list',
  'tracks',
];

describe('endpoint table', () => {
  it('holds exactly the spec calls and the added ones', () => {
    expect([...endpointNames].sort()).toEqual([...specCalls, ...addedCalls].sort());
  });

  it('serves each call at the path of its name', () => {
    for (const name of endpointNames) {
      expect(endpoints[name].path.split('/')[0]).toBe(name);
    }
  });

  it('uses GET where the spec says GET and POST for every payload of the spec', () => {
    for (const name of specGets) expect(endpoints[name].method, name).toBe('GET');
    const specPosts = specCalls.filter(
      (name) => !specGets.includes(name) && !name.endsWith('_from_api'),
    );
    for (const name of specPosts) expect(endpoints[name].method, name).toBe('POST');
  });

  it('has a response schema that rejects an unrelated body', () => {
    for (const name of endpointNames) {
      expect(endpoints[name].response.safeParse({ nonsense: true }).success, name).toBe(false);
    }
  });
});
