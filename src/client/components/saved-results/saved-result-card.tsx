import { EyeIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface Props {
  title: string;
  href: string;
  /**
   * With it, a "View" button in the footer opens the result and carries this name, and the delete sits
   * beside it. Without it, the title is the link, the whole card opens it, and the delete sits in the
   * corner above that link.
   */
  viewLabel?: string;
  subtitle?: React.ReactNode;
  /** Top right of a card with a View button, such as a status badge. */
  badge?: React.ReactNode;
  /** The tool's delete (a `ConfirmDelete`). */
  deleteAction: React.ReactNode;
  /** For a title long enough to need cutting; the full title stays in the tooltip. */
  titleClassName?: string;
  testId?: string;
  children?: React.ReactNode;
}

/** One saved result in its tool's list; long words wrap instead of widening the page. */
export function SavedResultCard({ title, href, viewLabel, subtitle, badge, deleteAction, ...rest }: Props) {
  const stretched = viewLabel === undefined;
  return (
    <Card
      className={cn(
        'min-w-0 gap-3',
        stretched && 'relative transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50',
      )}
      data-testid={rest.testId}
    >
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle className="min-w-0 text-lg wrap-anywhere">
            <h2 className={rest.titleClassName} title={rest.titleClassName ? title : undefined}>
              {stretched ? (
                <Link to={href} className="outline-none after:absolute after:inset-0 after:content-['']">
                  {title}
                </Link>
              ) : (
                title
              )}
            </h2>
          </CardTitle>
          {subtitle}
        </div>
        {stretched ? <div className="relative z-10 -mt-1 -mr-2 shrink-0">{deleteAction}</div> : badge}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">{rest.children}</CardContent>
      {!stretched && (
        <CardFooter className="mt-auto flex justify-between gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to={href} aria-label={viewLabel}>
              <EyeIcon aria-hidden />
              View
            </Link>
          </Button>
          {deleteAction}
        </CardFooter>
      )}
    </Card>
  );
}
