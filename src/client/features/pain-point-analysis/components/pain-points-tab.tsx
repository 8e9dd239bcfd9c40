import type { TPainPoint } from '../../../../shared/pain-point-analysis';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ScrollArea } from '@/components/ui/scroll-area';
import { cn } from '@/lib/utils';
import { SEVERITY_CLASS } from '../styles';
import { LabelledList, LabelledText } from './labelled-list';

export function PainPointsTab({ painPoints }: { painPoints: readonly TPainPoint[] }) {
  return (
    <ScrollArea className="h-[500px] rounded-xl border md:h-[600px]" aria-label="Pain points" data-testid="scroll-area">
      <div className="grid gap-4 p-3 sm:p-4">
        {painPoints.map((p, i) => (
          <Card key={i} className="min-w-0 gap-3" data-testid="pain-point">
            <CardHeader className="grid gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline" className="max-w-full">
                  <span className="truncate">{p.persona}</span>
                </Badge>
                <Badge variant="outline" className={cn(SEVERITY_CLASS[p.severity])}>
                  {p.severity}
                </Badge>
                <span className="text-xs text-muted-foreground">
                  <span className="font-medium">Frequency:</span> {p.frequency}
                </span>
              </div>
              <h3 className="text-base font-semibold break-words">{p.pain_point}</h3>
            </CardHeader>
            <CardContent className="grid gap-4">
              <LabelledText label="Emotional Impact">{p.emotional_impact}</LabelledText>
              <div className="grid gap-4 sm:grid-cols-2">
                <LabelledList label="Current Solutions" items={p.current_solutions} />
                <LabelledList label="Solution Gaps" items={p.solution_gaps} />
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
    </ScrollArea>
  );
}
