/**
 * Rendered pages, kept for a short time so that a burst of visitors (or a crawler) does not
 * render the same page again and again (time to first byte). Content edited through the API must
 * show on the next request: every change of what pages show is announced on the cache bus
 * (site.ts), in this process and the others, and empties the pages it shows on (`forget`) or all
 * of them (`clear`). Requests that change nothing a page shows (a refused call, a contact form)
 * leave the pages alone. The time limit bounds what a write nobody announces (a script on the
 * database) can leave stale.
 *
 * A render that started before a change is not stored: it may have read the old content.
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export class PageCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The cached value for `key`, or the one `render` gives (stored unless a write came between). */
  async get(key: string, render: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.options.ttlMs) return hit.value;
    const generation = this.generation;
    const value = await render();
    if (generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { value, at: this.now() });
      // Oldest first: Map keeps insertion order.
      while (this.entries.size > this.options.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
    }
    return value;
  }

  /** Something was written that only the pages `changed` picks may show (a shipment's tracking). */
  forget(changed: (key: string) => boolean): void {
    this.generation += 1;
    for (const key of this.entries.keys()) if (changed(key)) this.entries.delete(key);
  }

  /** Something was written: every page may have changed. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
