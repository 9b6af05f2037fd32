import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { refuse, route } from '../route.ts';

export function enquiryHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'contact_us', (body) => {
      db.inbox.push({ kind: 'contact', body });
      return success({}, 'Thank you for contacting us. We will call you back shortly.');
    }),
    route(db, 'send_contact_message', (body) => {
      if ('member_id' in body) {
        if (!db.team.some((r) => r.member.encrypt_id === body.member_id)) {
          return refuse('send_contact_message', 'Team member not found.', 404);
        }
        db.inbox.push({ kind: 'member', body });
        return success({}, 'Your message has been sent.');
      }
      db.inbox.push({ kind: 'franchise', body });
      return success({}, 'Thank you for your interest. Our franchise team will contact you.');
    }),
  ];
}
