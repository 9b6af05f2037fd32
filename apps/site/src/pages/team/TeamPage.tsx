import { Link } from 'react-router';
import { useTeamMembers } from '../../api/team';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { staggerClass, staggerStyle } from '../../components/staggerStyle';
import { SocialLinks } from './SocialLinks';

export const memberHref = (id: string) => `/member-details?member_id=${encodeURIComponent(id)}`;

export function Component() {
  const { list, isLoading } = useTeamMembers();
  return (
    <>
      <PageBanner title="Our Team" />
      <Container>
        {list.length === 0 ? (
          <EmptyState loading={isLoading} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {list.map((member, index) => (
              <li key={member.encrypt_id} className={`${staggerClass} overflow-hidden rounded-card bg-white text-center shadow-card`} style={staggerStyle(index)}>
                <Link to={memberHref(member.encrypt_id)} className="block">
                  <img src={member.img_url} alt="" className="h-64 w-full object-cover" />
                  <h2 className="mt-4 text-lg font-bold">{member.name}</h2>
                  <p className="text-sm text-ink-muted">{member.designation}</p>
                </Link>
                <SocialLinks member={member} className="justify-center py-4" />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
