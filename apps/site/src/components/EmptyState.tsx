import { en } from '../i18n/en';

export function EmptyState({ loading }: { loading: boolean }) {
  return <p className="py-10 text-center text-ink-muted">{loading ? en.common.loading : en.common.noResults}</p>;
}
