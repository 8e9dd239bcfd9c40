import type { TMarketIntelligence } from '../../../../shared/pain-point-analysis';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LabelledList } from './labelled-list';

function TextCard({ title, text }: { title: string; text: string }) {
  return (
    <Card className="min-w-0 gap-3">
      <CardHeader>
        <CardTitle className="text-lg">
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm break-words">{text}</p>
      </CardContent>
    </Card>
  );
}

export function MarketIntelTab({ market: m }: { market: TMarketIntelligence }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextCard title="Market Size" text={m.market_size} />
      <TextCard title="Competitive Landscape" text={m.competitive_landscape} />
      <Card className="min-w-0 gap-3 lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-lg">
            <h3>Opportunities, Threats and Trends</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-3">
          <LabelledList label="Opportunities" items={m.opportunities} />
          <LabelledList label="Threats" items={m.threats} />
          <LabelledList label="Growth Trends" items={m.growth_trends} />
        </CardContent>
      </Card>
    </div>
  );
}
