// The service worker of the referee's board as a site (seqref board --site):
// it keeps the page and its app files in the browser's cache at its first
// visit, and serves them from there, so that the board opens and rules with
// the network off. The cache's name holds the page's hash: a new page
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

// Cache first: the page's address may carry a position after # (which the
// browser never sends) and a query, which the page ignores.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") {
    return;
  }
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(event.request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(event.request)),
  );
});
