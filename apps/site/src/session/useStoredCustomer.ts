import { useSyncExternalStore } from 'react';
import { readStoredCustomer, subscribeCustomer, type StoredCustomer } from './customerSession';

export function useStoredCustomer(): StoredCustomer | null {
  return useSyncExternalStore(subscribeCustomer, readStoredCustomer, () => null);
}
