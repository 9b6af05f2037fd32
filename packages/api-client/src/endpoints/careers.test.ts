import { describe, expect, it } from 'vitest';
import { careerApplyRequest, careerListResponse } from './careers.ts';

const career = {
  encrypt_id: 'MQ==',
  career_title: 'Courier Driver',
  skils: 'Driving licence',
  experience: '2+ years',
  no_of_vacancies: 3,
  description: '<p>Deliver parcels.</p>',
};

describe('career endpoints', () => {
  it('keep the spec spelling skils', () => {
    expect(
      careerListResponse.parse({ Status: 'Success', Message: '', careerList: [career] })
        .careerList[0]?.skils,
    ).toBe('Driving licence');
    const { skils, ...rest } = career;
    expect(
      careerListResponse.safeParse({
        Status: 'Success',
        Message: '',
        careerList: [{ ...rest, skills: skils }],
      }).success,
    ).toBe(false);
  });

  it('check an application with the career form messages', () => {
    const result = careerApplyRequest.safeParse({
      name: 'Anil',
      email: 'anil@example.com',
      mobile: '+965',
      message: 'Hello',
      resume_content: '',
    });
    expect([...new Set(result.error?.issues.map((issue) => issue.message))]).toEqual([
      'Enter valid mobile number',
      'Please upload your resume',
    ]);
  });
});
