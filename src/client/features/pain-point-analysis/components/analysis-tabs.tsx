import type { TPainPointAnalysis } from '../../../../shared/pain-point-analysis';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ContentIdeasTab } from './content-ideas-tab';
import { MarketIntelTab } from './market-intel-tab';
import { PainPointsTab } from './pain-points-tab';
import { PersonasTab } from './personas-tab';
import { PositioningTab } from './positioning-tab';

const TRIGGER = 'h-8 sm:h-[calc(100%-1px)]';

/** The five parts (docs/product/pain-point-analysis.md); on a phone the tabs sit in rows of three instead of scrolling sideways. */
export function AnalysisTabs({ result }: { result: TPainPointAnalysis }) {
  return (
    <Tabs defaultValue="personas" className="gap-4">
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
        <PainPointsTab painPoints={result.pain_points} />
      </TabsContent>
      <TabsContent value="content">
        <ContentIdeasTab ideas={result.content_ideas} />
      </TabsContent>
      <TabsContent value="positioning">
        <PositioningTab positioning={result.positioning} />
      </TabsContent>
      <TabsContent value="market">
        <MarketIntelTab market={result.market_intelligence} />
      </TabsContent>
    </Tabs>
  );
}
