import { usePeople } from '../../api/content';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { staggerClass, staggerStyle } from '../../components/staggerStyle';
import { useSiteWords } from '../../i18n/siteWords';

export function Component() {
  const w = useSiteWords();
  const { list, isLoading } = usePeople();
  return (
    <>
      <PageBanner title={w.pages.ourPeople} />
      <Container>
        {list.length === 0 ? (
          <EmptyState loading={isLoading} />
        ) : (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {list.map((person, index) => (
              <li key={person.people_img} className={staggerClass} style={staggerStyle(index)}>
                <img
                  src={person.people_img}
                  alt=""
                  className="aspect-square w-full rounded-card object-cover"
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
