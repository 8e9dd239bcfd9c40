import { isSitePath } from './site-path';

/**
 * Which player a lesson's video link needs (docs/product/learning.md): a YouTube link plays in
 * YouTube's player, a Vimeo link in Vimeo's, any other web address or site path in the direct player.
 */
export type TVideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; hash?: string }
  | { kind: 'direct'; src: string }
  | { kind: 'none' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PATHS = ['embed', 'shorts', 'live', 'v', 'e'];

function youtubeId(url: URL, host: string): string | null {
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, first, second] = url.pathname.split('/');
  return first && YOUTUBE_PATHS.includes(first) ? (second ?? null) : null;
}

function vimeo(url: URL, host: string): { id: string; hash?: string } | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') {
    const id = parts[0] === 'video' ? parts[1] : undefined;
    const hash = url.searchParams.get('h') ?? undefined;
    return id && /^\d+$/.test(id) ? { id, ...(hash ? { hash } : {}) } : null;
  }
  if (host !== 'vimeo.com') return null;
  // vimeo.com/123, vimeo.com/123/abcdef (an unlisted video's hash), vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123
  const index = parts.findIndex((p) => /^\d+$/.test(p));
  if (index < 0) return null;
  const id = parts[index] as string;
  const next = parts[index + 1];
  const hash = next && /^[0-9a-f]+$/i.test(next) ? next : undefined;
  return { id, ...(hash ? { hash } : {}) };
}

export function parseVideoUrl(raw: string | null | undefined): TVideoSource {
  const text = (raw ?? '').trim();
  if (!text) return { kind: 'none' };
  // A path on this site (the starter course's files) plays directly; one the browser would take to
  // another host ('//x', '/\x') plays nothing.
  if (isSitePath(text)) return { kind: 'direct', src: text };
  if (text.startsWith('/')) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host.includes('.')) return { kind: 'none' };
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url, host);
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : { kind: 'none' };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = vimeo(url, host);
    return v ? { kind: 'vimeo', ...v } : { kind: 'none' };
  }
  return { kind: 'direct', src: url.toString() };
}
