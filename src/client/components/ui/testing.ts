// Test support for the design system's jsdom tests.
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export function mockMatchMedia(initialDark: boolean) {
  let dark = initialDark;
  const listeners = new Set<() => void>();
  window.matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query.includes('prefers-color-scheme: dark') ? dark : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    setDark(value: boolean) {
      dark = value;
      act(() => listeners.forEach((cb) => cb()));
    },
  };
}

function clearCookies() {
  for (const c of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
  }
}

// jsdom lacks ResizeObserver, which Radix's popper (the sidebar tooltips) measures with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** A clean page for each test: no storage, no cookies, light device, desktop width. */
export function cleanDomForEachTest() {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
    document.documentElement.className = '';
    window.innerWidth = 1280;
    mockMatchMedia(false);
  });
  afterEach(() => cleanup());
}
