import type { TBioPlatform } from '../../../../shared/social-bios';
import { cn } from '@/lib/utils';

/*
 * Simplified platform marks drawn here: lucide dropped brand icons, and a tile in the platform's colour
 * is what people scan for. Decorative: the platform's name is always written beside it.
 */
const TILE: Record<TBioPlatform, string> = {
  twitter: 'bg-black',
  linkedin: 'bg-[#0a66c2]',
  instagram: 'bg-gradient-to-tr from-[#f9a825] via-[#e1306c] to-[#7b3fbf]',
  tiktok: 'bg-black',
  facebook: 'bg-[#1877f2]',
  youtube: 'bg-[#e00000]',
};

function Glyph({ platform }: { platform: TBioPlatform }) {
  switch (platform) {
    case 'twitter':
      return <path d="M6 5l12 14M18 5L6 19" stroke="white" strokeWidth="2.4" strokeLinecap="round" />;
    case 'linkedin':
      return (
        <g fill="white">
          <circle cx="7" cy="7" r="1.7" />
          <rect x="5.5" y="9.7" width="3" height="8.8" rx="0.4" />
          <path d="M10.6 9.7h2.9V11c.6-1 1.7-1.5 2.9-1.5 2.3 0 3.2 1.5 3.2 4v5h-3v-4.5c0-1.1-.3-1.9-1.3-1.9-1.1 0-1.7.8-1.7 1.9v4.5h-3z" />
        </g>
      );
    case 'instagram':
      return (
        <g fill="none" stroke="white" strokeWidth="2">
          <rect x="5" y="5" width="14" height="14" rx="4.2" />
          <circle cx="12" cy="12" r="3.3" />
          <circle cx="16.2" cy="7.8" r="0.6" fill="white" />
        </g>
      );
    case 'tiktok':
      return (
        <path
          fill="white"
          d="M13.2 4.5h2.6a3.9 3.9 0 0 0 3.7 3.6v2.7a6.4 6.4 0 0 1-3.6-1.2v5.3a4.9 4.9 0 1 1-4.9-4.9h.4v2.8h-.4a2.1 2.1 0 1 0 2.2 2.1z"
        />
      );
    case 'facebook':
      return (
        <path
          fill="white"
          d="M13.4 20v-6.6h2.3l.4-2.7h-2.7V9c0-.8.3-1.3 1.4-1.3h1.4V5.3c-.3 0-1.1-.1-2.1-.1-2.1 0-3.5 1.3-3.5 3.6v1.9H8.3v2.7h2.3V20z"
        />
      );
    case 'youtube':
      return <path fill="white" d="M10 8.3v7.4l6.2-3.7z" />;
  }
}

export function PlatformIcon({ platform, className }: { platform: TBioPlatform; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', TILE[platform], className)}
    >
      <svg viewBox="0 0 24 24" className="size-6">
        <Glyph platform={platform} />
      </svg>
    </span>
  );
}
