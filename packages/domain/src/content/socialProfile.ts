/** An http(s) address: host, then path, query and fragment (each possibly empty). */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+([^\s?#]*)(\?[^\s#]*)?(#\S*)?$/i;

/**
 * Whether a team member's social link (facebook, twitter, google plus: spec 2, member-details)
 * is a profile the site may link to: an http(s) address with a path beyond the network's home
 * page. An empty value, or a bare home page such as 'https://www.facebook.com/', is nobody's
 * profile, so the site shows no link for it.
 */
export function isProfileUrl(value: string | null | undefined): value is string {
  const match = WEB_ADDRESS.exec(value?.trim() ?? '');
  if (!match) return false;
  const [, path = '', query = '', fragment = ''] = match;
  return path.replace(/\/+$/, '') !== '' || query.length > 1 || fragment.length > 1;
}
