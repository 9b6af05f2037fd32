import type { TeamMember } from '@courier/api-client/endpoints/team';
import { isProfileUrl } from '@courier/domain/content/socialProfile';
import { useSiteWords } from '../../i18n/siteWords';

export function SocialLinks({
  member,
  className = '',
}: {
  member: TeamMember;
  className?: string;
}) {
  const w = useSiteWords();
  // Only the profiles the member has: no link for an empty value or a network's home page.
  const links = [
    { id: 'facebook', label: w.team.facebook, url: member.facebook_url },
    { id: 'twitter', label: w.team.twitter, url: member.twitter_url },
    { id: 'google-plus', label: w.team.googlePlus, url: member.google_plus_url },
  ].filter((link) => isProfileUrl(link.url));
  if (links.length === 0) return null;
  return (
    <ul className={`flex gap-3 text-sm ${className}`}>
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="capitalize text-navy-700 hover:text-express-600"
          >
            {link.label}
            <span className="sr-only"> ({member.name})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
