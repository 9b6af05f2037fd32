/*
 * The phone app's service worker: keeps the app shell (the page and the scripts and styles it
 * names) so the app opens with no network. The page is asked of the network first (a new
 * version shows as soon as there is one) and taken from the cache when there is none; hashed
 * assets never change, so they come from the cache first and are kept as they are fetched (the
 * scanner's chunk and its WebAssembly too, once opened). The API is never cached here: the run
 * is kept by the app in IndexedDB.
 */
const SHELL = 'courier-shell-v1';
const PAGE = '/courier/';

async function precache() {
  const cache = await caches.open(SHELL);
  const response = await fetch(PAGE, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(PAGE, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/courier\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll([...new Set(assets)]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== SHELL).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith('/courier/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok)
            void caches.open(SHELL).then((cache) => cache.put(PAGE, response.clone()));
          return response;
        })
        .catch(() => caches.match(PAGE).then((cached) => cached || Response.error())),
    );
    return;
  }
  if (
    url.pathname.startsWith('/courier/assets/') ||
    url.pathname.endsWith('.png') ||
    url.pathname.endsWith('.webmanifest')
  ) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(SHELL).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
