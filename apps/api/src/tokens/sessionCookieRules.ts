import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one set of rules for every login cookie (customers' and staff's), so the two never drift.
 *
 * Over https the cookie is `__Host-<name>` and Secure: the browser then insists on Secure, path /
 * and no Domain, so neither a sibling subdomain nor a plain-http page can set or shadow it.
 * "https" is the socket's protocol or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY), or
 * forced with COOKIE_SECURE=true. Plain http (localhost) cannot hold a __Host- cookie, so it keeps
 * the plain name there; the plain name is never read over https, so a cookie planted by a
 * plain-http page cannot stand in for the secure one.
 */
export interface LoginCookie {
  /** The plain-http name; `__Host-` is put in front of it over https. */
  name: string;
  sameSite: 'lax' | 'strict';
}

const hostName = (cookie: LoginCookie) => `__Host-${cookie.name}`;

const isHttpsRequest = (request: FastifyRequest, forceSecure: boolean): boolean =>
  forceSecure || request.protocol === 'https';

/** The name the cookie has over https. */
export const secureCookieName = (cookie: LoginCookie): string => hostName(cookie);

export function setLoginCookie(
  reply: FastifyReply,
  cookie: LoginCookie,
  value: string,
  options: { expires: Date; forceSecure: boolean },
): void {
  const secure = isHttpsRequest(reply.request, options.forceSecure);
  reply.setCookie(secure ? hostName(cookie) : cookie.name, value, {
    httpOnly: true,
    sameSite: cookie.sameSite,
    secure,
    path: '/',
    expires: options.expires,
  });
}

/** The token of the request's cookie: the `__Host-` one, or the plain one over plain http only. */
export function loginCookieValue(request: FastifyRequest, cookie: LoginCookie): string | undefined {
  const secure = request.cookies[hostName(cookie)];
  if (secure !== undefined) return secure;
  return request.protocol === 'https' ? undefined : request.cookies[cookie.name];
}

export function clearLoginCookie(reply: FastifyReply, cookie: LoginCookie): void {
  reply.clearCookie(hostName(cookie), { path: '/', secure: true });
  reply.clearCookie(cookie.name, { path: '/' });
}
