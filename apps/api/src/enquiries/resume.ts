import { messageGroup } from '@courier/domain/messageWords';

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

export const resumeMessages = messageGroup('resume');

export interface ResumeFile {
  bytes: Buffer;
  kind: 'pdf' | 'doc' | 'docx';
  contentType: string;
}

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What the file is, judged by its first bytes and never by the name or the declared type:
 * PDF ('%PDF-'), Word 97-2003 (OLE2 compound file) or Word 2007+ (a zip holding word/).
 */
export function sniffResume(bytes: Buffer): ResumeFile['kind'] | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 8).equals(OLE2)) return 'doc';
  // A .docx zip names its parts in the local headers in clear text.
  if (bytes.subarray(0, 4).equals(ZIP) && bytes.includes('word/', 0, 'latin1')) return 'docx';
  return undefined;
}

/** Decodes a base64 data URL resume; the message tells the applicant what to fix. */
export function decodeResume(dataUrl: string): ResumeFile | { error: string } {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  if (!dataUrl.startsWith('data:') || comma < 0 || !header.endsWith(';base64'))
    return { error: resumeMessages.type };
  const base64 = dataUrl.slice(comma + 1);
  // Checked before decoding so a huge upload is refused without building its buffer.
  if (Math.floor((base64.length * 3) / 4) - 2 > MAX_RESUME_BYTES)
    return { error: resumeMessages.size };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return { error: resumeMessages.type };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_RESUME_BYTES) return { error: resumeMessages.size };
  const kind = sniffResume(bytes);
  if (!kind) return { error: resumeMessages.type };
  return { bytes, kind, contentType: CONTENT_TYPES[kind] };
}
