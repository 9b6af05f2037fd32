import { z } from 'zod';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { encryptIdSchema, htmlSchema, urlSchema } from '../wire.ts';

const teamMemberSchema = z.object({
  encrypt_id: encryptIdSchema,
  name: z.string().min(1),
  designation: z.string(),
  description: htmlSchema,
  img_url: urlSchema,
  phone_number: z.string(),
  email_id: z.string(),
  website: z.string(),
  address: z.string(),
  facebook_url: z.string(),
  twitter_url: z.string(),
  google_plus_url: z.string(),
  experience: z.string(),
  career: z.string(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

const memberSkillSchema = z.object({
  skill: z.string().min(1),
  percentage: z.number().min(0).max(100),
});
export type MemberSkill = z.output<typeof memberSkillSchema>;

const teamMemberListResponse = envelope({ team_list: z.array(teamMemberSchema) });
export const teamMemberList = defineEndpoint({
  method: 'GET',
  path: 'team_member_list',
  request: noPayloadSchema,
  success: teamMemberListResponse,
  failure: envelopeFailure,
});

const teamMemberDetailsRequest = z.object({ member_id: encryptIdField('member_id') });
export const teamMemberDetailsResponse = envelope({
  member_details: teamMemberSchema,
  member_skills: z.array(memberSkillSchema),
});
export const teamMemberDetails = defineEndpoint({
  method: 'POST',
  path: 'team_member_details',
  request: teamMemberDetailsRequest,
  success: teamMemberDetailsResponse,
  failure: envelopeFailure,
});
