// Paint the first frame in the remembered mode (key: THEME_STORAGE_KEY in src/theme/theme-mode.tsx).
// A file, not an inline script: the Content-Security-Policy allows scripts from this origin only.
try {
  var mode = localStorage.getItem('memory.themeMode');
  var dark = mode === 'dark' || (mode !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
} catch {
  // No storage (private mode, blocked): the app's theme provider decides once it starts.
}
