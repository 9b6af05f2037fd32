import { describe, expect, it } from 'vitest';
import { careerSchema } from './career.ts';
import { validate } from './fieldErrors.ts';

const valid = {
  name: 'Amal',
  email: 'amal@example.com',
  mobile: '96599998888',
  message: 'I would like to apply.',
  resume_content: 'data:application/pdf;base64,JVBERi0xLjQK',
};

describe('career application', () => {
  it('accepts a valid application', () => {
    expect(validate(careerSchema, valid)).toEqual({});
  });

  it('shows every message on an empty submit', () => {
    expect(validate(careerSchema, {})).toEqual({
      name: 'Enter Name',
      email: 'Enter valid email id',
      mobile: 'Enter valid mobile number',
      message: 'Enter message',
      resume_content: 'Please upload your resume',
    });
  });

  it('mobile is numeric only', () => {
    for (const bad of ['+965999', '999-888', 'abc']) {
      expect(validate(careerSchema, { ...valid, mobile: bad }), bad).toEqual({
        mobile: 'Enter valid mobile number',
      });
    }
  });

  it('the resume must be an uploaded file (data URL)', () => {
    for (const bad of ['', 'resume.pdf', 'data:application/pdf;base64,']) {
      expect(validate(careerSchema, { ...valid, resume_content: bad }), bad).toEqual({
        resume_content: 'Please upload your resume',
      });
    }
  });
});
