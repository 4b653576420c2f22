// Loaded by a prerendered page (src/prerender/, scripts/prerender.tsx) instead of the app's scripts. The page
// works without them: its links are plain links, 登录 a plain form. The app's scripts are prefetched (downloaded,
// not run) and run on the visitor's first sign of intent: a pointer, a touch, a key, a focus. A click on one of
// the controls that need the app (data-takeover-click) is remembered on <html>, and takeover.ts clicks the app's
// own control once the app shows the page.
(function () {
  var script = document.currentScript;
  var sources = ((script && script.getAttribute('data-app-scripts')) || '').split(' ').filter(Boolean);
  var intents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  var started = false;

  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) { window.removeEventListener(type, start, true); });
    sources.forEach(function (src) {
      var element = document.createElement('script');
      element.src = src;
      element.async = false; // in the order index.html gives them
      document.head.appendChild(element);
    });
  }

  intents.forEach(function (type) { window.addEventListener(type, start, { capture: true, passive: true }); });
  document.addEventListener('click', function (event) {
    var control = event.target instanceof Element ? event.target.closest('[data-takeover-click]') : null;
    if (!control) return;
    document.documentElement.setAttribute('data-takeover-click', control.getAttribute('data-takeover-click'));
    start();
  });
})();
