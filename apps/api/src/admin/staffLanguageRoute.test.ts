import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { adminCall, staffCookie } from './adminTestSupport.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("a staff member's working language", () => {
  it('starts in English, is saved on the account, and is each account’s own', async () => {
    const ops = await staffCookie(t, 'operations', 'lang-ops');
    const editor = await staffCookie(t, 'content-editor', 'lang-editor');
    expect((await adminCall(t, 'admin_session', {}, ops)).json().staff.language).toBe('en');

    const saved = await adminCall(t, 'admin_language', { language: 'ar' }, ops);
    expect(saved.statusCode).toBe(200);
    expect((await adminCall(t, 'admin_session', {}, ops)).json().staff.language).toBe('ar');
    // Another account keeps its own choice.
    expect((await adminCall(t, 'admin_session', {}, editor)).json().staff.language).toBe('en');

    await adminCall(t, 'admin_language', { language: 'en' }, ops);
    expect((await adminCall(t, 'admin_session', {}, ops)).json().staff.language).toBe('en');
  });

  it('refuses a language the product does not speak, and a caller without a session', async () => {
    const ops = await staffCookie(t, 'operations', 'lang-ops2');
    const refused = await adminCall(t, 'admin_language', { language: 'fr' }, ops);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('language');
    expect((await adminCall(t, 'admin_language', { language: 'ar' })).statusCode).toBe(401);
  });
});
