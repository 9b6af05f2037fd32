import { redirect, type LoaderFunctionArgs } from 'react-router';

/**
 * A loader that sends the visitor to `to` when the query parameter `name` is missing or blank,
 * as spec section 2 says for every detail page (e.g. service-single without service_id -> blog).
 */
export function requireQueryParam(name: string, to: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const value = new URL(request.url).searchParams.get(name);
    if (value === null || value.trim() === '') throw redirect(to);
    return null;
  };
}
