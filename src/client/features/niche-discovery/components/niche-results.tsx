import { ArrowRightIcon, RotateCcwIcon, TargetIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TNicheDiscovery, TNicheResult } from '../../../../shared/niche-discovery';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AddToBrandProfile } from '@/features/brand-profile/public/add-to-brand-profile';
import { cn } from '@/lib/utils';
import { brandValuesFromNiche } from '../brand-values';

/** The five F.O.C.U.S. cards, in the framework's order. */
export const FOCUS: { key: keyof TNicheResult; letter: string; title: string }[] = [
  { key: 'fulfillment', letter: 'F', title: 'Fulfillment' },
  { key: 'opportunities', letter: 'O', title: 'Opportunities' },
  { key: 'credibility', letter: 'C', title: 'Credibility' },
  { key: 'uniqueness', letter: 'U', title: 'Uniqueness' },
  { key: 'scalability', letter: 'S', title: 'Scalability' },
];

export const contentStrategyFor = (niche: string) => paths.contentStrategyWith({ from: 'niche-discovery', niche });

export function NicheResults({ discovery, onRestart }: { discovery: TNicheDiscovery; onRestart: () => void }) {
  const { result } = discovery;
  return (
    <div className="grid gap-6">
      <title>Your Perfect Niche Discovered! | Brandforge</title>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid gap-1.5">
          <h1 className="text-2xl sm:text-3xl">Your Perfect Niche Discovered!</h1>
          <p className="text-muted-foreground">Built from your six answers with the F.O.C.U.S. framework.</p>
          {discovery.offline && <OfflineComposerBadge />}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onRestart}>
            <RotateCcwIcon aria-hidden />
            Take Survey Again
          </Button>
          <Button asChild>
            <Link to={contentStrategyFor(result.recommendedNiche)}>
              Build Content Strategy
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </div>
      </header>
      <Card className="border-primary/40 bg-primary/5">
        <CardContent className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <TargetIcon aria-hidden className="size-6" />
          </span>
          <div className="grid min-w-0 gap-1">
            <p className="text-sm font-medium text-muted-foreground">Your recommended niche</p>
            <p className="text-xl font-semibold wrap-anywhere sm:text-2xl" data-testid="recommended-niche">
              {result.recommendedNiche}
            </p>
            <div className="pt-2">
              <AddToBrandProfile
                source={{ tool: 'niche-discovery', id: discovery.id }}
                values={brandValuesFromNiche(discovery)}
              />
            </div>
          </div>
        </CardContent>
      </Card>
      {/* Six tracks: three cards above two wider ones, so the five fill the row without a gap. */}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6" aria-label="F.O.C.U.S. framework">
        {FOCUS.map((f, i) => (
          <li key={f.key} className={cn('grid', i < 3 ? 'lg:col-span-2' : 'lg:col-span-3', i === 4 && 'sm:col-span-2')}>
            <Card className="gap-3 py-5" data-testid="focus-card">
              <CardHeader className="px-5">
                <CardTitle className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-8 items-center justify-center rounded-lg bg-primary/10 font-bold text-primary"
                  >
                    {f.letter}
                  </span>
                  <h2 className="text-base">{f.title}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="px-5 text-sm text-muted-foreground">{result[f.key]}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>Why this niche</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm leading-relaxed whitespace-pre-line">{result.whyThisNiche}</CardContent>
      </Card>
    </div>
  );
}
