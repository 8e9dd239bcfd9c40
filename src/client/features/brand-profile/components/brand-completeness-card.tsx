import { ArrowRightIcon, IdCardIcon, RefreshCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND_FIELDS, type TBrandCompleteness } from '../../../../shared/brand-profile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBrandProfile } from '../api/get-brand-profile';
import { fieldLink } from '../brand-fields';

/** '7 of 12 filled', a bar, and a link to each field still missing. */
export function BrandCompleteness({ completeness }: { completeness: TBrandCompleteness }) {
  const { filled, total, percent, missing, complete } = completeness;
  return (
    <div className="grid gap-3" data-testid="brand-completeness-summary">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium tabular-nums">
          {filled} of {total} filled
        </p>
        <span className="text-sm text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} aria-label={`Brand profile: ${filled} of ${total} fields filled`} />
      {complete ? (
        <p className="text-sm text-muted-foreground">Your profile is complete. Every tool now writes with it.</p>
      ) : (
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1.5 text-sm">
          <span className="text-muted-foreground">Missing:</span>
          <ul className="contents" aria-label="Missing fields">
            {missing.map((name) => (
              <li key={name}>
                <Link
                  to={fieldLink(name)}
                  className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {BRAND_FIELDS[name].label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The dashboard's card: how complete the brand profile is, with a way to each missing field. */
export function BrandCompletenessCard() {
  const profile = useBrandProfile();
  return (
    <Card data-testid="brand-completeness">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <IdCardIcon aria-hidden className="size-5 text-primary" />
          <h2>Brand Profile</h2>
        </CardTitle>
        <CardDescription>Every tool writes with your voice, audience and words to avoid.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {profile.isPending ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              Loading your brand profile...
            </p>
            <Skeleton className="h-20" />
          </div>
        ) : profile.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>Your brand profile could not be loaded: {profile.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
              <RefreshCwIcon aria-hidden />
              Try again
            </Button>
          </div>
        ) : (
          <BrandCompleteness completeness={profile.data.completeness} />
        )}
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={paths.brand}>
            Open Brand Profile
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
