import { messageGroup } from '@courier/domain/messageWords';

/** The portal's answer words, shared by its route groups. */
export const PORTAL_MESSAGES = messageGroup('portal');
