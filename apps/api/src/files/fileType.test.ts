import { describe, expect, it } from 'vitest';
import { sniffFileType } from './fileType.ts';

const bytes = (...b: number[]) => Buffer.from(b);

describe('sniffFileType', () => {
  it('recognises PNG, JPEG and PDF by their magic bytes', () => {
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
  });

  it('recognises Word files', () => {
    expect(sniffFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe('doc');
    expect(
      sniffFileType(
        Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....word/document.xml')]),
      ),
    ).toBe('docx');
  });

  it('answers undefined for executables, scripts, plain zips and empty files', () => {
    expect(sniffFileType(Buffer.from('MZ\x90\x00\x03', 'latin1'))).toBeUndefined();
    expect(sniffFileType(Buffer.from('\x7fELF\x02\x01', 'latin1'))).toBeUndefined();
    expect(sniffFileType(Buffer.from('#!/bin/sh\nrm -rf /'))).toBeUndefined();
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(
      sniffFileType(Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('evil.exe')])),
    ).toBeUndefined();
    expect(sniffFileType(Buffer.alloc(0))).toBeUndefined();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e))).toBeUndefined();
  });
});
