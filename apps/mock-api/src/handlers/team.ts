import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { refuse, route } from '../route.ts';

export function teamHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'team_member_list', () =>
      success({ team_list: db.team.map((record) => record.member) }),
    ),
    route(db, 'team_member_details', ({ member_id }) => {
      const record = db.team.find((r) => r.member.encrypt_id === member_id);
      if (!record) return refuse('team_member_details', 'Team member not found.', 404);
      return success({ member_details: record.member, member_skills: record.skills });
    }),
  ];
}
