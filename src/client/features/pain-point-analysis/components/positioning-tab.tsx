import type { TPositioning } from '../../../../shared/pain-point-analysis';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LabelledList } from './labelled-list';

export function PositioningTab({ positioning: p }: { positioning: TPositioning }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="min-w-0 gap-3 lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-lg">
            <h3>Unique Value Proposition</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-base break-words">{p.unique_value_proposition}</p>
        </CardContent>
      </Card>
      <Card className="min-w-0 gap-3">
        <CardHeader>
          <CardTitle className="text-lg">
            <h3>Competitive Advantages</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <LabelledList label="Where it wins" items={p.competitive_advantages} />
        </CardContent>
      </Card>
      <Card className="min-w-0 gap-3">
        <CardHeader>
          <CardTitle className="text-lg">
            <h3>Messaging Framework</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1">
            <h4 className="text-sm font-semibold">Primary Message</h4>
            <p className="rounded-md border-l-4 border-primary bg-primary/5 px-3 py-2 text-sm break-words">
              {p.messaging_framework.primary_message}
            </p>
          </div>
          <LabelledList label="Supporting Messages" items={p.messaging_framework.supporting_messages} />
        </CardContent>
      </Card>
      <Card className="min-w-0 gap-3 lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-lg">
            <h3>Differentiation Strategy</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm break-words">{p.differentiation_strategy}</p>
        </CardContent>
      </Card>
    </div>
  );
}
