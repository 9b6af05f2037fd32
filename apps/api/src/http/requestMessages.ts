import { messageGroup } from '@courier/domain/messageWords';

/**
 * The API's own refusal words (a body that is not JSON, a foreign origin, an unsafe file...): the
 * catalogue's group `request` (@courier/domain i18n/en.ts, ar.ts), read in the request's language.
 */
export const REQUEST_MESSAGES = messageGroup('request');

/** What a public call answers for a record it does not have: the catalogue's group `missing`. */
export const MISSING_MESSAGES = messageGroup('missing');
