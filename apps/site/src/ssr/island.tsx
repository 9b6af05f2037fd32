import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * An island: a part of a server-rendered page whose code is not in the page's initial
 * JavaScript (issue 11). The server renders it in full, so its HTML is in the first paint; in
 * the browser it is a lazy component inside its own Suspense boundary, which React hydrates on
 * its own once the chunk has arrived, while the rest of the page is already interactive. Until
 * then the server's markup stays in place (React keeps a dehydrated boundary as it is and
 * replays a click on it after hydrating it), so nothing flashes and nothing shifts.
 *
 * For parts the first paint shows but whose code is heavy: forms (react-hook-form, the zod
 * schemas), sliders (swiper).
 */

const pending = new Set<Promise<unknown>>();

/** Server: resolves once every island module the rendered routes declared has loaded. */
export async function islandsReady(): Promise<void> {
  await Promise.all(pending);
}

export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    // renderToString cannot wait for a lazy component, so the server loads the module first
    // (entry-server awaits islandsReady) and renders it synchronously.
    let Loaded: ComponentType<P> | undefined;
    const loading = load().then((component) => {
      Loaded = component;
    });
    pending.add(loading);
    function ServerIsland(props: P): ReactNode {
      if (!Loaded) throw new Error('island rendered before islandsReady() resolved');
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    }
    return ServerIsland;
  }
  const Lazy = lazy(async () => ({ default: await load() }));
  // The fallback shows only on a client-side navigation before the chunk has loaded.
  function Island(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // An update that reaches an island before its code has loaded makes React drop the server's
  // HTML and render the island anew (a visible jump): memo keeps a parent's re-render with the
  // same props from reaching it.
  return memo(Island) as unknown as ComponentType<P>;
}
