// Applies the stored theme before the first paint, so the prerendered landing page (and every page's
// background) does not flash dark for someone who chose light. The theme provider takes over once
// the app runs; keep the key and the values in step with components/theme-provider.tsx.
/* global localStorage, matchMedia, document */
(function () {
  try {
    var stored = localStorage.getItem('vite-ui-theme');
    var dark =
      stored === 'light' ? false : stored === 'system' ? matchMedia('(prefers-color-scheme: dark)').matches : true;
    var root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage blocked: the default (dark) theme stays.
  }
})();
