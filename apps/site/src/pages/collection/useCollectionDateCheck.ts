import { isOnOrAfterToday } from '@courier/domain/collectionDate';
import { toast } from '@courier/ui/Toaster';
import { useCallback } from 'react';
import { collectionDateRejection } from '../../api/collections';

/**
 * Spec 4: a chosen collection date is checked with the server; when the server answers Success
 * its Message is shown as an error and the date is cleared. As in the wizard's collection step:
 * typing the year gives dates such as 0002-11-29 on the way to 2026-11-29, so only a date the
 * schema would accept is checked, and an answer about a date the visitor has since changed is
 * stale (clearing on it would wipe the date being typed).
 */
export function useCollectionDateCheck(current: () => string, clear: () => void) {
  return useCallback(
    async (date: string) => {
      if (!isOnOrAfterToday(date, new Date())) return;
      const rejection = await collectionDateRejection(date);
      if (rejection && current() === date) {
        toast.error(rejection);
        clear();
      }
    },
    [current, clear],
  );
}
