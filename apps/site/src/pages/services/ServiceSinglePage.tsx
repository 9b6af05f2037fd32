import { contentDir } from '@courier/ui/Bidi';
import { ServiceSidebar } from '@courier/ui/ServiceSidebar';
import { Link } from 'react-router';
import { useCompany } from '../../api/company';
import { useServiceDetails, useServices } from '../../api/content';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { HtmlContent } from '../../components/HtmlContent';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { useSiteWords } from '../../i18n/siteWords';
import { serviceSingleHref } from './ServicesPage';

export function Component() {
  const w = useSiteWords();
  const serviceId = useQueryParam('service_id');
  const { list } = useServices();
  const { data, isLoading } = useServiceDetails(serviceId);
  const service = data?.serviceDetails;
  const company = useCompany();

  return (
    <>
      <PageBanner title={w.pages.ourServices} contentTitle={service?.service_name} />
      <Container className="grid gap-10 lg:grid-cols-[300px_1fr]">
        <aside className="space-y-6">
          <ServiceSidebar
            currentId={serviceId}
            services={list.map((item) => ({
              id: item.encrypt_id,
              title: item.service_name,
              href: serviceSingleHref(item.encrypt_id),
            }))}
          />
          {company ? (
            <a
              href={company.companyProfilePdf}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-card bg-navy-800 p-4 text-center font-semibold text-white hover:bg-navy-900"
            >
              {w.buttons.download}: {w.footer.companyProfile}
            </a>
          ) : null}
          <Link
            to="/contact-us"
            className="block rounded-card bg-express-600 p-4 text-center font-semibold text-white hover:bg-express-700"
          >
            {w.buttons.howCanWeHelp}
          </Link>
        </aside>
        <article>
          {service ? (
            <>
              <img
                src={service.service_image}
                alt=""
                className="max-h-96 w-full rounded-card object-cover"
              />
              <h2 dir={contentDir(service.service_name)} className="mt-6 text-2xl font-bold">
                {service.service_name}
              </h2>
              <HtmlContent html={service.service_content} className="mt-4" />
            </>
          ) : (
            <EmptyState loading={isLoading} />
          )}
        </article>
      </Container>
    </>
  );
}
