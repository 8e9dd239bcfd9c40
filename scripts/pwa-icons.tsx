/**
 * Renders the installable app's icons (public/icons/*.png) from the logo component, so the home-screen
 * icon is the mark the app shows and a change to the mark needs only a re-run:
 *   npx tsx scripts/pwa-icons.tsx
 * The mark is drawn in Chromium (Debian's, as in the e2e tests) in the dark theme's colours, read from
 * the stylesheet's tokens. Maskable and Apple icons are full-bleed: the launcher crops them to its own
 * shape, so the mark sits inside the central safe zone (a circle of 40% of the size).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { BrandMark } from '../src/client/components/layout/brand-mark';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'public/icons');

/** A colour token of the dark theme (`.dark { --name: #hex }` in globals.css). */
function darkToken(name: string): string {
  const css = readFileSync(join(root, 'src/client/styles/globals.css'), 'utf8');
  const dark = css.match(/\.dark\s*\{([^}]*)\}/)?.[1] ?? '';
  const value = dark.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})`))?.[1];
  if (!value) throw new Error(`no --${name} colour in the dark theme of globals.css`);
  return value;
}

interface Icon {
  file: string;
  size: number;
  /** Full-bleed background in the mark's colour, mark scaled to this share of the side. */
  bleed?: number;
}

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, bleed: 0.625 },
  { file: 'apple-touch-icon.png', size: 180, bleed: 0.75 },
];

const primary = darkToken('primary');
const onPrimary = darkToken('primary-foreground');
const mark = renderToStaticMarkup(<BrandMark />);

function page({ size, bleed }: Icon) {
  const side = Math.round(size * (bleed ?? 1));
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; background: ${bleed ? primary : 'transparent'}; }
    body { display: grid; place-items: center; }
    svg { width: ${side}px; height: ${side}px; display: block; }
    .fill-primary { fill: ${primary}; }
    .stroke-primary-foreground { stroke: ${onPrimary}; }
  </style></head><body>${mark}</body></html>`;
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const icon of ICONS) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await tab.setContent(page(icon));
    await tab.screenshot({ path: join(outDir, icon.file), omitBackground: !icon.bleed });
    await tab.close();
    console.log(`public/icons/${icon.file} (${icon.size} x ${icon.size})`);
  }
} finally {
  await browser.close();
}
