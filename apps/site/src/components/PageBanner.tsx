import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { en } from '../i18n/en';

/** The title band at the top of every inner page, with a breadcrumb back to home. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-navy-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label="Breadcrumb" className="text-sm text-navy-100">
          <ol className="flex gap-2">
            <li>
              <Link to="/" className="hover:underline">
                {en.nav.home}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="mt-2 text-3xl font-bold md:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
