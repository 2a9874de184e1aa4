// The service worker of the referee's board as a site (seqref board --site):
// it keeps the page and its app files in the browser's cache at its first
// visit, and serves them from there when the network fails, so that the
// board opens and rules with the network off. The cache's name holds the page's hash: a new page
// installs a new cache, and the old one is dropped once it takes over.
"use strict";
const CACHE = "seqref-board-/*HASH*/";
const FILES = ["./", "manifest.webmanifest", "icon-192.png", "icon-512.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("seqref-board-") && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// Network first: every request goes to the network, and the cache answers
// only when the network fails (the server stopped, the network off), so
// that another program serving this address after seqref stops is what
// the browser shows, never the page kept here. The page's address may
// carry a position after # (which the browser never sends) and a query,
// which the page ignores. What the network gives is not kept: the cache
// holds only the files installed with this worker.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") {
    return;
  }
  event.respondWith(
    fetch(event.request).catch(() =>
      caches.open(CACHE)
        .then((cache) => cache.match(event.request, { ignoreSearch: true }))
        .then((hit) => hit || Response.error())),
  );
});
