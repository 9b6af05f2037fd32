import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';

export const sendContactUs = (form: RequestOf<'contact_us'>) => apiCall('contact_us', form);
export const sendContactMessage = (form: RequestOf<'send_contact_message'>) =>
  apiCall('send_contact_message', form);
