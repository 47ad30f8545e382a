// Tilesolve's service worker: keeps the site in the browser, so that a second visit, and one
// without a network, start at once. scripts/web.sh stamps the site's version (a hash of its
// files) below and into index.html's URLs.
//
// Update correctness: index.html (and anything without ?v=) comes from the network when there
// is one and from the cache only when there is not, so an online visit always sees the newest
// release's index.html; what it names carries that release's ?v=, found in the cache only when
// it is the same version (a URL with ?v= is the same bytes for ever). A new release also changes
// this file, so the browser installs the new worker, which deletes the caches of other versions.
// The wasm itself is put in the cache by the loader as it downloads (web/loader.js), not here:
// a first visit downloads it once.
"use strict";
const version = "@VERSION@";
const cacheName = "tilesolve-" + version;
const shell = [".", "loader.js?v=" + version, "wasm_exec.js?v=" + version, "icon.png", "manifest.webmanifest"];

self.addEventListener("install", function (e) {
  e.waitUntil(caches.open(cacheName).then(function (c) { return c.addAll(shell); }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (e) {
  e.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k.startsWith("tilesolve-") && k !== cacheName; })
      .map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (e) {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== location.origin) return;
  e.respondWith(url.searchParams.has("v") ? versioned(req, url) : fresh(req));
});

// versioned answers a URL with ?v= from the cache, or the network when it is not kept yet.
async function versioned(req, url) {
  const hit = await caches.match(req, { ignoreVary: true });
  if (hit) return hit;
  const resp = await fetch(req);
  if (resp.ok && !url.pathname.endsWith(".wasm")) keep(req, resp); // the loader keeps the wasm
  return resp;
}

// fresh answers from the network, keeping a copy, and from the cache when the network fails (or
// has not answered in 4 s while a copy is kept: a connection that hangs).
async function fresh(req) {
  const kept = await caches.match(req, { ignoreVary: true }) ||
    (req.mode === "navigate" ? await caches.match(".", { ignoreVary: true }) : undefined);
  const net = fetch(req).then(function (resp) {
    if (resp.ok && resp.type === "basic") keep(req, resp);
    return resp;
  });
  if (!kept) return net;
  const late = new Promise(function (resolve) { setTimeout(function () { resolve(kept); }, 4000); });
  return Promise.race([net.catch(function () { return kept; }), late]);
}

// keep puts a copy of resp in this version's cache, unless that cache is gone: a newer release's
// worker or page deleted it, and a worker still answering the old page's last requests must not
// make it again (it would stay in the browser for good).
function keep(req, resp) {
  const copy = resp.clone();
  caches.has(cacheName).then(function (has) {
    if (has) return caches.open(cacheName).then(function (c) { return c.put(req, copy); });
  }).catch(function () {});
}
