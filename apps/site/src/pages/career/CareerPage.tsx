import { Link } from 'react-router';
import { useCareers } from '../../api/careers';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { en } from '../../i18n/en';

const careerDetailsHref = (id: string) => `/career-details?career_id=${encodeURIComponent(id)}`;

export function Component() {
  const { list, isLoading } = useCareers();
  return (
    <>
      <PageBanner title="Career" />
      <Container>
        {list.length === 0 ? (
          <EmptyState loading={isLoading} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.map((career) => (
              <li key={career.encrypt_id} className="flex flex-col rounded-card bg-white p-6 shadow-card">
                <h2 className="text-xl font-bold">{career.career_title}</h2>
                <p className="mt-3 text-sm">
                  <span className="font-semibold">Skills:</span> {career.skils}
                </p>
                <p className="mt-1 text-sm">
                  <span className="font-semibold">Experience:</span> {career.experience}
                </p>
                <Link to={careerDetailsHref(career.encrypt_id)} className="mt-5 self-start rounded-field bg-express-600 px-4 py-2 font-semibold text-white hover:bg-express-700">
                  {en.buttons.applyNow}
                  <span className="sr-only">: {career.career_title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
