// Paint the first frame in the remembered mode (key: THEME_MODE_STORAGE_KEY of @memory/contracts; a plain file cannot
// import it, src/theme/theme-boot.test.ts holds the two equal).
// A file, not an inline script: the Content-Security-Policy allows scripts from this origin only.
// Also tells a prerendered page (src/prerender/) which theme icon to show and whether a session is stored
// (oidc-client-ts keeps it under memory.oidc.user:…, see @memory/api's oidc-bridge) and its avatar letter, before
// the app knows.
try {
  var mode = localStorage.getItem('memory.themeMode');
  var dark = mode === 'dark' || (mode !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.dataset.themeMode = mode === 'dark' || mode === 'light' ? mode : 'system';
  for (var i = 0; i < localStorage.length; i += 1) {
    var key = localStorage.key(i) || '';
    if (key.indexOf('memory.oidc.user:') !== 0) continue;
    root.dataset.signedIn = '';
    // The avatar's letter, as the app's UserMenu draws it (first character of the username, upper case), so the
    // static avatar already looks like the app's. Set through CSSOM: the CSP allows no inline style in markup.
    var profile = (JSON.parse(localStorage.getItem(key) || '{}') || {}).profile || {};
    var initial = String(profile.username || profile.preferred_username || '').trim().slice(0, 1).toUpperCase();
    if (initial) {
      root.dataset.userInitial = '';
      root.style.setProperty('--static-user-initial', JSON.stringify(initial));
    }
  }
} catch {
  // No storage (private mode, blocked): the app's theme provider decides once it starts.
}
