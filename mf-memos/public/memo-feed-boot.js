// Loaded by MEMOS served prerendered (scripts/prerender.tsx puts it after the page's markup): asks for the feed's first
// page with the stored session while the app's code downloads, instead of once the app has started. It only reads:
// PUT /timeline/fetch writes nothing (what the learner meets is recorded by the app). The app takes the answer once,
// for the same user (src/pages/MemoFeedPage/prefetchedFeed.ts); without a session, with one about to expire or
// without an answer, it asks itself. A file, not an inline script (the CSP); it cannot import: the names it uses are
// @memory/contracts' (MEMO_FEED_PREFETCH_GLOBAL, PAGE_SIZES.timeline, RUNTIME_CONFIG_ELEMENT_ID) and oidc-client-ts'
// session key, which its Jest test holds equal.
(function () {
  var SIZE = 10;
  try {
    var element = document.getElementById('memory-runtime-config');
    var config = (element && JSON.parse(element.textContent || '{}').config) || {};
    var oidc = config.oidc || {};
    var session = JSON.parse(localStorage.getItem('memory.oidc.user:' + oidc.authority + ':' + oidc.clientId) || 'null');
    if (!session || !session.access_token || !session.profile || !session.profile.sub) return;
    // A token about to expire: the app renews it first, then asks.
    if (typeof session.expires_at === 'number' && session.expires_at * 1000 < Date.now() + 30000) return;
    var apiBase = String(config.apiBase || '/api').replace(/\/+$/, '');
    window.__memoryMemoFeed = {
      sub: session.profile.sub,
      size: SIZE,
      page: fetch(apiBase + '/timeline/fetch?size=' + SIZE, {
        method: 'PUT',
        headers: { authorization: 'Bearer ' + session.access_token, 'content-type': 'application/json' },
        body: JSON.stringify({ held: [] }),
      })
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .catch(function () {
          return null;
        }),
    };
  } catch {
    // No storage, no config: the app asks.
  }
})();
