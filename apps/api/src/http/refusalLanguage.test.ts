import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@courier/domain/messages';
import { contactMessages } from '@courier/domain/schemas/contact';
import { textMessages } from '@courier/domain/schemas/fields';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { badRequest } from './envelope.ts';
import { registerErrorHandling } from './errorHandler.ts';
import { registerMessageLanguage } from './messageLanguage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const contactAr = {
  name: 'أدخل اسمك.',
  email: 'أدخل بريدًا إلكترونيًا صحيحًا.',
  mobile: 'أدخل رقم هاتفك.',
  message: 'أدخل رسالتك.',
};

const postContact = (headers: Record<string, string>, payload = '{}') =>
  t.app.inject({
    method: 'POST',
    url: '/api/website/contact_us',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('refusals in the request language', () => {
  it('answers an Arabic request with the Arabic field messages', async () => {
    const res = await postContact({ 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 'Error', Message: contactAr.name, errors: contactAr });
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-language');
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
  });

  it('answers without Accept-Language, or in English, with the English words as before', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-language': 'en-GB,en;q=0.9' }];
    for (const headers of asked) {
      const res = await postContact(headers);
      expect(res.json()).toEqual({
        Status: 'Error',
        Message: contactMessages.name,
        errors: {
          name: contactMessages.name,
          email: contactMessages.email,
          mobile: contactMessages.mobile,
          message: contactMessages.message,
        },
      });
    }
  });

  it('follows the lang cookie over Accept-Language', async () => {
    const ar = await postContact({ cookie: 'lang=ar', 'accept-language': 'en' });
    expect(ar.json().errors).toEqual(contactAr);
    const en = await postContact({ cookie: 'lang=en', 'accept-language': 'ar' });
    expect(en.json().Message).toBe(contactMessages.name);
  });

  it('translates template messages and keeps other fields of the refusal family', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/website/tracks?AWBNO=%00',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Status: 'Error',
      Message: 'يحتوي هذا النص على أحرف غير مسموح بها.',
      data: { status: 'FAILED' },
    });
  });

  it("translates Fastify's own refusals", async () => {
    const res = await postContact({ 'accept-language': 'ar' }, '{"name":');
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { Status: 'Error', Message: 'محتوى الطلب ليس بصيغة JSON صحيحة.' },
    ]);
  });

  it('answers a failed customer login in Arabic for an Arabic request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/website/customer_login',
      remoteAddress: '10.9.0.1',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: JSON.stringify({ Userid: 'nobody-ar', Password: 'whatever1' }),
    });
    expect([res.statusCode, res.json()]).toEqual([
      401,
      {
        STATUS: 0,
        Data: 'معرّف المستخدم أو كلمة المرور غير صحيحة. يرجى المحاولة مرة أخرى.',
      },
    ]);
    expect(MESSAGES.loginFailed).toBe('Invalid Userid/Password. Please try again.');
  });
});

describe('ApiError refusals in the request language', () => {
  // The message is written in the request's language where it is made (the app's first hook
  // sets the language); the error handler sends it as it is.
  const app = Fastify();
  registerMessageLanguage(app);
  registerErrorHandling(app);
  app.get('/refuse', async () => {
    throw badRequest(textMessages.tooLong(100), {
      errors: { name: textMessages.tooLong(100), code: 'A carrier said no.' },
      data: { status: 'FAILED' },
    });
  });
  afterAll(async () => app.close());

  it('writes the Message and each field message in Arabic, and leaves unknown words in English', async () => {
    const res = await app.inject({ url: '/refuse', headers: { 'accept-language': 'ar' } });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        Status: 'Error',
        Message: 'أدخل 100 حرف كحد أقصى.',
        errors: { name: 'أدخل 100 حرف كحد أقصى.', code: 'A carrier said no.' },
        data: { status: 'FAILED' },
      },
    ]);
  });

  it('answers English requests exactly as before', async () => {
    const res = await app.inject({ url: '/refuse' });
    expect(res.json()).toEqual({
      Status: 'Error',
      Message: 'Enter at most 100 characters.',
      errors: { name: 'Enter at most 100 characters.', code: 'A carrier said no.' },
      data: { status: 'FAILED' },
    });
  });
});
