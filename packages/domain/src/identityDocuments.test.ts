import { describe, expect, it } from 'vitest';
import { KYC_TYPES } from './constants.ts';
import { offersIdentityDocument } from './identityDocuments.ts';

const offered = (shipperType: string, destinationIso: string) =>
  KYC_TYPES.filter((code) => offersIdentityDocument(code, { shipperType, destinationIso }));

describe('identity documents a booking offers', () => {
  it('asks what a Kuwaiti courier asks for: Civil ID and passport', () => {
    expect(offered('individual', 'AE')).toEqual(['civilid', 'passport']);
  });

  it('adds the commercial licence for companies only', () => {
    expect(offered('company', 'AE')).toEqual(['civilid', 'passport', 'commerciallicence']);
  });

  it("offers India's documents only on shipments to India", () => {
    expect(offered('individual', 'IN')).toEqual([
      'civilid',
      'passport',
      'voterid',
      'aadharcard',
      'pancard',
    ]);
  });

  it('offers a type staff added that no rule names', () => {
    expect(offersIdentityDocument('residencepermit', { shipperType: '', destinationIso: '' })).toBe(
      true,
    );
  });
});
