import { toast } from '@courier/ui/Toaster';
import { useCallback } from 'react';
import { collectionDateRejection } from '../../api/collections';

/**
 * Spec 4: a chosen collection date is checked with the server; when the server answers Success
 * its Message is shown as an error and the date is cleared.
 */
export function useCollectionDateCheck(clear: () => void) {
  return useCallback(
    async (date: string) => {
      if (!date) return;
      const rejection = await collectionDateRejection(date);
      if (rejection) {
        toast.error(rejection);
        clear();
      }
    },
    [clear],
  );
}
