import { CareerCard } from '@courier/ui/CareerCard';
import { useCareers } from '../../api/careers';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';

const careerDetailsHref = (id: string) => `/career-details?career_id=${encodeURIComponent(id)}`;

export function Component() {
  const w = useSiteWords();
  const { list, isLoading } = useCareers();
  return (
    <>
      <PageBanner title={w.pages.career} />
      <Container>
        {list.length === 0 ? (
          <EmptyState loading={isLoading} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.map((career, index) => (
              <li key={career.encrypt_id}>
                <CareerCard
                  title={career.career_title}
                  skills={career.skils}
                  experience={career.experience}
                  href={careerDetailsHref(career.encrypt_id)}
                  index={index}
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
