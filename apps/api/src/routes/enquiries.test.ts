import { inMessageLanguage } from '../http/messageLanguage.ts';
import { REQUEST_MESSAGES } from '../http/requestMessages.ts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { contactMessages as contactWords } from '@courier/domain/schemas/contact';
import { franchiseMessages } from '@courier/domain/schemas/franchise';
import { memberContactMessages } from '@courier/domain/schemas/memberContact';
import { careerApplications, contactMessages } from '../db/schema/index.ts';
import { careerMessages } from '@courier/domain/schemas/career';
import { resumeMessages } from '../enquiries/resume.ts';
import { storedIds } from '../files/fileStore.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { enquiryReplies } from './enquiries.ts';
import { docx, zip } from '../files/zip.testSupport.ts';

let t: TestApp;
let db: TestApp['db'];
beforeAll(async () => {
  t = await startTestApp();
  db = t.db;
});
afterAll(async () => t?.close());

/** The outbox once every queued e-mail is worked (mail goes through the job queue). */
const outbox = async () => {
  await t.drainJobs();
  return (await readdir(join(t.config.dataDir, 'outbox')).catch(() => [] as string[])).sort();
};
const unique = () => Math.random().toString(36).slice(2, 8);

describe('contact_us', () => {
  const valid = () => ({
    name: 'Ali Hassan',
    email: 'ali@example.com',
    mobile: '+96550001234',
    message: `Please call me about a pallet to Dubai ${unique()}`,
  });

  it('stores the request, e-mails staff and answers with the thank-you Message', async () => {
    const before = (await outbox()).length;
    const form = valid();
    const res = await t.post('contact_us', form);
    expect(res.statusCode).toBe(200);
    expect(endpoints.contact_us.success.parse(res.json()).Message).toBe(enquiryReplies.contact);
    const rows = (await db.select().from(contactMessages)).filter(
      (r) => r.message === form.message,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contact', name: 'Ali Hassan', mobile: '+96550001234' });
    const mails = await outbox();
    expect(mails.length).toBe(before + 1);
    const eml = await readFile(join(t.config.dataDir, 'outbox', mails.at(-1)!), 'utf8');
    expect(eml).toContain(`To: ${t.config.staffEmail}`);
    expect(eml).toContain('Callback request');
    expect(eml).toContain(form.message);
  });

  it('stores a double submission once', async () => {
    const form = valid();
    const [a, b] = await Promise.all([t.post('contact_us', form), t.post('contact_us', form)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await t.post('contact_us', { ...form, email: ' ALI@example.com ' });
    const rows = (await db.select().from(contactMessages)).filter(
      (r) => r.message === form.message,
    );
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ name: '' }, contactWords.name],
    [{ name: { first: 'Ali' } }, contactWords.name],
    [{ email: 'not-an-email' }, contactWords.email],
    [{ mobile: 'abc' }, contactWords.mobile],
    [{ mobile: '+++' }, contactWords.mobile],
    [{ message: '   ' }, contactWords.message],
    [{ message: '<script>alert(1)</script>' }, contactWords.message],
  ])('refuses %o with the browser message "%s"', async (change, message) => {
    const res = await t.post('contact_us', { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(endpoints.contact_us.failure.schema.parse(res.json())).toMatchObject({
      Status: 'Error',
      Message: message,
    });
  });

  it('strips markup from text before storing it', async () => {
    const tag = unique();
    await t.post('contact_us', {
      ...valid(),
      name: `<img src=x onerror=alert(1)>Mona ${tag}`,
      message: `Hello <b>team</b><script>steal()</script> ${tag}`,
    });
    const row = (await db.select().from(contactMessages)).find((r) => r.name === `Mona ${tag}`);
    expect(row?.message).toBe(`Hello team ${tag}`);
  });
});

describe('send_contact_message', () => {
  const franchise = () => ({
    name: 'Noura',
    email: 'noura@example.com',
    subject: 'Franchise in Jahra',
    mobile: '+96560001111',
    message: `We would like to open a franchise ${unique()}`,
  });

  it('takes a franchise enquiry (no member_id) with a plus in the mobile', async () => {
    const form = franchise();
    const res = await t.post('send_contact_message', form);
    expect(endpoints.send_contact_message.success.parse(res.json()).Message).toBe(
      enquiryReplies.franchise,
    );
    const row = (await db.select().from(contactMessages)).find((r) => r.message === form.message);
    expect(row).toMatchObject({ kind: 'franchise', subject: 'Franchise in Jahra', memberId: null });
  });

  it('takes a message to a team member by member_id', async () => {
    const team = endpoints.team_member_list.success.parse((await t.get('team_member_list')).json());
    const form = {
      ...franchise(),
      mobile: '96560001111',
      member_id: team.team_list[1]!.encrypt_id,
    };
    const res = await t.post('send_contact_message', form);
    expect(res.json().Message).toBe(enquiryReplies.member);
    const row = (await db.select().from(contactMessages)).find((r) => r.message === form.message);
    expect(row?.kind).toBe('member');
    expect(row?.memberId).not.toBeNull();
    const unknown = await t.post('send_contact_message', { ...form, member_id: 'nobody' });
    expect([unknown.statusCode, unknown.json().Message]).toEqual([404, 'Team member not found.']);
  });

  it.each([
    [{}, { mobile: '+965 abc' }, franchiseMessages.mobileFormat],
    [{}, { mobile: '' }, franchiseMessages.mobile],
    [{}, { subject: '' }, franchiseMessages.subject],
    [{}, { email: 'x@' }, franchiseMessages.email],
    [
      { member_id: 'm', mobile: '96560001111' },
      { mobile: '+96560001111' },
      memberContactMessages.mobileDigits,
    ],
    [{ member_id: 'm', mobile: '96560001111' }, { mobile: '' }, memberContactMessages.mobile],
    [{ member_id: 'm', mobile: '96560001111' }, { name: '' }, memberContactMessages.name],
    [{ member_id: 'm', mobile: '96560001111' }, { email: 'bad' }, memberContactMessages.email],
    [{ member_id: 'm', mobile: '96560001111' }, { message: '' }, memberContactMessages.message],
    [{ member_id: 'm', mobile: '96560001111' }, { subject: ' ' }, memberContactMessages.subject],
  ])('with %o refuses %o: "%s"', async (variant, change, message) => {
    const res = await t.post('send_contact_message', { ...franchise(), ...variant, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(message);
  });

  it('refuses a member_id that is not a string', async () => {
    const res = await t.post('send_contact_message', { ...franchise(), member_id: { $ne: 1 } });
    expect([res.statusCode, res.json().Message]).toEqual([400, 'member_id is not valid.']);
  });
});

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
// Real files: résumés are parsed, not judged by their first bytes.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(512),
]);
const DOCX = docx();
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1000, 0x90)]);

describe('career_apply', () => {
  const apply = (change: Record<string, unknown> = {}) => ({
    name: 'Rana Saleh',
    email: 'rana@example.com',
    mobile: '96555512345',
    message: `I have five years of courier experience ${unique()}`,
    resume_content: dataUrl('application/pdf', PDF),
    ...change,
  });

  it('accepts a PDF for an opening, stores it privately under a random name and e-mails staff', async () => {
    const careers = endpoints.career_list.success.parse((await t.get('career_list')).json());
    const form = apply({
      career_id: careers.careerList.find((c) => c.career_title === 'Courier Driver')!.encrypt_id,
    });
    const res = await t.post('career_apply', form);
    expect(endpoints.career_apply.success.parse(res.json()).Message).toBe(enquiryReplies.career);
    const row = (await db.select().from(careerApplications)).find(
      (r) => r.message === form.message,
    );
    expect(row).toMatchObject({ resumeType: 'application/pdf', resumeBytes: PDF.length });
    expect(row!.resumeFile).toMatch(/^[0-9a-f]{64}$/);
    const stored = await t.files.get(row!.resumeFile);
    expect(stored?.bytes.equals(PDF)).toBe(true);
    // Never at a public URL: neither under the API nor as a static file.
    for (const url of [
      `/files/${row!.resumeFile}`,
      `/api/website/files/${row!.resumeFile}`,
      `/${row!.resumeFile}`,
    ]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(404);
      expect(served.body).not.toContain('%PDF');
    }
    // The queue sends in its own order: find this application's message by its body.
    const emls = await Promise.all(
      (await outbox()).map((f) => readFile(join(t.config.dataDir, 'outbox', f), 'utf8')),
    );
    const eml = emls.find((m) => m.includes('Name: Rana Saleh'))!;
    // Long headers are folded onto continuation lines.
    expect(eml.replace(/\r?\n[ \t]+/g, ' ')).toContain(
      'Subject: Job application: Courier Driver - Rana Saleh',
    );
    expect(eml).toContain('Content-Type: application/pdf');
  });

  it.each([
    ['application/msword', DOC],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX],
    // The declared type does not matter, the content does.
    ['application/octet-stream', DOCX],
  ])('accepts Word files (%s)', async (type, bytes) => {
    const res = await t.post('career_apply', apply({ resume_content: dataUrl(type, bytes) }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an executable renamed .pdf, a zip that is not Word, and plain text', async () => {
    for (const bytes of [
      EXE,
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('evil.js')]),
      Buffer.from('hello'),
    ]) {
      const res = await t.post(
        'career_apply',
        apply({ resume_content: dataUrl('application/pdf', bytes) }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Status: 'Error', Message: resumeMessages.type });
    }
  });

  it('refuses a zip bomb posing as .docx and a %PDF- + HTML polyglot, in English and Arabic', async () => {
    const bomb = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024) },
    ]);
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>');
    for (const [type, bytes] of [
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', bomb],
      ['application/pdf', polyglot],
    ] as const) {
      const res = await t.post('career_apply', apply({ resume_content: dataUrl(type, bytes) }));
      expect([res.statusCode, res.json().Message]).toEqual([400, REQUEST_MESSAGES.unsafeFile]);
    }
    expect(inMessageLanguage('ar', () => REQUEST_MESSAGES.unsafeFile)).not.toBe(
      REQUEST_MESSAGES.unsafeFile,
    );
  });

  it('refuses a resume over 5 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await t.post(
      'career_apply',
      apply({ resume_content: dataUrl('application/pdf', big) }),
    );
    expect([res.statusCode, res.json().Message]).toEqual([400, resumeMessages.size]);
  });

  it('stores a double submission once', async () => {
    const form = apply();
    const filesBefore = await storedIds(t.files);
    await Promise.all([t.post('career_apply', form), t.post('career_apply', form)]);
    const rows = (await db.select().from(careerApplications)).filter(
      (r) => r.message === form.message,
    );
    expect(rows).toHaveLength(1);
    // One stored file for the one row: the second submission's upload was removed again.
    expect(await storedIds(t.files)).toEqual([...filesBefore, rows[0]!.resumeFile].sort());
  });

  it.each([
    [{ name: '' }, careerMessages.name],
    [{ email: 'nope' }, careerMessages.email],
    [{ mobile: '+965 5555' }, careerMessages.mobile],
    [{ message: '' }, careerMessages.message],
    [{ resume_content: '' }, careerMessages.resume_content],
    [{ resume_content: undefined }, careerMessages.resume_content],
    [{ resume_content: 12 }, careerMessages.resume_content],
  ])('refuses %o with "%s"', async (change, message) => {
    const res = await t.post('career_apply', apply(change));
    expect([res.statusCode, res.json().Message]).toEqual([400, message]);
  });

  it('404s an unknown career_id', async () => {
    const res = await t.post('career_apply', apply({ career_id: 'closed-job' }));
    expect([res.statusCode, res.json().Message]).toEqual([404, 'Career opening not found.']);
  });
});
