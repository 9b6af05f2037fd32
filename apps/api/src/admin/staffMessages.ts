import { messageGroup } from '@courier/domain/messageWords';

/** The back office's answers to staff: the catalogue's group `staff`, in the request's language. */
export const STAFF_MESSAGES = messageGroup('staff');
