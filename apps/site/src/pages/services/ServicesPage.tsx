import { Link } from 'react-router';
import { useServices } from '../../api/content';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { ServiceCard } from './ServiceCard';

export const serviceSingleHref = (id: string) => `/service-single?service_id=${encodeURIComponent(id)}`;

export function Component() {
  const { list, isLoading } = useServices();
  return (
    <>
      <PageBanner title="Our Services" />
      <Container>
        {list.length === 0 ? (
          <EmptyState loading={isLoading} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((service) => (
              <li key={service.encrypt_id}>
                <Link to={serviceSingleHref(service.encrypt_id)} className="block">
                  <ServiceCard service={service} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
