import { describe, expect, it } from 'vitest';
import { pinColorScheme } from './preview-scheme';

const html = `<style>
body { color: #000; }
@media (prefers-color-scheme: dark) { body { color: #fff; } }
@media ( prefers-color-scheme:light ) { a { color: blue; } }
@media (max-width: 480px) { .pad { padding: 0; } }
</style>`;

describe('pinColorScheme', () => {
  it('keeps the dark rules and drops the light ones for Dark', () => {
    const dark = pinColorScheme(html, 'dark');
    expect(dark).toContain('@media all { body { color: #fff; } }');
    expect(dark).toContain('@media not all { a { color: blue; } }');
  });

  it('drops the dark rules and keeps the light ones for Light', () => {
    const light = pinColorScheme(html, 'light');
    expect(light).toContain('@media not all { body { color: #fff; } }');
    expect(light).toContain('@media all { a { color: blue; } }');
  });

  it('leaves every other media query and the rest of the mail alone', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const pinned = pinColorScheme(html, scheme);
      expect(pinned).toContain('@media (max-width: 480px)');
      expect(pinned).not.toContain('prefers-color-scheme');
    }
    expect(pinColorScheme('<p>No styles</p>', 'dark')).toBe('<p>No styles</p>');
  });
});
