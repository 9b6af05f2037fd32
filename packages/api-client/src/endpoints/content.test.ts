import { describe, expect, it } from 'vitest';
import {
  faqListResponse,
  homeSlidesResponse,
  ourServiceListResponse,
  serviceDetailsResponse,
} from './content.ts';

const service = {
  encrypt_id: 'MQ==',
  service_name: 'International Express',
  service_icon: '/images/services/express-icon.svg',
  service_image: '/images/services/express.jpg',
  short_description: 'Door to door in 2 to 4 working days.',
  service_content: '<p>Time-definite delivery to 220 countries.</p>',
  row_index: 1,
};

describe('content endpoints', () => {
  it('accept a spec-shaped service list and service details', () => {
    expect(
      ourServiceListResponse.parse({ Status: 'Success', Message: '', ourServiceList: [service] })
        .ourServiceList[0]?.row_index,
    ).toBe(1);
    expect(
      serviceDetailsResponse.parse({ Status: 'Success', Message: '', serviceDetails: service })
        .serviceDetails.service_name,
    ).toBe('International Express');
  });

  it('reject a row_index other than 1 or 2 and a service without a name', () => {
    expect(
      ourServiceListResponse.safeParse({
        Status: 'Success',
        Message: '',
        ourServiceList: [{ ...service, row_index: 3 }],
      }).success,
    ).toBe(false);
    const { service_name: _, ...nameless } = service;
    expect(
      ourServiceListResponse.safeParse({
        Status: 'Success',
        Message: '',
        ourServiceList: [nameless],
      }).success,
    ).toBe(false);
  });

  it('accept home slides with imageUrl, title, highlight and subtitle', () => {
    const slide = {
      imageUrl: '/images/hero/1.jpg',
      title: 'Deliver',
      highlight: 'worldwide',
      subtitle: 'From Kuwait',
    };
    expect(
      homeSlidesResponse.parse({ Status: 'Success', Message: '', slideList: [slide] }).slideList,
    ).toEqual([slide]);
    expect(
      homeSlidesResponse.safeParse({
        Status: 'Success',
        Message: '',
        slideList: [{ ...slide, imageUrl: '' }],
      }).success,
    ).toBe(false);
  });

  it('accept FAQ entries and reject a list that is not a list', () => {
    expect(
      faqListResponse.safeParse({
        Status: 'Success',
        Message: '',
        faqList: [{ question: 'Q?', answer: '<p>A</p>' }],
      }).success,
    ).toBe(true);
    expect(
      faqListResponse.safeParse({ Status: 'Success', Message: '', faqList: { question: 'Q?' } })
        .success,
    ).toBe(false);
  });
});
