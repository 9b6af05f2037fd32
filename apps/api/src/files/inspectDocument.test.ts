import { REQUEST_MESSAGES } from '../http/requestMessages.ts';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDocumentStore } from './documentStore.ts';
import { isSafeDocument } from './inspectDocument.ts';
import { zip } from './zip.testSupport.ts';

const docxParts = (document: Buffer, declared?: number) => [
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'word/document.xml', data: document, declared },
];

async function pdf(withScript: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  if (withScript) {
    const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  }
  return Buffer.from(await doc.save());
}

describe('uploads are parsed, not judged by their first bytes', () => {
  it('accepts a plain PDF, a picture that decodes and a .docx within limits', async () => {
    expect(await isSafeDocument('pdf', await pdf(false))).toBe(true);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    expect(await isSafeDocument('png', png)).toBe(true);
    const docx = zip(docxParts(Buffer.from('<w:document>Hello</w:document>')));
    expect(await isSafeDocument('docx', docx)).toBe(true);
  });

  it('refuses a PDF that runs JavaScript on opening and a %PDF- + HTML polyglot', async () => {
    expect(await isSafeDocument('pdf', await pdf(true))).toBe(false);
    const polyglot = Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>');
    expect(await isSafeDocument('pdf', polyglot)).toBe(false);
    const noPages = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect(await isSafeDocument('pdf', noPages)).toBe(false);
  });

  it('refuses a zip bomb posing as .docx, whether its directory tells the truth or lies', async () => {
    const zeros = Buffer.alloc(60 * 1024 * 1024);
    const honest = zip(docxParts(zeros));
    expect(honest.length).toBeLessThan(200_000);
    expect(await isSafeDocument('docx', honest)).toBe(false);
    const lying = zip(docxParts(zeros, 1000));
    expect(await isSafeDocument('docx', lying)).toBe(false);
  });

  it('refuses a PNG header followed by PHP, with a message in the upload answer', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<?php system($_GET["c"]); ?>'),
    ]);
    expect(await isSafeDocument('png', fake)).toBe(false);
    const store = createDocumentStore({} as never);
    const checked = await store.check(`data:image/png;base64,${fake.toString('base64')}`, {
      allowed: ['png', 'pdf'],
      maxBytes: 5 * 1024 * 1024,
    });
    expect(checked).toMatchObject({
      ok: false,
      reason: 'type',
      message: REQUEST_MESSAGES.unsafeFile,
    });
  });
});
