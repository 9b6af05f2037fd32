import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logoutCustomer } from '../api/customers';
import { clearStoredCustomer } from './customerSession';

/** Spec 2: logout removes the stored user id and data and goes to customer-login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearStoredCustomer();
    // The server ends the cookie session too; the page does not wait for it.
    void logoutCustomer()
      .catch((error: unknown) => console.warn(error))
      .finally(() => navigate('/customer-login'));
  }, [navigate]);
}
