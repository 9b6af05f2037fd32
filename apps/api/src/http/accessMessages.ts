import { messageGroup } from '@courier/domain/messageWords';

/**
 * Words of the limits, logins and roles every call can meet (429, 401, 403): the catalogue's group
 * `access`, read in the request's language.
 */
export const ACCESS_MESSAGES = messageGroup('access');
