export type FileKind = 'jpeg' | 'png' | 'pdf' | 'doc' | 'docx';

export const CONTENT_TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What a file really is, from its first bytes; never from its name or declared MIME type. */
export function sniffFileType(bytes: Buffer): FileKind | undefined {
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG)) return 'jpeg';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 8).equals(OLE2)) return 'doc';
  // A .docx zip names its parts in the local headers in clear text.
  if (bytes.subarray(0, 4).equals(ZIP) && bytes.includes('word/', 0, 'latin1')) return 'docx';
  return undefined;
}
