import { ArrowLeftIcon, OctagonAlertIcon, RefreshCwIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { QUOTAS } from '../../../../shared/limits';
import { BIO_PLATFORMS, DEFAULT_BIO_NAME } from '../../../../shared/social-bios';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { UsageBadge } from '@/components/usage-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BrandProfileToggle } from '@/features/brand-profile/public/prefill';
import { useAiStatus } from '@/lib/ai-status-query';
import { useAuth } from '@/lib/auth';
import { readBioNavigationState, type TBioNavigationState } from '@/lib/mission-text';
import { useMissions } from '@/lib/missions-query';
import { useUsage } from '@/lib/usage-query';
import { useSocialBios } from '../api/get-social-bios';
import { BiosSkeleton } from '../components/bios-skeleton';
import { MissionRequired } from '../components/mission-required';
import { MissionSource, missionText } from '../components/mission-source';
import { PlatformCard } from '../components/platform-card';

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-start gap-3">
        <p>Failed to load mission statements</p>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCwIcon aria-hidden />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

/** /social-bio-generator: bios per platform, written from the chosen mission (navigation state) or the latest. */
export function SocialBiosPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { profile, user } = useAuth();
  const missions = useMissions();
  const bios = useSocialBios();
  const [brandProfile, setBrandProfile] = React.useState(true);
  const usage = useUsage();
  const ai = useAiStatus();
  // The server uses the profile name, so the previews do too.
  const name = profile?.full_name || user?.name || DEFAULT_BIO_NAME;
  const chosen = readBioNavigationState(location.state);
  const latest = missions.data?.[0];
  const inUse = chosen ?? (latest ? missionText(latest) : undefined);
  const bioUsage = usage.data?.bio;
  const blocked = Boolean(bioUsage && !bioUsage.unlimited && bioUsage.used >= bioUsage.limit);

  // Replacing the history entry's state keeps the choice across a reload.
  const use = (missionStatement: string) => {
    const state: TBioNavigationState = { missionStatement };
    void navigate(location.pathname, { replace: true, state });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>Social Media Bios | Brandforge</title>
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to={paths.dashboard}>
          <ArrowLeftIcon aria-hidden />
          Back
        </Link>
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl sm:text-3xl">Social Media Bios</h1>
          <p className="text-muted-foreground">Bios for six platforms, each within its character limit.</p>
        </div>
        {latest && (
          <div className="flex flex-wrap items-center gap-2">
            {ai.data?.offline && <OfflineComposerBadge />}
            <UsageBadge usage={bioUsage} testId="bio-usage" />
          </div>
        )}
      </header>
      {missions.isPending ? (
        <BiosSkeleton withMission />
      ) : missions.isError ? (
        <LoadError onRetry={() => void missions.refetch()} />
      ) : !latest || !inUse ? (
        <MissionRequired />
      ) : (
        <>
          {blocked && (
            <p
              role="alert"
              className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive"
            >
              <OctagonAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              {QUOTAS.bio.limitMessage}
            </p>
          )}
          <MissionSource inUse={inUse} missions={missions.data} onUse={(m) => use(missionText(m))} />
          {bios.isError && (
            <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
              Your saved bios could not be loaded: {bios.error.message}
              <Button variant="outline" size="sm" onClick={() => void bios.refetch()}>
                <RefreshCwIcon aria-hidden />
                Try again
              </Button>
            </p>
          )}
          {/* One switch for the six Generate buttons below. */}
          <div className="flex justify-end">
            <BrandProfileToggle checked={brandProfile} onCheckedChange={setBrandProfile} />
          </div>
          {bios.isPending ? (
            <BiosSkeleton />
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {BIO_PLATFORMS.map((platform) => (
                <PlatformCard
                  key={platform}
                  platform={platform}
                  saved={bios.data?.find((b) => b.platform === platform)}
                  missionStatement={inUse}
                  name={name}
                  blocked={blocked}
                  brandProfile={brandProfile}
                />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
