import { redirect } from 'react-router';
import { readStoredCustomer } from './customerSession';

/** create-shipment is for logged-in customers only; anyone else goes to customer-login. */
export async function requireCustomerSession() {
  if (!readStoredCustomer()) throw redirect('/customer-login');
  return null;
}
