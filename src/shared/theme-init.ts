/** Where the chosen theme is kept in the browser. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

/**
 * Applies the stored theme before the first paint, so the prerendered landing page (and every page's
 * background) does not flash dark for someone who chose light; the theme provider takes over once the
 * app runs. It is inlined into index.html at build, and the server's Content-Security-Policy allows
 * exactly this text by its hash: a separate file would block the first paint for a round trip.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=s==='light'?false:s==='system'?matchMedia('(prefers-color-scheme: dark)').matches:true;var r=document.documentElement;r.classList.remove('light','dark');r.classList.add(d?'dark':'light');r.style.colorScheme=d?'dark':'light'}catch(e){}})()`;
