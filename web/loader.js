// Tilesolve's loader: downloads the app's WebAssembly with a progress bar of the bytes that
// travel, compiling it as it arrives, starts it, and hides itself once the app has drawn its
// canvas. Everything comes from the page's own folder; the wasm is kept in the browser's cache
// for the next visit (and sw.js keeps the rest).
"use strict";
(function () {
  const me = document.currentScript;
  const wasmURL = me.dataset.wasm;
  const version = me.dataset.version || "";
  const rawSize = Number(me.dataset.wasmSize) || 0; // the uncompressed size, stamped by make web
  const bar = document.getElementById("progress");
  const action = document.getElementById("action");
  const loading = document.getElementById("loading");

  function fail(msg) {
    action.textContent = msg;
    action.className = "error";
    bar.hidden = true;
  }

  function webgl() {
    try {
      const c = document.createElement("canvas");
      return !!(window.WebGLRenderingContext && (c.getContext("webgl") || c.getContext("experimental-webgl")));
    } catch (e) {
      return false;
    }
  }

  // The wasm's size on the wire in each encoding the site ships, and how far it has unpacked at
  // each fiftieth of it (scripts/wiremap.py): the browser hands over unpacked bytes, and the bar
  // counts the bytes that travel.
  const wire = {
    br: { size: Number(me.dataset.brotliSize) || 0, map: marks(me.dataset.brotliMap) },
    gzip: { size: Number(me.dataset.gzipSize) || 0, map: marks(me.dataset.gzipMap) },
  };
  function marks(s) { return (s || "").split(",").filter(Boolean).map(Number); }

  // wireFraction is how much of the compressed file has arrived once got bytes have unpacked:
  // between two of map's marks, the bytes are taken to travel evenly.
  function wireFraction(got, map) {
    const n = map.length;
    let k = 0;
    while (k < n - 1 && map[k] < got) k++;
    const prev = k ? map[k - 1] : 0;
    const within = map[k] > prev ? Math.min((got - prev) / (map[k] - prev), 1) : 1;
    return Math.min((k + within) / n, 1);
  }

  // meter says how to show got unpacked bytes of resp: the bytes that travelled against the total,
  // from the map of the encoding the server chose; a host that compresses by itself (another
  // size) gets the unpacked count against the unpacked size, and the bar says so.
  function meter(resp) {
    const enc = (resp.headers.get("Content-Encoding") || "").toLowerCase();
    const length = Number(resp.headers.get("Content-Length")) || 0;
    const w = wire[enc];
    if (w && w.size && w.map.length && (!length || length === w.size)) {
      return function (got) { return { done: w.size * wireFraction(got, w.map), total: w.size, what: "" }; };
    }
    const total = enc && enc !== "identity" ? rawSize : length || rawSize;
    return function (got) { return { done: got, total: total, what: enc && enc !== "identity" ? " (unpacked)" : "" }; };
  }

  // counted passes resp's body on as it arrives, showing each chunk on the bar, so that
  // WebAssembly.instantiateStreaming compiles while the rest downloads.
  function counted(resp, loaded) {
    const show = meter(resp);
    const reader = resp.body.getReader();
    let got = 0;
    return new Response(new ReadableStream({
      async pull(ctl) {
        const { done, value } = await reader.read();
        if (done) {
          loaded(got, show(got).done);
          ctl.close();
          return;
        }
        got += value.length;
        const m = show(got);
        bar.value = m.total ? Math.min(m.done / m.total, 1) : 0;
        action.textContent = "Downloading… " + mb(m.done) + " of " + mb(m.total) + " MB" + m.what;
        ctl.enqueue(value);
      },
      cancel(reason) { return reader.cancel(reason); },
    }), { headers: { "Content-Type": "application/wasm" } });
  }
  function mb(n) { return (n / 1e6).toFixed(1); }

  // openCache is the site's cache of this version (where the browser has one: a secure page),
  // or null. The wasm kept there starts a second visit, and one offline (with sw.js), at once.
  async function openCache() {
    try {
      return self.caches ? await caches.open("tilesolve-" + version) : null;
    } catch (e) {
      return null;
    }
  }

  // wasmResponse is the wasm: kept from an earlier visit of this version, or downloaded and, as
  // it arrives, kept for the next.
  async function wasmResponse(cache) {
    if (cache) {
      const hit = await cache.match(wasmURL, { ignoreVary: true }).catch(function () { return undefined; });
      if (hit) return { resp: hit, kept: true };
    }
    const resp = await fetch(wasmURL);
    if (!resp.ok) throw new Error(wasmURL + ": " + resp.status + " " + resp.statusText);
    if (cache) cache.put(wasmURL, resp.clone()).catch(function () {}); // a full store only costs the next visit its head start
    return { resp: resp, kept: false };
  }

  // keepSite lets the service worker keep the rest of the site (sw.js), once the app runs so
  // that it takes nothing from the download, and drops the caches of other versions.
  function keepSite() {
    if (navigator.serviceWorker) navigator.serviceWorker.register("sw.js").catch(function () {});
    if (!self.caches) return;
    caches.keys().then(function (keys) {
      keys.filter(function (k) { return k.startsWith("tilesolve-") && k !== "tilesolve-" + version; })
        .forEach(function (k) { caches.delete(k); });
    }).catch(function () {});
  }

  async function start() {
    if (!window.WebAssembly) return fail("This browser cannot run WebAssembly, which Tilesolve needs.");
    const t0 = performance.now();
    // The download starts first: making a WebGL context to check for one can take a while (with
    // software WebGL, hundreds of milliseconds on a busy machine).
    const pending = openCache().then(wasmResponse);
    pending.catch(function () {}); // failures are reported below, after the WebGL check
    const load = window.tilesolveLoad = { kept: false, bytes: 0, wire: 0, downloadMs: 0, startMs: t0 };
    const hasGL = webgl();
    load.webglMs = performance.now() - t0;
    if (!hasGL) return fail("This browser has WebGL turned off or missing; Tilesolve draws with it.");
    const go = new Go();
    // The engine keeps its databases under $HOME's cache folder; a page has no HOME of its own.
    go.env = Object.assign({ HOME: "/home/tilesolve" }, go.env);
    // The engine yields the thread once Go has held it a while (internal/yield): note when the
    // browser last handed it to Go, for every event, timer and callback.
    const resume = go._resume;
    go._resume = function () { window.tilesolveResumed = performance.now(); return resume.call(this); };
    const got = await pending;
    load.kept = got.kept;
    if (got.kept) action.textContent = "Starting…";
    const body = counted(got.resp, function (bytes, travelled) {
      Object.assign(load, { bytes: bytes, wire: Math.round(travelled), downloadMs: performance.now() - t0 });
      bar.removeAttribute("value");
      action.textContent = "Starting…";
    });
    let instance;
    if (WebAssembly.instantiateStreaming) {
      instance = (await WebAssembly.instantiateStreaming(body, go.importObject)).instance;
    } else { // Safari before 15
      instance = (await WebAssembly.instantiate(await body.arrayBuffer(), go.importObject)).instance;
    }
    load.compiledMs = performance.now() - t0;
    // The wasm memory's size: it grows to the most the page ever held and never shrinks
    // (app/webtest's TestMeasureCompareMemory reads it).
    window.tilesolveMemory = function () { return instance.exports.mem.buffer.byteLength; };
    new MutationObserver(function (_, obs) {
      if (document.querySelector("canvas")) {
        load.canvasMs = performance.now() - t0; // Fyne's window is made (its first screen follows)
        loading.style.display = "none";
        obs.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
    load.runMs = performance.now() - t0;
    go.run(instance).then(function () { fail("Tilesolve has stopped. Reload the page to start it again."); loading.style.display = ""; });
    keepSite();
  }

  // Fyne's web driver listens to the mouse only: a finger's touches become the mouse's presses,
  // moves and releases, so that taps press buttons and a swipe on the board plays a move (without
  // this a swipe would scroll or zoom the page).
  function touchAsMouse() {
    let last = null;
    function send(type, t, button) {
      const x = t.clientX, y = t.clientY;
      const ev = new MouseEvent(type, {
        bubbles: true, cancelable: true, view: window, clientX: x, clientY: y, screenX: t.screenX, screenY: t.screenY,
        button: 0, buttons: button, movementX: last ? x - last.x : 0, movementY: last ? y - last.y : 0,
      });
      last = { x: x, y: y };
      (document.elementFromPoint(x, y) || document).dispatchEvent(ev);
    }
    document.addEventListener("touchstart", function (e) {
      if (e.touches.length !== 1 || !document.querySelector("canvas")) return;
      e.preventDefault();
      last = null;
      send("mousemove", e.touches[0], 0);
      send("mousedown", e.touches[0], 1);
    }, { passive: false });
    document.addEventListener("touchmove", function (e) {
      if (e.touches.length !== 1 || !last) return;
      e.preventDefault();
      send("mousemove", e.touches[0], 1);
    }, { passive: false });
    document.addEventListener("touchend", function (e) {
      if (!last || e.changedTouches.length === 0) return;
      e.preventDefault();
      send("mouseup", e.changedTouches[0], 0);
      last = null;
    }, { passive: false });
  }
  touchAsMouse();

  // Fyne's web driver listens to the wheel on the document and calls preventDefault, which
  // Chromium refuses there (a document's wheel listeners are passive unless they say not) with a
  // console error on every scroll: its listener is added as not passive.
  const addListener = document.addEventListener;
  document.addEventListener = function (type, listener, options) {
    if (type === "wheel" && options === undefined) options = { passive: false };
    return addListener.call(this, type, listener, options);
  };

  start().catch(function (e) { fail("Tilesolve could not start: " + e.message); });
})();
