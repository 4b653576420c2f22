// Loaded by a prerendered page (src/prerender/, scripts/prerender.tsx) instead of the app's scripts. The page
// works without them: its links are plain links, 登录 a plain form. The app's scripts are prefetched (downloaded,
// not run) and run on the visitor's first sign of intent: a pointer, a touch, a key, a focus, a wheel or a scroll.
// A click on one of the controls that need the app (data-takeover-click) is remembered on <html>, and takeover.ts
// clicks the app's own control once the app shows the page; so are the keys the page's app answers (data-takeover-keys:
// MEMOS' J, K, Space…), which takeover.ts presses again on the app. A page's own script may ask for the app at once
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

  var MAX_KEPT_KEYS = 10;

  /** Keys typed into a field belong to the field (as the app's own rule, mf-memos' reviewShortcuts.ts). */
  function typingInto(target) {
    if (!(target instanceof HTMLElement)) return false;
    if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
    return target instanceof HTMLInputElement && ['button', 'checkbox', 'radio', 'submit', 'reset'].indexOf(target.type) < 0;
  }

  /** A key the page's app answers (@memory/contracts/prerender's TAKEOVER_KEYS_ATTRIBUTE), pressed before it runs: kept. */
  function keepKey(event) {
    var keyed = document.querySelector('[data-takeover-keys]');
    if (!keyed || !document.querySelector('[data-prerendered]')) return;
    if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey || typingInto(event.target)) return;
    var key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    var keys;
    try {
      keys = JSON.parse(keyed.getAttribute('data-takeover-keys') || '[]');
    } catch {
      return;
    }
    if (keys.indexOf(key) < 0) return;
    // Space on a focused button presses that button (a remembered click, above).
    if (key === ' ' && event.target instanceof Element && event.target.closest('button, a, [role="button"]')) return;
    event.preventDefault(); // Space would scroll the painted page
    var html = document.documentElement;
    var kept = JSON.parse(html.getAttribute('data-takeover-pressed-keys') || '[]');
    if (kept.length < MAX_KEPT_KEYS) kept.push(key);
    html.setAttribute('data-takeover-pressed-keys', JSON.stringify(kept));
    start();
  }

  intents.forEach(function (type) { window.addEventListener(type, onIntent, { capture: true, passive: true }); });
  document.addEventListener('keydown', keepKey);
  document.addEventListener('click', function (event) {
    var control = event.target instanceof Element ? event.target.closest('[data-takeover-click]') : null;
    if (!control) return;
    document.documentElement.setAttribute('data-takeover-click', control.getAttribute('data-takeover-click'));
    start();
  });
  document.addEventListener('memory:start-app', start);
  if (neededNow()) start();
})();
