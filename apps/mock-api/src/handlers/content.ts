import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { refuse, route } from '../route.ts';

/** Services, home slides, FAQ, people. */
export function contentHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'our_service_list', () => success({ ourServiceList: db.services })),
    route(db, 'get_our_service_details', ({ id }) => {
      const service = db.services.find((s) => s.encrypt_id === id);
      if (!service) return refuse('get_our_service_details', 'Service not found.', 404);
      return success({ serviceDetails: service });
    }),
    route(db, 'home_slides', () => success({ slideList: db.homeSlides })),
    route(db, 'faq_list', () => success({ faqList: db.faqs })),
    route(db, 'people_list', () => success({ peopleList: db.people })),
  ];
}
