export type TPreviewScheme = 'light' | 'dark';

const SCHEME_QUERY = /@media\s*\(\s*prefers-color-scheme\s*:\s*(light|dark)\s*\)/gi;

/**
 * The mail's HTML with its `prefers-color-scheme` rules answered for `scheme`: each query becomes
 * `@media all` or `@media not all`. The iframe's own `color-scheme` is set as well, but Chromium does not
 * pass it on to the framed document's media queries, so the preview would otherwise follow the
 * admin's system setting rather than the Light/Dark choice.
 */
export function pinColorScheme(html: string, scheme: TPreviewScheme): string {
  return html.replace(SCHEME_QUERY, (_query, wanted: string) =>
    wanted.toLowerCase() === scheme ? '@media all' : '@media not all',
  );
}
