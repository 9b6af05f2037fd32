import { redirect } from 'react-router';
import { fetchCustomerSession } from '../api/customers';
import { clearStoredCustomer, readStoredCustomer } from './customerSession';

/**
 * create-shipment is for logged-in customers only. The stored user id only says who to greet;
 * the server's httpOnly session cookie decides: when its check fails, the stored data is dropped
 * and the visitor goes to customer-login.
 */
export async function requireCustomerSession() {
  if (!readStoredCustomer()) throw redirect('/customer-login');
  try {
    return await fetchCustomerSession();
  } catch {
    clearStoredCustomer();
    throw redirect('/customer-login');
  }
}
