import { messageGroup } from '@courier/domain/messageWords';

/** The portal's answer words, shared by its route groups. */
export const PORTAL_MESSAGES = messageGroup('portal');

/** A customer's own rows are never kept by a shared cache. */
export const PORTAL_NO_STORE = { 'cache-control': 'private, no-store' };
