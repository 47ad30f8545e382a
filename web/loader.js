// Tilesolve's loader: downloads the app's WebAssembly with a progress bar, starts it, and hides
// itself once the app has drawn its canvas. Everything comes from the page's own folder.
"use strict";
(function () {
  const me = document.currentScript;
  const wasmURL = me.dataset.wasm;
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

  // fetchWithProgress reads the response body chunk by chunk. Under gzip or brotli the browser
  // hands over decompressed bytes, so progress counts them against the raw size.
  async function fetchWithProgress(url) {
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(url + ": " + resp.status + " " + resp.statusText);
    const total = rawSize || Number(resp.headers.get("Content-Length")) || 0;
    if (!resp.body || !total) {
      bar.removeAttribute("value");
      return new Uint8Array(await resp.arrayBuffer());
    }
    const reader = resp.body.getReader();
    let buf = new Uint8Array(total), got = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (got + value.length > buf.length) { // larger than stamped: grow
        const bigger = new Uint8Array(Math.max(buf.length * 2, got + value.length));
        bigger.set(buf.subarray(0, got));
        buf = bigger;
      }
      buf.set(value, got);
      got += value.length;
      bar.value = Math.min(got / total, 1);
      action.textContent = "Downloading… " + (got / 1048576).toFixed(1) + " of " + (total / 1048576).toFixed(1) + " MB";
    }
    return buf.subarray(0, got);
  }

  async function start() {
    if (!window.WebAssembly) return fail("This browser cannot run WebAssembly, which Tilesolve needs.");
    if (!webgl()) return fail("This browser has WebGL turned off or missing; Tilesolve draws with it.");
    const t0 = performance.now();
    const bytes = await fetchWithProgress(wasmURL);
    window.tilesolveLoad = { downloadMs: performance.now() - t0, bytes: bytes.length };
    bar.removeAttribute("value");
    action.textContent = "Starting…";
    const go = new Go();
    // The engine keeps its databases under $HOME's cache folder; a page has no HOME of its own.
    go.env = Object.assign({ HOME: "/home/tilesolve" }, go.env);
    // The engine yields the thread once Go has held it a while (internal/yield): note when the
    // browser last handed it to Go, for every event, timer and callback.
    const resume = go._resume;
    go._resume = function () { window.tilesolveResumed = performance.now(); return resume.call(this); };
    const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
    new MutationObserver(function (_, obs) {
      if (document.querySelector("canvas")) {
        loading.style.display = "none";
        obs.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
    go.run(instance).then(function () { fail("Tilesolve has stopped. Reload the page to start it again."); loading.style.display = ""; });
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
