import { apiCall } from './client';

/** The shop's customer's return page (docs/returns.md): no login, the link's token is the key. */
export const openReturnLink = (token: string) => apiCall('return_link', { token });
/** Makes the return once: a second tap answers the same return. */
export const createLinkReturn = (token: string) => apiCall('return_create', { token });
