import { UserRoundIcon } from 'lucide-react';
import type { TPersona } from '../../../../shared/pain-point-analysis';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LabelledList, LabelledText } from './labelled-list';

export function PersonasTab({ personas }: { personas: readonly TPersona[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {personas.map((p) => (
        <Card key={p.name} className="min-w-0 gap-4" data-testid="persona">
          <CardHeader>
            <CardTitle className="flex min-w-0 items-center gap-2 text-lg">
              <UserRoundIcon aria-hidden className="size-5 shrink-0 text-primary" />
              <h3 className="min-w-0 break-words">{p.name}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <LabelledText label="Demographics">{p.demographics}</LabelledText>
            <LabelledText label="Psychographics">{p.psychographics}</LabelledText>
            <div className="grid gap-4 sm:grid-cols-2">
              <LabelledList label="Goals" items={p.goals} />
              <LabelledList label="Challenges" items={p.challenges} />
            </div>
            <div className="grid gap-2">
              <h4 className="text-sm font-semibold">Preferred Channels</h4>
              <ul className="flex flex-wrap gap-2">
                {p.preferred_channels.map((c) => (
                  <li key={c}>
                    <Badge variant="secondary" className="max-w-full whitespace-normal">
                      {c}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
