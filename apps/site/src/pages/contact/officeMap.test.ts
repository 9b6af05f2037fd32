import { describe, expect, it } from 'vitest';
import { mapPin, officeMapHref } from './officeMap';

const OSM =
  'https://www.openstreetmap.org/export/embed.html?bbox=47.96%2C29.36%2C48.01%2C29.39&layer=mapnik&marker=29.3759%2C47.9774';

describe('the office map link', () => {
  it('reads the pin of an OpenStreetMap or Google embed', () => {
    expect(mapPin(OSM)).toEqual({ lat: '29.3759', lng: '47.9774' });
    expect(mapPin('https://www.google.com/maps/embed/v1/place?key=k&q=29.33,48.02')).toEqual({
      lat: '29.33',
      lng: '48.02',
    });
    expect(mapPin('https://www.google.com/maps/embed?pb=!1m18')).toBeUndefined();
    expect(mapPin('')).toBeUndefined();
  });

  it('opens the pin in Google Maps, else searches the address', () => {
    expect(officeMapHref(OSM, 'Sharq')).toBe(
      'https://www.google.com/maps/search/?api=1&query=29.3759%2C47.9774',
    );
    expect(officeMapHref('', 'Al Hamra Tower, Sharq')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Al%20Hamra%20Tower%2C%20Sharq',
    );
  });
});
