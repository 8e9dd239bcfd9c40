import { TargetIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Bios are written from a mission statement, so without one this is the only way forward. */
export function MissionRequired() {
  return (
    <Card data-testid="mission-required" className="mx-auto w-full max-w-xl text-center">
      <CardContent className="flex flex-col items-center gap-4 py-6">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <TargetIcon aria-hidden className="size-6" />
        </span>
        <h2 className="text-xl font-semibold tracking-tight">Mission Statement Required</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Your bios are written from your mission statement. Answer 12 short questions first; it takes about ten
          minutes.
        </p>
        <Button asChild>
          <Link to={paths.mission}>Create Mission Statement</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
