import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { COMING_SOON_MESSAGE, type Tool } from '@/config/tools';

/** The route of a tool that has not shipped yet: says so plainly instead of showing a fake screen. */
export function ComingSoonPage({ tool }: { tool: Tool }) {
  const Icon = tool.icon;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center justify-center py-10">
      <title>{`${tool.title} | Brandforge`}</title>
      <Card className="w-full text-center">
        <CardContent className="flex flex-col items-center gap-4 py-6">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{tool.title}</h1>
          <p className="font-medium">{COMING_SOON_MESSAGE}</p>
          <p className="text-sm text-muted-foreground">{tool.description}</p>
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>
              <ArrowLeftIcon aria-hidden />
              Back to Dashboard
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
