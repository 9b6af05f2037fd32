import { baseUrl } from './browser.ts';

/** Demo shipments the API seeds with their history (README "Demo logins and data", `@courier/demo-data/shipments`). */
export const DEMO_DELIVERED_AWB = '70012345012';
export const DEMO_IN_TRANSIT_AWB = '70012345023';
/** A well-formed airway bill (check digit right) that no shipment has. */
export const DEMO_UNKNOWN_AWB = '99999999990';

async function get(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl()}/api/website/${path}`);
  return (await response.json()) as Record<string, unknown>;
}

const firstId = (list: unknown) =>
  (list as { encrypt_id: string }[] | undefined)?.[0]?.encrypt_id ?? '';

/** Ids of seeded content, read from the running API, for the detail pages' query parameters. */
export async function seededIds() {
  const [services, blog, team, news, careers] = await Promise.all([
    get('our_service_list'),
    get('blog_list'),
    get('team_member_list'),
    get('news_list'),
    get('career_list'),
  ]);
  const blogId = firstId(blog.blog_list);
  const details = await apiPost('blog_details', { blog_id: blogId });
  return {
    blogCategoryId: firstId(details.categoryList),
    blogTagId: firstId(details.tagsList),
    serviceId: firstId(services.ourServiceList),
    blogId,
    memberId: firstId(team.team_list),
    newsId: firstId(news.newsList),
    careerId: firstId(careers.careerList),
  };
}

/** A POST to the running API, for the values a page should show. */
export async function apiPost(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl()}/api/website/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}
