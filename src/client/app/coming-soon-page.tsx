import { ArrowLeftIcon, SparklesIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toolForPath } from '@/components/layout/tools';
import { COMING_SOON_MESSAGE, paths } from '@/config/paths';

/** The route of a tool that has not shipped yet: says so plainly instead of showing a fake screen. */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const tool = toolForPath(pathname);
  const title = tool?.title ?? (pathname.startsWith(paths.admin) ? 'Admin' : 'This page');
  const Icon = tool?.icon ?? SparklesIcon;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center justify-center py-10">
      <title>{`${title} | Brandforge`}</title>
      <Card className="w-full text-center">
        <CardContent className="flex flex-col items-center gap-4 py-6">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="font-medium">{COMING_SOON_MESSAGE}</p>
          {tool && <p className="text-sm text-muted-foreground">{tool.description}</p>}
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
