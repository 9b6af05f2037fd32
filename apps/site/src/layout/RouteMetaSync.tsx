import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyMeta } from '../seo/applyMeta';
import { notFoundMeta, routeMeta } from '../seo/routeMeta';

/** Sets title and meta tags from the route table whenever the path changes. */
export function RouteMetaSync() {
  const { pathname } = useLocation();
  useEffect(() => {
    const key = pathname.replace(/^\/+|\/+$/g, '');
    applyMeta(routeMeta[key] ?? notFoundMeta);
  }, [pathname]);
  return null;
}
