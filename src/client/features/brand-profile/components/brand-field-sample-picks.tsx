import { useQuery } from '@tanstack/react-query';
import { WandSparklesIcon } from 'lucide-react';
import { BIO_PLATFORM_INFO, type TBioPlatform, type TSavedBios } from '../../../../shared/social-bios';
import { Button } from '@/components/ui/button';
import { socialBiosQueryOptions } from '@/features/social-bios';
import { missionStatements } from '@/lib/mission-text';
import { useMissions } from '@/lib/missions-query';

/** The bio generated last across the platforms, with the platform's name. */
function latestBio(saved: readonly TSavedBios[] | undefined): { text: string; platform: string } | null {
  const newest = [...(saved ?? [])]
    .filter((s) => s.bios[0]?.trim())
    .sort((a, b) => b.generated_at.localeCompare(a.generated_at))[0];
  if (!newest?.bios[0]) return null;
  const info = BIO_PLATFORM_INFO[newest.platform as TBioPlatform] as
    (typeof BIO_PLATFORM_INFO)[TBioPlatform] | undefined;
  return { text: newest.bios[0], platform: info?.name ?? newest.platform };
}

/**
 * 'Pick' for the voice sample: start from words the user already has, their mission statement (the
 * profile's own, else the latest saved one) or their latest social bio, then edit them into a paragraph.
 */
export function BrandFieldSamplePicks({
  mission,
  onPick,
}: {
  mission: string | undefined;
  onPick: (text: string) => void;
}) {
  const missions = useMissions();
  const bios = useQuery(socialBiosQueryOptions());
  const latestMission = missions.data?.[0];
  const missionText = mission || (latestMission ? missionStatements(latestMission)[0] : undefined);
  const bio = latestBio(bios.data);
  if (!missionText && !bio) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Or start from:</span>
      {missionText && (
        <Button type="button" size="sm" variant="secondary" onClick={() => onPick(missionText)}>
          <WandSparklesIcon aria-hidden />
          My mission statement
        </Button>
      )}
      {bio && (
        <Button type="button" size="sm" variant="secondary" onClick={() => onPick(bio.text)}>
          <WandSparklesIcon aria-hidden />
          My latest {bio.platform} bio
        </Button>
      )}
    </div>
  );
}
