import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredCustomer } from './customerSession';

/** Spec 2: logout removes the stored user id and data and goes to customer-login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearStoredCustomer();
    navigate('/customer-login');
  }, [navigate]);
}
