import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useSiteWords } from '../i18n/siteWords';
import { NotFound } from '../components/NotFound';

/** Error boundary of every page: a 404 response shows the not-found page, anything else a notice. */
export function RouteErrorPage() {
  const w = useSiteWords();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">{w.errors.routeCrash}</h1>
      <Link to="/" className="mt-6 inline-block text-brand underline">
        {w.notFound.home}
      </Link>
    </section>
  );
}
