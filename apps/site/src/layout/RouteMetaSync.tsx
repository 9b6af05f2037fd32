import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyMeta } from '../seo/applyMeta';
import { languageLinks } from '../seo/headTags';
import { routeMetaOf } from '../seo/routeMeta';
import { useSiteWords } from '../i18n/siteWords';

/** Points the head's canonical and hreflang links at the page on screen (as headTags does). */
function applyLanguageLinks(url: URL): void {
  const { canonical, alternates } = languageLinks(url);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = canonical;
  for (const { hreflang, href } of alternates) {
    let alternate = document.head.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][hreflang="${hreflang}"]`,
    );
    if (!alternate) {
      alternate = document.createElement('link');
      alternate.rel = 'alternate';
      alternate.hreflang = hreflang;
      document.head.appendChild(alternate);
    }
    alternate.href = href;
  }
}

/**
 * Sets title and meta tags from the route table whenever the path changes, and the canonical and
 * language links (the path is the route's, without /ar: react-router's basename).
 */
export function RouteMetaSync() {
  const { pathname, search } = useLocation();
  const { meta } = useSiteWords();
  useEffect(() => {
    const key = pathname.replace(/^\/+|\/+$/g, '');
    applyMeta(routeMetaOf(meta, key));
    applyLanguageLinks(new URL(window.location.href));
  }, [pathname, search, meta]);
  return null;
}
