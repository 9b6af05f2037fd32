import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { route } from '../route.ts';

/** The company's details, the marketing figures and the home counters (header, footer, contact, home, about). */
export function companyHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'company_profile', () =>
      success({ company: db.companyProfile, ...db.marketingFigures }, 'Company profile'),
    ),
  ];
}
