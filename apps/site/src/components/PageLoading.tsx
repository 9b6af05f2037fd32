import { en } from '../i18n/en';

/** Shown while the first route's code and loader run (react-router's hydrate fallback). */
export function PageLoading() {
  return (
    <p className="p-10 text-center text-ink-muted" role="status">
      {en.common.loading}
    </p>
  );
}
