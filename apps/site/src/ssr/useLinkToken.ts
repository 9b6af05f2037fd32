import { useStoredOnce } from './useStoredOnce';

const NOT_READ = null;
const fragment = () => window.location.hash.replace(/^#/, '');

/**
 * The token of a page opened from a link a message carried (`/delivery#<token>`): in the
 * fragment, so no server or proxy log keeps it. The server never sees it, so it renders the
 * page's 'opening' frame (null here, also while hydrating); the browser reads it straight after.
 * '' means the link came without one.
 */
export const useLinkToken = (): string | null => useStoredOnce(fragment, NOT_READ);
