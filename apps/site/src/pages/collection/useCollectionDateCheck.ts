import { refusalOfChosenDate } from '@courier/domain/collectionDate';
import { toast } from '@courier/ui/Toaster';
import { useCallback } from 'react';
import { collectionDateRejection } from '../../api/collections';

/**
 * Spec 4: a chosen collection date is checked with the server; when the server answers Success
 * its Message is shown as an error and the date is cleared. Which dates are asked about and which
 * answers still count is the domain's rule (refusalOfChosenDate), as in the wizard's step.
 */
export function useCollectionDateCheck(current: () => string, clear: () => void) {
  return useCallback(
    async (date: string) => {
      const refusal = await refusalOfChosenDate(date, new Date(), collectionDateRejection, current);
      if (refusal) {
        toast.error(refusal);
        clear();
      }
    },
    [current, clear],
  );
}
