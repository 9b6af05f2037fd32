import { describe, expect, it } from 'vitest';
import { contactUsRequest, sendContactMessageRequest } from './enquiries.ts';

const message = {
  name: 'Sara',
  email: 'sara@example.com',
  subject: 'Franchise in Jahra',
  mobile: '+96550001122',
  message: 'Details please',
};

describe('enquiry endpoints', () => {
  it('check contact_us with the contact form messages', () => {
    const result = contactUsRequest.safeParse({ name: '', email: 'x', mobile: 'abc', message: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter your name.',
      'Enter valid email id.',
      'Enter your phone number.',
      'Enter your message.',
    ]);
  });

  it('check a franchise enquiry (no member_id) with the franchise rules: a plus sign is fine', () => {
    expect(sendContactMessageRequest.safeParse(message).success).toBe(true);
  });

  it('check a message to a member with the member rules: digits only', () => {
    const result = sendContactMessageRequest.safeParse({ ...message, member_id: 'NA==' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['mobile', 'Only numbers.'],
    ]);
    expect(
      sendContactMessageRequest.safeParse({ ...message, mobile: '96550001122', member_id: 'NA==' })
        .success,
    ).toBe(true);
  });
});
