import { crc32, deflateRawSync } from 'node:zlib';

/**
 * The two headers of an entry: the local one before its data and the central one in the
 * directory. They share their fields from "version needed" on; the central header has a "version
 * made by" in front of them (so each sits 2 bytes further on) and the entry's offset at 42.
 */
const HEADERS = {
  local: { signature: 0x04034b50, length: 30, shift: 0 },
  central: { signature: 0x02014b50, length: 46, shift: 2 },
} as const;

interface EntryFields {
  crc: number;
  packedSize: number;
  size: number;
  nameLength: number;
}

function entryHeader(kind: keyof typeof HEADERS, fields: EntryFields): Buffer {
  const { signature, length, shift } = HEADERS[kind];
  const header = Buffer.alloc(length);
  header.writeUInt32LE(signature, 0);
  if (shift) header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 4 + shift);
  header.writeUInt16LE(8, 8 + shift);
  header.writeUInt32LE(fields.crc, 14 + shift);
  header.writeUInt32LE(fields.packedSize, 18 + shift);
  header.writeUInt32LE(fields.size, 22 + shift);
  header.writeUInt16LE(fields.nameLength, 26 + shift);
  return header;
}

/** A zip with deflated entries; `declared` may lie about an entry's inflated size. */
export function zip(entries: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared } of entries) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const fields = {
      crc: crc32(data),
      packedSize: packed.length,
      size: declared ?? data.length,
      nameLength: nameBytes.length,
    };
    const central = entryHeader('central', fields);
    central.writeUInt32LE(offset, 42);
    locals.push(entryHeader('local', fields), nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += HEADERS.local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal .docx: its content types and a document part. */
export const docx = (text = 'Hello') =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'word/document.xml', data: Buffer.from(`<w:document>${text}</w:document>`) },
  ]);
