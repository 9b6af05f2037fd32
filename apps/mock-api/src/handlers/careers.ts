import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { refuse, route } from '../route.ts';

export function careerHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'career_list', () => success({ careerList: db.careers })),
    route(db, 'career_details', ({ career_id }) => {
      const career = db.careers.find((c) => c.encrypt_id === career_id);
      if (!career) return refuse('career_details', 'This opening is no longer available.', 404);
      return success({ careerDetails: career });
    }),
    route(db, 'career_apply', (application) => {
      if (
        application.career_id &&
        !db.careers.some((c) => c.encrypt_id === application.career_id)
      ) {
        return refuse('career_apply', 'This opening is no longer available.', 404);
      }
      // The resume stays out of the inbox copy: only its size is kept.
      const { resume_content, ...rest } = application;
      db.inbox.push({ kind: 'career', body: { ...rest, resume_bytes: resume_content.length } });
      return success({}, 'Thank you for applying. Our HR team will contact you soon.');
    }),
  ];
}
