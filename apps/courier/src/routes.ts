import { useEffect, useState } from 'react';

/**
 * The app's screens live in the address's hash (#/stop/12, #/waiting): the one page the service
 * worker keeps opens every screen offline, and the phone's back button goes back a screen.
 */
export type Route = { name: 'run' } | { name: 'stop'; stopId: number } | { name: 'waiting' };

export function parseRoute(hash: string): Route {
  const stop = /^#\/stop\/(\d+)$/.exec(hash);
  if (stop) return { name: 'stop', stopId: Number(stop[1]) };
  if (hash === '#/waiting') return { name: 'waiting' };
  return { name: 'run' };
}

export const hrefOf = (route: Route): string =>
  route.name === 'stop' ? `#/stop/${route.stopId}` : route.name === 'waiting' ? '#/waiting' : '#/';

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const changed = () => {
      setRoute(parseRoute(location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return route;
}

export const go = (route: Route) => {
  location.hash = hrefOf(route);
};
