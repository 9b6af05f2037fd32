import { Link } from 'react-router';
import { CONTENT_TYPE_NAMES } from '@courier/domain/content/contentTypes';
import { PageTitle } from '../../Layout';
import { useAdminWords } from '../../i18n/words';
import { contentTypeHref } from './contentPaths';

/** Every kind of site content, each opening its list (the company profile opens its form). */
export function ContentHomePage() {
  const t = useAdminWords();
  return (
    <>
      <PageTitle>{t.content.title}</PageTitle>
      <p className="max-w-3xl text-ink-muted">{t.content.intro}</p>
      <nav aria-label={t.content.typesNav}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {CONTENT_TYPE_NAMES.map((name) => (
            <li key={name}>
              <Link
                to={contentTypeHref(name)}
                className="block h-full rounded-card border border-line bg-surface p-4 font-semibold text-navy-800 hover:border-navy-700 hover:underline"
              >
                {t.contentTypes[name].plural}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
