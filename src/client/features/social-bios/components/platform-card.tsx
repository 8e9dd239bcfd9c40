import { LoaderCircleIcon, RefreshCwIcon, SparklesIcon } from 'lucide-react';
import {
  BIO_GENERATION_FAILED,
  BIO_PLATFORM_INFO,
  INSTAGRAM_BIO_LINES,
  type TBioPlatform,
  type TSavedBios,
} from '../../../../shared/social-bios';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StopGeneration } from '@/components/generation-draft';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { partialStrings } from '@/components/generation-draft';
import { toast } from '@/lib/toast';
import { useGenerateBios } from '../api/generate-bios';
import { BioList } from './bio-list';
import { PlatformIcon } from './platform-icon';

interface Props {
  platform: TBioPlatform;
  saved: TSavedBios | undefined;
  missionStatement: string | undefined;
  name: string;
  /** The monthly bio limit is reached. */
  blocked: boolean;
  /** Whether this card's generations use the brand profile (the page's switch). */
  brandProfile: boolean;
}

/** One platform: what it wants, Generate or Regenerate, and its latest bios (idle, generating, done, error). */
export function PlatformCard({ platform, saved, missionStatement, name, blocked, brandProfile }: Props) {
  const info = BIO_PLATFORM_INFO[platform];
  const generate = useGenerateBios({ brandProfile });
  const run = () =>
    generate.mutate(
      { platform, missionStatement },
      {
        onSuccess: (result) => {
          if (result.bios.length === 0) toast.error(BIO_GENERATION_FAILED);
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status === 401
              ? 'Please log in to generate bios'
              : errorMessage(error, BIO_GENERATION_FAILED),
          ),
      },
    );
  const verb = saved ? 'Regenerate' : 'Generate';
  // With a model that streams, each bio shows as it is written, in place of the old ones.
  const drafts = generate.isPending ? partialStrings(generate.partial, 'bios') : [];
  const limit =
    platform === 'instagram'
      ? `${info.characterLimit} characters · ${INSTAGRAM_BIO_LINES} lines`
      : `${info.characterLimit} characters`;

  return (
    <Card data-testid={`bio-card-${platform}`} className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="flex flex-wrap items-center gap-2">
          <PlatformIcon platform={platform} />
          <h2 className="text-base">{info.name}</h2>
          <Badge variant="outline" className="text-muted-foreground">
            {limit}
          </Badge>
        </CardTitle>
        <CardDescription className="col-span-2">{info.description}</CardDescription>
        <CardAction className="row-span-1">
          <Button
            size="sm"
            variant={saved ? 'outline' : 'default'}
            onClick={run}
            disabled={generate.isPending || blocked}
            aria-label={`${verb} ${info.name} bios`}
          >
            {generate.isPending ? (
              <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
            ) : saved ? (
              <RefreshCwIcon aria-hidden />
            ) : (
              <SparklesIcon aria-hidden />
            )}
            {generate.isPending ? 'Generating...' : verb}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 sm:px-6" aria-busy={generate.isPending}>
        {generate.isPending && (
          <div className="flex justify-end">
            <StopGeneration onStop={generate.stop} />
          </div>
        )}
        {generate.isError && (
          <p role="alert" className="text-sm text-destructive">
            {generate.error.message}
          </p>
        )}
        {generate.isPending && (drafts.length > 0 || !saved) ? (
          <div className="grid gap-2" aria-label="Generating..." data-testid="bios-generating">
            {[0, 1, 2].map((i) =>
              drafts[i] === undefined ? (
                <Skeleton key={i} className="h-16" />
              ) : (
                <p
                  key={i}
                  className="min-h-16 rounded-lg border p-3 text-sm break-words whitespace-pre-line"
                  data-testid="bio-draft"
                >
                  {drafts[i]}
                </p>
              ),
            )}
          </div>
        ) : saved ? (
          <>
            {saved.offline && <OfflineComposerBadge className="w-fit" />}
            <BioList key={saved.generated_at} platform={platform} bios={saved.bios} edited={saved.edited} name={name} />
          </>
        ) : (
          <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            <SparklesIcon aria-hidden className="size-4 shrink-0" />
            No {info.name} bios yet. Generate three from your mission statement.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
