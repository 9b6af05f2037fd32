import { createHash } from 'node:crypto';

/**
 * A submission's identity for the duplicate guard: kind plus every field, trimmed and
 * lower-cased, so a double click (or a retry after a dropped answer) matches.
 */
export function fingerprint(kind: string, fields: Record<string, unknown>): string {
  const normalised = Object.keys(fields)
    .sort()
    .map(
      (key) =>
        `${key}=${String(fields[key] ?? '')
          .trim()
          .toLowerCase()}`,
    )
    .join('\n');
  return createHash('sha256').update(`${kind}\n${normalised}`).digest('hex');
}

/** The time bucket a submission falls in; see the unique (fingerprint, window) index. */
export function dedupeWindow(now: Date, windowSeconds: number): number {
  return Math.floor(now.getTime() / 1000 / Math.max(1, windowSeconds));
}
