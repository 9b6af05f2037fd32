import { useCallback } from 'react';
import { usePortalWords } from '@courier/ui/i18n/portalWords';

/** A shipment's or collection's status code as staff read it, in their language. */
export type StatusWords = (code: string, fallback?: string) => string;

/**
 * Status words from the one catalogue the portal reads too (`portal.status`): the codes stay
 * what the API sends; an unknown code shows the API's own label, else the code itself.
 */
export function useStatusWords(): StatusWords {
  const words = usePortalWords();
  return useCallback(
    (code: string, fallback?: string) =>
      (words.status as Record<string, string>)[code] ?? fallback ?? code,
    [words],
  );
}
