import { ApiCallError } from '@courier/api-client/apiCallError';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredCustomer } from '../session/customerSession';

/**
 * A portal call answered 401: the session ended while the page was open (logout in another tab,
 * a password changed on another device ends the other sessions). The stored display data is
 * dropped and the customer goes to customer-login, as the session check on entering does.
 */
export function useSignedOutRedirect(...errors: unknown[]): void {
  const navigate = useNavigate();
  const signedOut = errors.some((error) => error instanceof ApiCallError && error.status === 401);
  useEffect(() => {
    if (!signedOut) return;
    clearStoredCustomer();
    void navigate('/customer-login', { replace: true });
  }, [signedOut, navigate]);
}
