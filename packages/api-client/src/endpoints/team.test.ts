import { describe, expect, it } from 'vitest';
import { teamMemberDetailsResponse } from './team.ts';

const member = {
  encrypt_id: 'NA==',
  name: 'Fatima Al-Sabah',
  designation: 'Operations Manager',
  description: '<p>Runs the Shuwaikh hub.</p>',
  img_url: '/images/team/4.jpg',
  phone_number: '+96522245678',
  email_id: 'fatima@example.com',
  website: 'https://example.com',
  address: 'Shuwaikh Industrial Area, Kuwait',
  facebook_url: '',
  twitter_url: '',
  google_plus_url: '',
  experience: '12 years',
  career: 'Joined in 2014 as a hub supervisor.',
};

describe('team endpoints', () => {
  it('accept member_details with member_skills', () => {
    const body = {
      Status: 'Success',
      Message: '',
      member_details: member,
      member_skills: [{ skill: 'Customs', percentage: 90 }],
    };
    expect(teamMemberDetailsResponse.parse(body).member_skills[0]).toEqual({
      skill: 'Customs',
      percentage: 90,
    });
  });

  it('reject a skill percentage above 100', () => {
    const body = {
      Status: 'Success',
      Message: '',
      member_details: member,
      member_skills: [{ skill: 'Customs', percentage: 120 }],
    };
    expect(teamMemberDetailsResponse.safeParse(body).success).toBe(false);
  });
});
