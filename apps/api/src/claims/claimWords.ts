import type { Language } from '@courier/domain/language';
import { messageWordsIn } from '../http/messageLanguage.ts';

/**
 * The claims' words (docs/claims.md) in one language: the messages catalogue's `claims` group
 * (@courier/domain i18n/en.ts and ar.ts).
 */
export const claimWordsIn = (language: Language) => messageWordsIn(language).claims;

/** A field error id of the domain's claim schemas in `lang`; anything else as it is. */
export function claimFieldError(id: string, lang: Language): string {
  const fields = claimWordsIn(lang).fields as Record<string, string>;
  const key = id.startsWith('claim.') ? id.slice('claim.'.length) : id;
  return fields[key] ?? id;
}
