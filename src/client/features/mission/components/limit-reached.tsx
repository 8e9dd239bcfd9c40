import { ArrowDownIcon, CalendarClockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/**
 * Shown instead of the wizard at the monthly limit, so nobody answers 12 questions they cannot
 * generate from; the saved statements below are what they can use now.
 */
export function LimitReached({ onShowSaved }: { onShowSaved: () => void }) {
  return (
    <Card data-testid="mission-limit-reached">
      <CardContent className="flex flex-col items-center gap-3 py-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <CalendarClockIcon aria-hidden className="size-6" />
        </span>
        <h2 className="text-xl">The wizard opens again next month</h2>
        <p className="max-w-md text-muted-foreground">
          Your saved mission statements are below: pick one for your bios, copy it, or delete the ones you no longer
          need.
        </p>
        <Button variant="outline" onClick={onShowSaved}>
          <ArrowDownIcon aria-hidden />
          View saved missions
        </Button>
      </CardContent>
    </Card>
  );
}
