// Loaded by a prerendered page (src/prerender/, scripts/prerender.tsx) instead of the app's scripts. The page
// works without them: its links are plain links, 登录 a plain form. The app's scripts are prefetched (downloaded,
// not run) and run on the visitor's first sign of intent: a pointer, a touch, a key, a focus, a wheel or a scroll.
// A click on one of the controls that need the app (data-takeover-click) is remembered on <html>, and takeover.ts
// clicks the app's own control once the app shows the page. A page's own script may ask for the app at once
// (@memory/contracts/prerender's START_APP_NOW_ATTRIBUTE and START_APP_EVENT, spelt out here).
(function () {
  var script = document.currentScript;
  var sources = ((script && script.getAttribute('data-app-scripts')) || '').split(' ').filter(Boolean);
  // A scroll of the document reaches window's capture listener too (it bubbles from the document).
  var intents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var started = false;

  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) { window.removeEventListener(type, onIntent, true); });
    sources.forEach(function (src) {
      var element = document.createElement('script');
      element.src = src;
      element.async = false; // in the order index.html gives them
      document.head.appendChild(element);
    });
  }

  // A field the page focuses itself on arrival (autofocus, 新建 MEMO's text box) is no intent: a person reaching it
  // does so with a pointer or a key, which are.
  function onIntent(event) {
    if (event.type === 'focusin' && event.target instanceof Element && event.target.hasAttribute('autofocus')) return;
    start();
  }

  /**
   * A page that needs the app now (@memory/contracts/prerender's START_APP_… marks): its own script asked; one only a
   * signed-in visitor sees, opened without a stored session (theme-boot.js sets html[data-signed-in] when there is one: the app sends
   * them to sign in); or one showing what the browser keeps for it (a draft, under a localStorage key prefix).
   */
  function neededNow() {
    if (document.documentElement.hasAttribute('data-start-app-now')) return true;
    if (document.querySelector('[data-start-app-signed-out]') && !document.documentElement.hasAttribute('data-signed-in')) return true;
    var prefixes = Array.prototype.map.call(document.querySelectorAll('[data-start-app-if-stored]'), function (element) {
      return element.getAttribute('data-start-app-if-stored');
    });
    try {
      for (var i = 0; i < localStorage.length; i += 1) {
        var key = localStorage.key(i) || '';
        if (prefixes.some(function (prefix) { return prefix && key.indexOf(prefix) === 0; })) return true;
      }
    } catch {
      return prefixes.length > 0; // no storage to read: the app shows whatever there is
    }
    return false;
  }

  intents.forEach(function (type) { window.addEventListener(type, onIntent, { capture: true, passive: true }); });
  document.addEventListener('click', function (event) {
    var control = event.target instanceof Element ? event.target.closest('[data-takeover-click]') : null;
    if (!control) return;
    document.documentElement.setAttribute('data-takeover-click', control.getAttribute('data-takeover-click'));
    start();
  });
  document.addEventListener('memory:start-app', start);
  if (neededNow()) start();
})();
