import { createContext, useContext } from 'react';
import type { Staff } from '@courier/api-client/admin';
import type { StaffPermission } from '@courier/domain/staffRoles';

export const StaffContext = createContext<Staff | null>(null);

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside a logged-in screen');
  return staff;
}

/** The browser only hides what the server already refuses. */
export function useCan(permission: StaffPermission): boolean {
  return useStaff().permissions.includes(permission);
}
