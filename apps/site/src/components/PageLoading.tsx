import { useSiteWords } from '../i18n/siteWords';

/** Shown while the first route's code and loader run (react-router's hydrate fallback). */
export function PageLoading() {
  const w = useSiteWords();
  return (
    <p className="p-10 text-center text-ink-muted" role="status" aria-busy="true">
      {w.common.loading}
    </p>
  );
}
