import { IdCardIcon, RefreshCwIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { TBrandProfile } from '../../../../shared/brand-profile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrandProfile } from '../api/get-brand-profile';
import { BRAND_SECTIONS, fieldAnchor, fieldFromHash } from '../brand-fields';
import { BrandBriefExport } from '../components/brand-brief-export';
import { BrandCompleteness } from '../components/brand-completeness-card';
import { BrandFieldCard } from '../components/brand-field-card';

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        Loading your brand profile...
      </p>
      <Skeleton className="h-32 rounded-xl" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}

function Empty() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-4 text-center">
        <IdCardIcon aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-xl">Your brand profile is empty</h2>
        <p className="max-w-lg text-muted-foreground">
          Fill it in once and every tool writes for your audience, in your voice. Results from your mission statement,
          niche discovery, content plans, pain point analyses and offers can fill it too: look for &lsquo;Add to brand
          profile&rsquo; on a result.
        </p>
        <Button asChild>
          <Link to={{ hash: fieldAnchor('displayName') }}>Start with your name</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Fields({ profile }: { profile: TBrandProfile }) {
  const location = useLocation();
  const requested = fieldFromHash(location.hash);
  const { fields } = profile;
  return (
    <>
      {Object.keys(fields).length === 0 && <Empty />}
      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle>
            <h2 className="text-lg">Completeness</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="px-5">
          <BrandCompleteness completeness={profile.completeness} />
        </CardContent>
      </Card>
      {BRAND_SECTIONS.map((section, i) => (
        <section key={section.title} aria-labelledby={`brand-section-${i}`} className="grid gap-3">
          <h2 id={`brand-section-${i}`} className="text-lg">
            {section.title}
          </h2>
          {section.fields.map((name) => (
            <BrandFieldCard
              key={name}
              name={name}
              entry={fields[name]}
              mission={fields.mission?.value}
              request={requested === name ? location.key : null}
            />
          ))}
        </section>
      ))}
    </>
  );
}

/** /brand: every field of the brand profile, each edited and saved on its own, and the brief to export. */
export function BrandProfilePage() {
  const profile = useBrandProfile();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <title>Brand Profile | Brandforge</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl sm:text-3xl">Brand Profile</h1>
          <p className="text-muted-foreground">
            Your brand in one place. Every tool reads it; your results can fill it.
          </p>
        </div>
        {profile.isSuccess && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <BrandBriefExport fields={profile.data.fields} disabled={Object.keys(profile.data.fields).length === 0} />
          </div>
        )}
      </header>
      {profile.isPending ? (
        <Loading />
      ) : profile.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-start gap-3">
            <p>Your brand profile could not be loaded: {profile.error.message}</p>
            <Button variant="outline" onClick={() => void profile.refetch()}>
              <RefreshCwIcon aria-hidden />
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Fields profile={profile.data} />
      )}
    </div>
  );
}
