import { MESSAGES } from '@courier/domain/messages';
import { toast } from '@courier/ui/Toaster';

/**
 * Contact and member sends (spec 8): success shows the server Message, any failure the toast
 * 'Somthing went wrong. Please try again'. Rethrows so the form keeps its values.
 */
export async function sendWithToasts(send: () => Promise<{ Message: string }>): Promise<void> {
  try {
    const answer = await send();
    toast.success(answer.Message);
  } catch (error) {
    toast.error(MESSAGES.sendFailed);
    throw error;
  }
}
