import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { webManifest } from '../../../../vite.config';

const root = join(import.meta.dirname, '../../../..');

describe('the web app manifest (vite.config.ts)', () => {
  it('opens the dashboard and offers the three shortcuts at the app’s own paths', () => {
    expect(webManifest.start_url).toBe(paths.dashboard);
    expect(webManifest.shortcuts?.map((s) => [s.name, s.url])).toEqual([
      ['Mission Statement', paths.mission],
      ['Content Strategy', paths.contentStrategy],
      ['Learning Hub', paths.learning],
    ]);
  });

  it('takes its colours from the dark theme, like the page’s theme-color', () => {
    const css = readFileSync(join(root, 'src/client/styles/globals.css'), 'utf8');
    const darkBackground = /\.dark\s*\{[^}]*--background:\s*(#[0-9a-f]+)/i.exec(css)?.[1];
    expect(webManifest.theme_color).toBe(darkBackground);
    expect(webManifest.background_color).toBe(darkBackground);
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${darkBackground}" />`);
  });
});
