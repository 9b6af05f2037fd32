import { PortalNav } from '@courier/ui/PortalNav';
import type { ReactNode } from 'react';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';

/** The frame of every portal page: its title, the portal's navigation, then the page. */
export function PortalPage({
  title,
  current,
  children,
}: {
  title: string;
  /** The portal item to mark as current (a detail page passes its list). */
  current: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} />
      <Container className="grid gap-6 py-8 lg:grid-cols-[12rem_1fr] lg:py-12">
        <PortalNav currentPath={current} />
        <div className="min-w-0">{children}</div>
      </Container>
    </>
  );
}
