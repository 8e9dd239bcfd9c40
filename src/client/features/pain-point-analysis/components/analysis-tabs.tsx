import type { TPainPointAnalysis } from '../../../../shared/pain-point-analysis';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { onDemand, useOnDemand } from '@/lib/loading/on-demand';
import { PersonasTab } from './personas-tab';

/** Fetched when the page is idle (or on the first click of a tab): the first tab shows without them. */
const laterTabs = onDemand(() => import('./later-tabs'));

const Waiting = () => <Skeleton className="h-48 w-full" aria-label="Loading" />;

const TRIGGER = 'h-8 sm:h-[calc(100%-1px)]';

/** The five parts (docs/product/pain-point-analysis.md); on a phone the tabs sit in rows of three instead of scrolling sideways. */
export function AnalysisTabs({ result }: { result: TPainPointAnalysis }) {
  const later = useOnDemand(laterTabs);
  return (
    <Tabs defaultValue="personas" className="gap-4" onValueChange={() => void laterTabs.load()}>
      <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-9 sm:w-fit">
        <TabsTrigger value="personas" className={TRIGGER}>
          Personas
        </TabsTrigger>
        <TabsTrigger value="pain-points" className={TRIGGER}>
          Pain Points
        </TabsTrigger>
        <TabsTrigger value="content" className={TRIGGER}>
          Content Ideas
        </TabsTrigger>
        <TabsTrigger value="positioning" className={TRIGGER}>
          Positioning
        </TabsTrigger>
        <TabsTrigger value="market" className={TRIGGER}>
          Market Intel
        </TabsTrigger>
      </TabsList>
      <TabsContent value="personas">
        <PersonasTab personas={result.personas} />
      </TabsContent>
      <TabsContent value="pain-points">
        {later ? <later.PainPointsTab painPoints={result.pain_points} /> : <Waiting />}
      </TabsContent>
      <TabsContent value="content">
        {later ? <later.ContentIdeasTab ideas={result.content_ideas} /> : <Waiting />}
      </TabsContent>
      <TabsContent value="positioning">
        {later ? <later.PositioningTab positioning={result.positioning} /> : <Waiting />}
      </TabsContent>
      <TabsContent value="market">
        {later ? <later.MarketIntelTab market={result.market_intelligence} /> : <Waiting />}
      </TabsContent>
    </Tabs>
  );
}
