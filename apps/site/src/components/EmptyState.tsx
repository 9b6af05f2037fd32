import { useSiteWords } from '../i18n/siteWords';

/**
 * A list's or a page's place while its data loads, then what it says when there is none. Busy
 * while loading: a page the server sent in this state (its call failed there, the browser asks
 * again) is not complete without scripts, which the link walk in e2e/links.e2e.ts relies on.
 */
export function EmptyState({ loading, text }: { loading: boolean; text?: string }) {
  const w = useSiteWords();
  return (
    <p role="status" aria-busy={loading || undefined} className="py-10 text-center text-ink-muted">
      {loading ? w.common.loading : (text ?? w.common.noResults)}
    </p>
  );
}
