import { messageWordsIn } from './messageLanguage.ts';
import { demoArtAt } from '@courier/demo-data/media/demoArt';
import { LANGUAGE_COOKIE } from '@courier/domain/language';
import { OWN_FORWARDER, TRACKING_STATUS_LABELS_AR } from '@courier/domain/tracking';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCountry } from './behaviour/lookup.ts';
import { createMockDb } from './db.ts';
import { KUWAIT_ID } from './fixtures/geography.ts';
import { createHandlers } from './handlers.ts';
import { server } from './node.ts';
import { createTestClient, MOCK_ORIGIN } from './testing.ts';

// `pnpm dev` (this mock) must show the site `pnpm start` (the API) shows: the same pictures and
// the same tracking answers, not stand-ins of its own.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the mock shows what the API shows', () => {
  const db = createMockDb();
  const handlers = createHandlers(db);
  const pictures = [
    ...db.services.flatMap((s) => [s.service_icon, s.service_image]),
    ...db.news.map((n) => n.img_url),
    ...db.blogPosts.map((p) => p.img_url),
    ...db.team.map((m) => m.member.img_url),
    ...db.homeSlides.map((s) => s.imageUrl),
    ...db.people.map((p) => p.people_img),
  ];

  it('names the API pictures of the demo content (/media/...), not inline stand-ins', () => {
    expect(pictures.length).toBeGreaterThan(20);
    for (const url of pictures) expect(url).toMatch(/^\/media\/[a-z]+\/[a-z0-9-]+\.svg$/);
  });

  it('serves each picture as the API draws it', async () => {
    for (const url of pictures) {
      const [, , kind, name] = url.split('/');
      const response = await getResponse(handlers, new Request(`${MOCK_ORIGIN}${url}`));
      expect(response?.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response?.text()).toBe(demoArtAt(kind!, name!));
    }
  });

  it('tracks as the API does: we are the forwarder, remarks from the latest scan', async () => {
    const { client } = createTestClient();
    const answer = await client.call('tracks', { AWBNO: '70012345023' });
    if (!answer.ok) throw answer.error;
    const { shipmentDetails, statusDetails, shipmentHistory } = answer.data.data;
    expect(shipmentDetails).toMatchObject({
      forwarder: OWN_FORWARDER,
      forwarderNo: '70012345023',
      forwarder2: '',
      forwarderNo2: '',
    });
    expect(statusDetails.remarks).toBe(shipmentHistory[0]?.shipmentDetails);
    // As the API reckons it (seed.test.ts): London, Europe's 3-5 working days from the pickup.
    expect(statusDetails).toMatchObject({
      expectedDeliveryFrom: '2026-03-09',
      expectedDeliveryTo: '2026-03-11',
    });
  });

  it('tracks in Arabic as the API does: statuses, our remarks and places by their Arabic names', async () => {
    const { client, jar } = createTestClient();
    jar.set(LANGUAGE_COOKIE, 'ar');
    const answer = await client.call('tracks', { AWBNO: '70012345012' });
    if (!answer.ok) throw answer.error;
    const { shipmentDetails, statusDetails, shipmentHistory } = answer.data.data;
    // A city without an Arabic name keeps its letters, isolated beside the Arabic country.
    expect(shipmentDetails.destination).toBe('\u2068Mumbai\u2069، الهند');
    expect(statusDetails.status).toBe(TRACKING_STATUS_LABELS_AR.delivered);
    const booked = shipmentHistory.at(-1)!;
    expect(booked).toMatchObject({
      shipmentStatus: TRACKING_STATUS_LABELS_AR.booked,
      shipmentDetails: messageWordsIn('ar').remark.bookedOnline,
      location: 'مدينة الكويت',
    });
    expect(shipmentHistory.map((e) => e.location)).toContain('شرق، الكويت');
    // English answers are as before.
    const english = await createTestClient().client.call('tracks', { AWBNO: '70012345012' });
    if (!english.ok) throw english.error;
    expect(english.data.data.shipmentHistory.at(-1)?.location).toBe('Kuwait City');
  });

  it("names countries and Kuwait's cities in Arabic on Arabic pages, and finds a country by either name", async () => {
    const { client, jar } = createTestClient();
    jar.set(LANGUAGE_COOKIE, 'ar');
    const countries = await client.call('country_list', {});
    if (!countries.ok) throw countries.error;
    const kuwait = countries.data.countryList.find((c) => c.id === KUWAIT_ID)!;
    expect(kuwait.country_name).toBe('الكويت');
    const cities = await client.call('origin_city', { origin_country_id: KUWAIT_ID });
    if (!cities.ok) throw cities.error;
    expect(cities.data.cityList.map((c) => c.city_name)).toContain('السالمية');
    for (const city of cities.data.cityList) expect(city.city_name).toMatch(/\p{Script=Arabic}/u);
    expect(findCountry(db, 'الكويت')?.country.id).toBe(KUWAIT_ID);
    expect(findCountry(db, 'kuwait')?.country.id).toBe(KUWAIT_ID);
  });
});
