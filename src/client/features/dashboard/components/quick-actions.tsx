import { ArrowRightIcon, LockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { inNav, TOOLS, type Tool } from '@/config/tools';

function Action({ tool, locked }: { tool: Tool; locked: boolean }) {
  if (locked)
    return (
      <Button variant="secondary" size="sm" disabled>
        <LockIcon aria-hidden />
        Mission Required
      </Button>
    );
  return (
    <Button asChild size="sm">
      <Link to={tool.path} aria-label={`Open ${tool.title}`}>
        Open
        <ArrowRightIcon aria-hidden />
      </Link>
    </Button>
  );
}

/** One card per tool; a tool that starts from a mission (Social Bios) stays locked until there is one. */
export function QuickActions({ missions }: { missions: number }) {
  return (
    <section aria-labelledby="quick-actions" className="grid gap-4">
      <h2 id="quick-actions" className="text-lg">
        Quick Actions
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {TOOLS.filter(inNav).map((tool) => {
          const locked = tool.requires === 'mission' && missions === 0;
          const Icon = tool.icon;
          return (
            <Card key={tool.path} className="gap-4 py-5" data-testid="quick-action">
              <CardHeader className="px-5">
                <CardTitle className="flex items-center gap-2">
                  <Icon aria-hidden className="size-5 shrink-0 text-primary" />
                  <h3 className="text-base">{tool.title}</h3>
                </CardTitle>
                <CardDescription>{locked ? 'Requires mission statement' : tool.description}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto flex justify-end px-5">
                <Action tool={tool} locked={locked} />
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
