import { ServiceCard } from '@courier/ui/ServiceCard';
import { useServices } from '../../api/content';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';

export const serviceSingleHref = (id: string) =>
  `/service-single?service_id=${encodeURIComponent(id)}`;

/** Cards in the grid's first row on a wide screen (lg:grid-cols-3). */
const FIRST_ROW = 3;

export function Component() {
  const w = useSiteWords();
  const { list, isLoading } = useServices();
  return (
    <>
      <PageBanner title={w.pages.ourServices} />
      <Container>
        {list.length === 0 ? (
          <EmptyState loading={isLoading} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((service, index) => (
              <li key={service.encrypt_id}>
                <ServiceCard
                  name={service.service_name}
                  imageUrl={service.service_image}
                  iconUrl={service.service_icon}
                  href={serviceSingleHref(service.encrypt_id)}
                  index={index}
                  // The first row (three cards wide) is the first paint and its LCP: no entrance.
                  inFirstPaint={index < FIRST_ROW}
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
