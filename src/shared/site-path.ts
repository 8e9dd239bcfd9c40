/*
 * A "site path" is checked as the browser will read it, not by its first characters: the WHATWG URL
 * parser reads '\' as '/' and drops tabs and newlines, so '/\evil.example/x' and '/<TAB>/evil.example/x'
 * both become '//evil.example/x', another host. The fixed origin is only something to resolve against.
 */
const PROBE_ORIGIN = 'https://site-path.invalid';

/** Whether `value` names a path on this site once the browser has parsed it: it starts with one '/' and stays on the origin. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Whether `value` is an absolute http(s) address the URL parser accepts. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The value when a link or an image may point at it (a web address or a site path), else undefined. */
export const safeLink = (value: string | null | undefined): string | undefined =>
  value && (isWebAddress(value) || isSitePath(value)) ? value : undefined;
