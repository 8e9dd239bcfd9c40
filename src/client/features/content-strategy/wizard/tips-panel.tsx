import { LightbulbIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function TipsPanel({ tips }: { tips: readonly string[] }) {
  return (
    <Card className="h-fit gap-4" data-testid="wizard-tips">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <LightbulbIcon aria-hidden className="size-5 text-warning" />
          <h3>Tips</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-4 text-sm text-muted-foreground">
          {tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
