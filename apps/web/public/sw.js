/* global self, caches */
// The app shell for offline starts and installation. API answers and the socket are never
// cached: balances and prices must always come from the server.
const CACHE = 'tidemark-shell-v1';
const SHELL = ['./', './index.html', './manifest.webmanifest', './logo.svg', './favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))),
  );
  self.clients.claim();
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (
    url.pathname.includes('/api/') ||
    url.pathname.includes('/socket.io') ||
    url.pathname.includes('/uploads/')
  )
    return;
  // Network first, the cached shell when offline; built assets are cached as they load.
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        const shell =
          url.pathname.includes('/assets/') || SHELL.some((p) => url.pathname.endsWith(p.slice(1)));
        if (response.ok && shell) {
          const copy = response.clone();
          void caches.open(CACHE).then((cache) => cache.put(event.request, copy));
        }
        return response;
      })
      .catch(() => caches.match(event.request).then((hit) => hit ?? caches.match('./index.html'))),
  );
});
