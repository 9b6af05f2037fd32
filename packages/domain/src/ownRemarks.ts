import { messageCatalogEn } from './i18n/en.ts';
import type { MessageWords } from './messageWords.ts';

/**
 * The remarks our own scans store are the English of the catalogue's group `remark` (a booking
 * writes 'Shipment booked'); a tracking answer reads them back in the reader's language. Stored
 * data is English, so a stored remark is matched to its entry here, once, by the catalogue's own
 * English (templates with their names kept as written). A remark that is not ours (a carrier's,
 * one staff typed) stays as it came.
 */
type RemarkKey = keyof MessageWords['remark'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const FIXED = new Map<string, RemarkKey>();
const TEMPLATES: { key: RemarkKey; pattern: RegExp; names: string[] }[] = [];
for (const [key, english] of Object.entries(messageCatalogEn.remark) as [RemarkKey, string][]) {
  if (!english.includes('{')) {
    FIXED.set(english, key);
    continue;
  }
  const names: string[] = [];
  const pattern = escape(english).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
    names.push(name);
    return '(.+)';
  });
  TEMPLATES.push({ key, pattern: new RegExp(`^${pattern}$`), names });
}

/** A stored remark in the words given (the reader's language); not one of ours: as it is. */
export function ownRemarkIn(remarks: string, words: MessageWords): string {
  const fixed = FIXED.get(remarks);
  if (fixed) return words.remark[fixed] as string;
  for (const { key, pattern, names } of TEMPLATES) {
    const match = pattern.exec(remarks);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
    return (words.remark[key] as (values: Record<string, string>) => string)(values);
  }
  return remarks;
}
