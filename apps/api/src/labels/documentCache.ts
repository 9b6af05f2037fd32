import { createHash } from 'node:crypto';

/**
 * Rendered shipping documents (label PDFs, ZPL, commercial invoices), kept in this process so a
 * document is drawn once however often its link is opened: a label of 99 pieces is ~0.4 s of CPU
 * to draw. The key is the shipment's number, the document's kind and a hash of everything that is
 * printed on it, so a record corrected after issue draws anew and a stale copy can never be
 * served. Several requests for one document that is not yet kept share a single render.
 *
 * Kept in memory, not in the file store: the store names files by random ids and sweeps those no
 * row references, so keeping documents there would need a table of its own; a document is cheap
 * enough to draw again after a restart, and bounded in memory by bytes, oldest dropped first.
 */
export class DocumentCache {
  private readonly kept = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The key of a document: what it is for and a digest of what it prints. */
  static keyOf(number: string, kind: string, printed: unknown): string {
    const digest = createHash('sha256').update(JSON.stringify(printed)).digest('base64url');
    return `${number}|${kind}|${digest}`;
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.kept.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const drawn = render().finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawn);
    this.keep(key, await drawn);
    return drawn;
  }

  private keep(key: string, document: Buffer): void {
    if (document.length > this.maxBytes) return;
    this.kept.set(key, document);
    this.bytes += document.length;
    for (const [oldKey, old] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
