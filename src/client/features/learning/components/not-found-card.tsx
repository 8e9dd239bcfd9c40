import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** 'Course Not Found' and 'Lesson Not Found' (docs/product/learning.md). */
export function NotFoundCard({ title, back, backLabel }: { title: string; back: string; backLabel: string }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center py-8">
      <title>{`${title} | Brandforge`}</title>
      <Card className="w-full">
        <CardContent className="grid justify-items-center gap-4 text-center">
          <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
          <h1 className="text-2xl">{title}</h1>
          <p className="text-muted-foreground">It may have been removed or is not published yet.</p>
          <Button asChild variant="outline">
            <Link to={back}>
              <ArrowLeftIcon aria-hidden />
              {backLabel}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
