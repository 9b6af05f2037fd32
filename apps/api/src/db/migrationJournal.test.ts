import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * drizzle's migrator applies a migration only when its journal time (`when`) is later than the
 * newest one the database has applied: a migration written on a branch with an older time than
 * one merged before it would be skipped on every database already past that one.
 */
describe('migration journal', () => {
  it('times every migration later than the one before it', () => {
    const journal = JSON.parse(
      readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: Array<{ idx: number; when: number; tag: string }> };
    const entries = journal.entries;
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i));
    const late = entries.filter((e, i) => i > 0 && e.when <= entries[i - 1]!.when);
    expect(late.map((e) => e.tag)).toEqual([]);
  });
});
