import { messageGroup } from '@courier/domain/messageWords';
import { CONTENT_TYPES, sniffFileType, type FileKind } from './fileType.ts';
import type { FileStore, Writer } from './fileStore.ts';
import { isSafeDocument } from './inspectDocument.ts';
import { REQUEST_MESSAGES } from '../http/requestMessages.ts';

interface SaveRules {
  allowed: readonly FileKind[];
  maxBytes: number;
}

type SaveResult =
  | { ok: true; id: string; kind: FileKind; contentType: string; size: number }
  | { ok: false; reason: 'malformed' | 'type' | 'size'; message: string };

interface StoredDocument {
  bytes: Buffer;
  kind: FileKind | undefined;
  contentType: string;
}

/**
 * Uploaded documents (KYC, invoices): judged by their bytes and size, then kept in the FileStore
 * under an unguessable random id, never under a name the uploader chose, and never served by a
 * guessable URL.
 */
type CheckResult =
  | { ok: true; bytes: Buffer; kind: FileKind; contentType: string }
  | { ok: false; reason: 'malformed' | 'type' | 'size'; message: string };

export interface DocumentStore {
  /** Decodes and judges an upload without writing anything (validate every file before any is kept). */
  check(dataUrl: unknown, rules: SaveRules): Promise<CheckResult>;
  /** Writes checked bytes under a new random id (`within`: FileStore.put's). */
  write(file: { bytes: Buffer; contentType: string }, within?: Writer): Promise<string>;
  /**
   * The files are rows of the app's database (PostgreSQL without S3): written in the caller's
   * transaction, they need no removal when it rolls back, and cost it no connection of its own.
   */
  readonly inDatabase: boolean;
  saveDataUrl(dataUrl: unknown, rules: SaveRules): Promise<SaveResult>;
  /** null when the id is not a well-formed id or no such file exists. */
  readFile(id: unknown): Promise<StoredDocument | null>;
  /** Deletes a stored file (a booking refused after its upload); unknown ids are ignored. */
  remove(id: unknown): Promise<void>;
}

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w.+-]+=[\w.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const LABELS: Record<FileKind, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
};

function typeMessage(allowed: readonly FileKind[]): string {
  const names = [...new Set(allowed.map((k) => LABELS[k]))];
  const list =
    names.length > 1
      ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
      : (names[0] ?? 'an allowed');
  return `The file must be a ${list} file.`;
}

function sizeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  return `The file must be ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB or smaller.`;
}

/** Words of a malformed document: the catalogue's group `document`. */
const DOCUMENT_MESSAGES = messageGroup('document');

export function createDocumentStore(files: FileStore): DocumentStore {
  const store: DocumentStore = {
    async check(dataUrl, rules) {
      const fail = (reason: 'malformed' | 'type' | 'size', message: string): CheckResult => ({
        ok: false,
        reason,
        message,
      });
      if (typeof dataUrl !== 'string') return fail('malformed', DOCUMENT_MESSAGES.missing);
      const header = DATA_URL.exec(dataUrl.slice(0, 200));
      if (!header) return fail('malformed', DOCUMENT_MESSAGES.missing);
      const base64 = dataUrl.slice(header[0].length);
      // Refused before decoding, so a huge upload never becomes a buffer.
      const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
      if ((base64.length / 4) * 3 - padding > rules.maxBytes)
        return fail('size', sizeMessage(rules.maxBytes));
      if (base64.length % 4 !== 0 || !BASE64.test(base64))
        return fail('malformed', DOCUMENT_MESSAGES.notBase64);
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length === 0) return fail('malformed', DOCUMENT_MESSAGES.empty);
      if (bytes.length > rules.maxBytes) return fail('size', sizeMessage(rules.maxBytes));
      // The declared MIME type is the uploader's claim; only the bytes decide.
      const kind = sniffFileType(bytes);
      if (!kind || !rules.allowed.includes(kind)) return fail('type', typeMessage(rules.allowed));
      // The first bytes only name a format: the whole file must parse as it, harmlessly.
      if (!(await isSafeDocument(kind, bytes))) return fail('type', REQUEST_MESSAGES.unsafeFile);
      return { ok: true, bytes, kind, contentType: CONTENT_TYPES[kind] };
    },

    write: ({ bytes, contentType }, within) => files.put(bytes, contentType, within),
    inDatabase: files.kind === 'database',

    async saveDataUrl(dataUrl, rules) {
      const checked = await store.check(dataUrl, rules);
      if (!checked.ok) return checked;
      const id = await store.write(checked);
      return {
        ok: true,
        id,
        kind: checked.kind,
        contentType: checked.contentType,
        size: checked.bytes.length,
      };
    },

    async readFile(id) {
      const file = await files.get(id);
      if (!file) return null;
      const kind = sniffFileType(file.bytes);
      return {
        bytes: file.bytes,
        kind,
        contentType: kind ? CONTENT_TYPES[kind] : file.contentType,
      };
    },

    remove: (id) => files.delete(id),
  };
  return store;
}
