import { describe, expect, it } from 'vitest';
import { isProfileUrl } from './socialProfile.ts';

describe('isProfileUrl', () => {
  it('a profile address is a link', () => {
    expect(isProfileUrl('https://www.facebook.com/courierexpresskw.khaled')).toBe(true);
    expect(isProfileUrl('https://twitter.com/cekw_khaled')).toBe(true);
    expect(isProfileUrl('https://www.facebook.com/profile.php?id=100012345')).toBe(true);
  });

  it('an empty value is no link', () => {
    expect(isProfileUrl('')).toBe(false);
    expect(isProfileUrl('   ')).toBe(false);
    expect(isProfileUrl(undefined)).toBe(false);
    expect(isProfileUrl(null)).toBe(false);
  });

  it("a network's bare home page is nobody's profile", () => {
    expect(isProfileUrl('https://www.facebook.com/')).toBe(false);
    expect(isProfileUrl('https://twitter.com')).toBe(false);
    expect(isProfileUrl('https://plus.google.com//')).toBe(false);
  });

  it('only web addresses', () => {
    expect(isProfileUrl('javascript:alert(1)')).toBe(false);
    expect(isProfileUrl('facebook.com/someone')).toBe(false);
  });
});
