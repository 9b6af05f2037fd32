import { describe, expect, it } from 'vitest';
import { companyProfileFromStored, companyProfileResponse, figuresFromStored } from './company.ts';

const company = {
  name: 'Courier Express Kuwait',
  address: 'Office 12, Al Hamra Tower, Sharq, Kuwait City, Kuwait',
  salesPhone: '+965 2222 3333',
  generalPhone: '+965 2222 4444',
  whatsappNumber: '96522223333',
  generalWhatsappNumber: '96522224444',
  email: 'info@courierexpress.com.kw',
  externalPortalUrl: 'https://portal.courierexpress.com.kw/',
  externalTrackingUrl: 'https://www.track-trace.com/aircargo?number=',
  companyProfilePdf: '/company-profile.pdf',
  mapEmbedUrl: '',
  social: { facebook: 'https://www.facebook.com/', twitter: '', linkedin: '', instagram: '' },
  regionalOffices: ['Kuwait City - Sharq, Al Hamra Tower'],
  history: { since: 1980, incorporated: 2019, headOffice: 'New Delhi', franchiseOffices: 4 },
};

describe('company_profile', () => {
  it('accepts the profile with empty optional links and the figures in order', () => {
    const body = {
      Status: 'Success',
      Message: 'Company profile',
      company,
      figures: [
        { key: 'network_countries', value: '209+', label: 'Countries in the network' },
        { key: 'clients', value: '1850+', label: 'Clients' },
      ],
      counters: [{ key: 'offices', label: 'Offices', target: 1300 }],
    };
    expect(companyProfileResponse.parse(body).figures.map((f) => f.key)).toEqual([
      'network_countries',
      'clients',
    ]);
  });

  it('rejects a profile without its phones', () => {
    const body = {
      Status: 'Success',
      Message: '',
      company: { ...company, salesPhone: '' },
      figures: [],
      counters: [],
    };
    expect(companyProfileResponse.safeParse(body).success).toBe(false);
  });

  it('turns the stored profile into the wire shape: offices one per line, blank lines dropped', () => {
    const wire = companyProfileFromStored({
      ...company,
      profilePdfUrl: '/company-profile.pdf',
      facebookUrl: 'https://www.facebook.com/',
      twitterUrl: '',
      linkedinUrl: '',
      instagramUrl: '',
      regionalOffices: 'Kuwait City - Sharq, Al Hamra Tower\r\n\n  Farwaniya - Block 4  \n',
      historySince: 1980,
      incorporated: 2019,
      headOffice: 'New Delhi',
      franchiseOffices: 4,
    });
    expect(wire.regionalOffices).toEqual([
      'Kuwait City - Sharq, Al Hamra Tower',
      'Farwaniya - Block 4',
    ]);
    expect(wire.companyProfilePdf).toBe('/company-profile.pdf');
    expect(wire.social.facebook).toBe('https://www.facebook.com/');
    expect(
      companyProfileResponse.safeParse({
        Status: 'Success',
        Message: '',
        company: wire,
        figures: [],
        counters: [],
      }).success,
    ).toBe(true);
  });

  it('rejects a counter that is not a whole number', () => {
    const body = (target: number) => ({
      Status: 'Success',
      Message: '',
      company,
      figures: [],
      counters: [{ key: 'offices', label: 'Offices', target }],
    });
    expect(companyProfileResponse.safeParse(body(1300)).success).toBe(true);
    expect(companyProfileResponse.safeParse(body(13.5)).success).toBe(false);
    expect(companyProfileResponse.safeParse(body(-1)).success).toBe(false);
  });

  it('splits the stored rows into counters (as numbers) and figures, each in order', () => {
    expect(
      figuresFromStored([
        { key: 'offices', kind: 'counter', value: '1300', label: 'Offices' },
        { key: 'network_countries', kind: 'figure', value: '209+', label: 'Countries' },
        { key: 'hand_made', kind: 'counter', value: '12k', label: 'Not a number' },
        { key: 'employees', kind: 'counter', value: '9850', label: 'Employees' },
      ]),
    ).toEqual({
      figures: [{ key: 'network_countries', value: '209+', label: 'Countries' }],
      counters: [
        { key: 'offices', label: 'Offices', target: 1300 },
        { key: 'employees', label: 'Employees', target: 9850 },
      ],
    });
  });
});
