const loads = new Map<string, Promise<void>>();

/**
 * Adds a provider's script once and waits for it. Only the lesson player calls this, when a lesson of
 * that provider opens, so no other page talks to YouTube or Vimeo.
 */
export function loadScript(src: string): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loads.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loads.set(src, load);
  }
  return load;
}

/** Fullscreen for the element holding a player, or back out of it. */
export function toggleFullscreenOf(element: Element | null) {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void element?.requestFullscreen?.().catch(() => undefined);
}
