import { unstable_serialize, type Middleware } from 'swr';

/**
 * The answers the server rendered the first page with are as fresh as they get: that page does
 * not ask the API again when it mounts (swr would by default). Besides saving the calls, this
 * keeps the page still while it hydrates: a revalidation re-renders the components that use the
 * data, and an update that reaches a server-rendered island before its code has loaded makes
 * React drop the island's HTML and render it again (a layout shift). After the first navigation
 * every page fetches as usual.
 */
export function serverAnswers(fallback: Record<string, unknown>): {
  middleware: Middleware;
  /** From now on, mounts revalidate as usual. */
  release: () => void;
} {
  const rendered = new Set(Object.keys(fallback));
  const middleware: Middleware = (next) => (key, fetcher, config) =>
    next(
      key,
      fetcher,
      rendered.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config,
    );
  return { middleware, release: () => rendered.clear() };
}
