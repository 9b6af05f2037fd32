import { describe, expect, it } from 'vitest';
import { i18nOf } from '../catalogI18n.ts';
import { officeCatalogAr } from '../i18n/officeAr.ts';
import { inMessagesOf } from '../messageWords.ts';
import { contentMessages, contentSchema, emptyContentValues } from './contentSchema.ts';
import { CONTENT_TYPE_NAMES, CONTENT_TYPES } from './contentTypes.ts';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('contentSchema', () => {
  it('names every missing required field by its label', () => {
    const result = contentSchema('services').safeParse(emptyContentValues('services'));
    expect(result.success).toBe(false);
    const errors = errorsOf(result);
    expect(errors.name).toBe('Enter the service name.');
    expect(errors.content).toBe('Enter the content.');
    expect(errors['image.url']).toBe(contentMessages.picture());
    expect(errors.nameAr).toBeUndefined();
  });

  it('words its messages in the language of the moment, naming fields in it', () => {
    const arabic = i18nOf('ar', [{ namespace: 'office', tree: officeCatalogAr }]);
    const errors = inMessagesOf(arabic, () =>
      errorsOf(contentSchema('services').safeParse(emptyContentValues('services'))),
    );
    expect(errors.name).toBe('أدخل اسم الخدمة.');
    expect(errors['image.url']).toBe('ارفع صورة.');
    // The same schema, built once, still answers English outside.
    expect(errorsOf(contentSchema('services').safeParse({})).name).toBe('Enter the service name.');
  });

  it('accepts a complete service, Arabic optional, and trims', () => {
    const result = contentSchema('services').safeParse({
      name: '  Express ',
      nameAr: '',
      shortDescription: 'Fast',
      content: '<p>Fast</p>',
      image: { url: '/media/uploads/abc/960.webp', alt: 'A van', altAr: '' },
      icon: 'truck',
      rowIndex: '2',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: 'Express',
      rowIndex: 2,
      nameAr: '',
      shortDescriptionAr: '',
    });
  });

  it('requires alt text with a picture and refuses pictures from elsewhere', () => {
    const errors = errorsOf(
      contentSchema('people').safeParse({ image: { url: 'https://evil.example/x.png', alt: '' } }),
    );
    expect(errors['image.url']).toBe(contentMessages.pictureAddress());
    expect(errors['image.alt']).toBe(contentMessages.alt());
  });

  it('checks links, e-mails, phones, numbers and pins', () => {
    const errors = errorsOf(
      contentSchema('offices').safeParse({
        name: 'Sharq',
        countryId: 'x',
        kind: 'domestic',
        city: 'Kuwait City',
        address: 'Tower',
        phone: 'call me',
        email: 'nope',
        location: { latitude: 200, longitude: 0 },
      }),
    );
    expect(errors.countryId).toBe('Choose the country.');
    expect(errors.phone).toBe(contentMessages.phone());
    expect(errors.email).toBe(contentMessages.email());
    expect(errors['location.latitude']).toBeDefined();
    const company = errorsOf(
      contentSchema('company').safeParse({ externalTrackingUrl: 'javascript:alert(1)' }),
    );
    expect(company.externalTrackingUrl).toBe(contentMessages.url());
  });

  it('takes map embeds only from Google Maps or OpenStreetMap, saying which links fit', () => {
    const mapError = (mapEmbedUrl: string) =>
      errorsOf(contentSchema('company').safeParse({ mapEmbedUrl })).mapEmbedUrl;
    for (const good of [
      'https://www.google.com/maps/embed?pb=!1m18!1m12',
      'https://maps.google.com/maps/embed/v1/place?q=Kuwait',
      'https://www.openstreetmap.org/export/embed.html?bbox=47.9,29.3,48.0,29.4&layer=mapnik',
      '',
    ])
      expect(mapError(good)).toBeUndefined();
    for (const bad of [
      'https://evil.example/phish',
      'https://www.google.com/search?q=x',
      'https://www.google.com.evil.example/maps/embed?pb=1',
      'https://user@www.google.com/maps/embed?pb=1',
      'https://www.openstreetmap.org/user/login',
      'http://www.google.com/maps/embed?pb=1',
      '/contact',
    ])
      expect(mapError(bad)).toBe(contentMessages.mapEmbed());
  });

  it("a home counter's value is digits (it counts up to it); a figure's is written as it is", () => {
    const figure = (kind: string, value: string) =>
      contentSchema('figures').safeParse({ key: 'offices', kind, value, label: 'Offices' });
    expect(figure('counter', '1300').success).toBe(true);
    expect(errorsOf(figure('counter', '1,300'))).toEqual({ value: contentMessages.counterValue() });
    expect(errorsOf(figure('counter', '209+'))).toEqual({ value: contentMessages.counterValue() });
    expect(errorsOf(figure('counter', '1234567890'))).toEqual({
      value: contentMessages.counterValue(),
    });
    expect(figure('figure', '209+').success).toBe(true);
    expect(errorsOf(figure('', '12'))).toEqual({ kind: 'Choose the kind.' });
  });

  it('builds a schema for every type, and every bilingual field has its twin', () => {
    for (const type of CONTENT_TYPE_NAMES) {
      const shape = contentSchema(type).shape;
      for (const field of CONTENT_TYPES[type].fields) {
        expect(shape[field.name], `${type}.${field.name}`).toBeDefined();
        if (field.bilingual) expect(shape[`${field.name}Ar`]).toBeDefined();
      }
    }
  });

  it('refuses days the calendar does not have', () => {
    const base = { title: 'T', content: '<p>x</p>', image: { url: '/media/a.svg', alt: 'a' } };
    for (const publishedOn of ['2026-02-31', '0000-01-01', '2026-13-01']) {
      const errors = errorsOf(contentSchema('news').safeParse({ ...base, publishedOn }));
      expect(errors.publishedOn, publishedOn).toBe(contentMessages.date());
    }
    expect(contentSchema('news').safeParse({ ...base, publishedOn: '2024-02-29' }).success).toBe(
      true,
    );
  });
});
