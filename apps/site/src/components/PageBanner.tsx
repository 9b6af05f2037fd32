import { contentDir } from '@courier/ui/Bidi';
import { Breadcrumb } from '@courier/ui/Breadcrumb';
import type { ReactNode } from 'react';
import { useSiteWords } from '../i18n/siteWords';

/**
 * The title band at the top of every inner page, with a breadcrumb back to home. `contentTitle`
 * is a title from the back office (a service's, a post's, a member's name...), shown instead of
 * `title` once it has arrived: it may be English on an Arabic page, so it reads in its own
 * direction, while the heading keeps the page's alignment under the breadcrumb.
 */
export function PageBanner({
  title,
  contentTitle,
  children,
}: {
  title: string;
  contentTitle?: string;
  children?: ReactNode;
}) {
  const w = useSiteWords();
  const shown = contentTitle ?? title;
  const dir = contentTitle === undefined ? undefined : contentDir(contentTitle);
  return (
    <div className="border-b border-line bg-navy-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Breadcrumb
          items={[
            { label: w.nav.home, href: '/' },
            { label: shown, dir },
          ]}
        />
        <h1 className="mt-2 text-3xl font-bold text-navy-800 md:text-4xl">
          {dir ? <span dir={dir}>{shown}</span> : shown}
        </h1>
        {children}
      </div>
    </div>
  );
}
