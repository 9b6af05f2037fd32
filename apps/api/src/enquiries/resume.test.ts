import { describe, expect, it } from 'vitest';
import { decodeResume, MAX_RESUME_BYTES, resumeMessages, sniffResume } from './resume.ts';

const b64 = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

describe('sniffResume', () => {
  it('knows PDF, Word 97-2003 and Word 2007+ by their first bytes', () => {
    expect(sniffResume(Buffer.from('%PDF-1.4 ...'))).toBe('pdf');
    expect(sniffResume(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(
      'doc',
    );
    expect(
      sniffResume(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('....word/document.xml')])),
    ).toBe('docx');
  });
  it('rejects executables, scripts, images and other zips whatever they are called', () => {
    expect(sniffResume(Buffer.from('MZ\x90\x00'))).toBeUndefined();
    expect(sniffResume(Buffer.from('\x7fELF'))).toBeUndefined();
    expect(sniffResume(Buffer.from('#!/bin/sh\n%PDF-'))).toBeUndefined();
    expect(sniffResume(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(
      sniffResume(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('xl/workbook.xml')])),
    ).toBeUndefined();
  });
});

describe('decodeResume', () => {
  it('decodes a base64 data URL', () => {
    const result = decodeResume(b64(Buffer.from('%PDF-1.7 body')));
    expect(result).toMatchObject({ kind: 'pdf', contentType: 'application/pdf' });
  });
  it('refuses non-base64 data URLs and broken base64', () => {
    expect(decodeResume('data:application/pdf,%PDF-1.7')).toEqual({ error: resumeMessages.type });
    expect(decodeResume('data:application/pdf;base64,@@@@')).toEqual({
      error: resumeMessages.type,
    });
    expect(decodeResume('https://example.com/cv.pdf')).toEqual({ error: resumeMessages.type });
  });
  it('takes exactly 5 MB and refuses one byte more', () => {
    const at = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(MAX_RESUME_BYTES - 5)]);
    expect(decodeResume(b64(at))).toMatchObject({ kind: 'pdf' });
    expect(decodeResume(b64(Buffer.concat([at, Buffer.alloc(1)])))).toEqual({
      error: resumeMessages.size,
    });
  });
});
