import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { en } from '../i18n/en';
import { NotFound } from '../components/NotFound';

/** Error boundary of every page: a 404 response shows the not-found page, anything else a notice. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">{en.errors.routeCrash}</h1>
      <Link to="/" className="mt-6 inline-block text-brand underline">
        {en.notFound.home}
      </Link>
    </section>
  );
}
