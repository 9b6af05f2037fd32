import { en } from '../i18n/en';

export function EmptyState({ loading, text }: { loading: boolean; text?: string }) {
  return (
    <p role="status" className="py-10 text-center text-ink-muted">
      {loading ? en.common.loading : (text ?? en.common.noResults)}
    </p>
  );
}
