import { TeamCard } from '@courier/ui/TeamCard';
import { useTeamMembers } from '../../api/team';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';

export const memberHref = (id: string) => `/member-details?member_id=${encodeURIComponent(id)}`;

export function Component() {
  const w = useSiteWords();
  const { list, isLoading } = useTeamMembers();
  return (
    <>
      <PageBanner title={w.pages.ourTeam} />
      <Container>
        {list.length === 0 ? (
          <EmptyState loading={isLoading} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {list.map((member, index) => (
              <li key={member.encrypt_id}>
                <TeamCard
                  name={member.name}
                  designation={member.designation}
                  imageUrl={member.img_url}
                  href={memberHref(member.encrypt_id)}
                  social={{
                    facebook: member.facebook_url,
                    twitter: member.twitter_url,
                    googlePlus: member.google_plus_url,
                  }}
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
