import { Breadcrumb } from '@courier/ui/Breadcrumb';
import type { ReactNode } from 'react';
import { useSiteWords } from '../i18n/siteWords';

/** The title band at the top of every inner page, with a breadcrumb back to home. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  const w = useSiteWords();
  return (
    <div className="border-b border-line bg-navy-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Breadcrumb items={[{ label: w.nav.home, href: '/' }, { label: title }]} />
        <h1 className="mt-2 text-3xl font-bold text-navy-800 md:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
