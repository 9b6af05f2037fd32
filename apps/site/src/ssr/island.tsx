import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * An island: a part of a server-rendered page whose code is not in the page's initial
 * JavaScript. The server renders it in full, so its HTML is in the first paint; in
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

/** Browser: the loaders of the islands declared so far (by the modules loaded so far). */
const loaders = new Set<() => Promise<unknown>>();
let preloading = false;

/**
 * Browser: from now on preloadIslands() loads. While a server page hydrates it does nothing:
 * islands are meant to arrive after the page's own code there.
 */
export function allowIslandPreload(): void {
  preloading = true;
}

/**
 * Browser: loads every island declared so far. A page rendered in the browser (a navigation, a
 * client-only page) waits for this before its first render, so its islands are there at once
 * instead of popping in after it (a layout shift).
 */
export async function preloadIslands(): Promise<void> {
  if (!preloading) return;
  await Promise.all([...loaders].map((load) => load()));
}

/**
 * Browser: islands mounted but not hydrated yet. The page stays `inert` until none is left
 * (main.tsx), so a tap cannot land on server markup whose code has not arrived (it would be lost).
 */
type Token = object;
const waiting = new Set<Token>();
const hydrated = new WeakSet<Token>();
let whenDone: (() => void)[] = [];

function settle(): void {
  if (waiting.size > 0) return;
  const callbacks = whenDone;
  whenDone = [];
  for (const callback of callbacks) callback();
}

/** Browser: runs `callback` once every island mounted so far has hydrated. */
export function whenIslandsHydrated(callback: () => void): void {
  whenDone.push(callback);
  settle();
}

/** The island's content, on the server and in the browser alike (so both trees have one shape). */
function IslandBody<P extends object>({
  component: Component,
  props,
  token,
}: {
  component: ComponentType<P>;
  props: P;
  token: Token | null;
}): ReactNode {
  useEffect(() => {
    if (!token) return;
    hydrated.add(token);
    waiting.delete(token);
    settle();
  }, [token]);
  return <Component {...props} />;
}

export interface IslandOptions {
  /**
   * Browser, while a server-rendered page hydrates: the island's code loads, and it hydrates,
   * only once this element of the server's HTML comes near the viewport. For a part below the
   * fold that works as plain HTML until then (the footer: links), so hydration at start-up does
   * less (Lighthouse's total blocking time). The page's `inert` does not wait for it.
   * A page rendered in the browser renders the island at once, as any other.
   */
  hydrateWhenVisible?: () => Element | null;
}

/** Distance from the viewport at which a deferred island starts loading. */
const NEAR_VIEWPORT = '600px 0px';

function nearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
  });
}

let releaseDeferred: () => void = () => {};
const deferredReleased = new Promise<void>((resolve) => {
  releaseDeferred = resolve;
});

/**
 * Browser: islands waiting to come into view hydrate now. main.tsx calls it when the first
 * navigation starts: a navigation changes the router's context, an island still holding only the
 * server's HTML must hydrate before React can apply that, and until it has, the navigation would
 * wait (the new page would not show).
 */
export function releaseDeferredIslands(): void {
  releaseDeferred();
}

/** The server page is still hydrating: entry-server sets `inert` on #root, main.tsx lifts it. */
const hydratingServerPage = () => document.getElementById('root')?.hasAttribute('inert') ?? false;

export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: IslandOptions = {},
): ComponentType<P> {
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
          <IslandBody component={Loaded} props={props} token={null} />
        </Suspense>
      );
    }
    return ServerIsland;
  }
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  loaders.add(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  const { hydrateWhenVisible } = options;
  const WhenVisible = hydrateWhenVisible
    ? lazy(async () => {
        await Promise.race([nearViewport(hydrateWhenVisible()), deferredReleased]);
        return { default: await loadOnce() };
      })
    : undefined;
  function Island(props: P): ReactNode {
    // Already loaded (preloadIslands): rendered at once. Otherwise lazy, and the boundary keeps
    // the server's HTML (hydration) or shows nothing until the chunk is in.
    const [deferred] = useState(
      () => !loaded && WhenVisible !== undefined && hydratingServerPage(),
    );
    const [Component] = useState<ComponentType<P>>(
      () => loaded ?? (deferred && WhenVisible ? WhenVisible : Lazy),
    );
    const [token] = useState<Token>(() => ({}));
    // Runs before the body's effect when both mount in one commit, after it otherwise.
    useEffect(() => {
      if (!hydrated.has(token) && !deferred) waiting.add(token);
      return () => {
        waiting.delete(token);
        settle();
      };
    }, [token, deferred]);
    return (
      <Suspense fallback={null}>
        <IslandBody component={Component} props={props} token={token} />
      </Suspense>
    );
  }
  // An update that reaches an island before its code has loaded makes React drop the server's
  // HTML and render the island anew (a visible jump): memo keeps a parent's re-render with the
  // same props from reaching it.
  return memo(Island) as unknown as ComponentType<P>;
}
