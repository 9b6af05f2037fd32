import { Link } from 'react-router';
import { useSiteWords } from '../i18n/siteWords';

export function NotFound() {
  const w = useSiteWords();
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-7xl font-black text-brand">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold">
        {w.notFound.title}
      </h1>
      <p className="mt-3 text-ink-muted">{w.notFound.body}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {w.notFound.home}
      </Link>
    </section>
  );
}
