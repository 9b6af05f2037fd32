import type { Language } from '@courier/domain/language';
import { claimWordsIn } from '../http/messageLanguage.ts';

export { claimWordsIn };

/** A field error id of the domain's claim schemas in `lang`; anything else as it is. */
export function claimFieldError(id: string, lang: Language): string {
  const fields = claimWordsIn(lang).fields as Record<string, string>;
  const key = id.startsWith('claim.') ? id.slice('claim.'.length) : id;
  return fields[key] ?? id;
}
