import { useSiteWords } from '../i18n/siteWords';

export function EmptyState({ loading, text }: { loading: boolean; text?: string }) {
  const w = useSiteWords();
  return (
    <p role="status" className="py-10 text-center text-ink-muted">
      {loading ? w.common.loading : (text ?? w.common.noResults)}
    </p>
  );
}
