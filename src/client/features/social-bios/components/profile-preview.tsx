import type { ReactElement } from 'react';
import { BIO_PLATFORM_INFO, type TBioPlatform } from '../../../../shared/social-bios';
import { handleFor, initialsFor } from '../bio-length';
import { FacebookPreview, LinkedInPreview, TwitterPreview } from './previews/network-previews';
import { InstagramPreview, TikTokPreview, YouTubePreview } from './previews/photo-previews';
import type { TPreviewProps } from './previews/preview-parts';

const PREVIEWS: Record<TBioPlatform, (p: TPreviewProps) => ReactElement> = {
  twitter: TwitterPreview,
  linkedin: LinkedInPreview,
  instagram: InstagramPreview,
  tiktok: TikTokPreview,
  facebook: FacebookPreview,
  youtube: YouTubePreview,
};

/** A bio inside a mock-up of the platform's profile header, with the user's name. */
export function ProfilePreview({ platform, name, bio }: { platform: TBioPlatform; name: string; bio: string }) {
  const Preview = PREVIEWS[platform];
  const label = `Preview on ${BIO_PLATFORM_INFO[platform].name}`;
  return (
    <figure className="grid gap-2" aria-label={label} data-testid={`preview-${platform}`}>
      <figcaption className="text-xs font-medium text-muted-foreground">{label}</figcaption>
      <div className="overflow-hidden rounded-lg border shadow-sm">
        <Preview name={name} handle={handleFor(name)} initials={initialsFor(name)} bio={bio} />
      </div>
    </figure>
  );
}
