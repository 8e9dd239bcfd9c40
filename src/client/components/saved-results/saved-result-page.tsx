import { SearchXIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The part of a TanStack detail query the page reads. */
export type ItemQuery<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; error: Error }
  | { isPending: false; isError: false; data: T; error: null };

export interface NotFoundTexts {
  /** The browser tab's title, e.g. "Offer not found | Brandforge". */
  docTitle: string;
  title: string;
  /** The link back to the list, e.g. "Back to Offer Engineering". */
  backLabel: string;
}

interface Props<T> {
  query: ItemQuery<T>;
  /** The tool's list: where "not found" leads back to. */
  listPath: string;
  notFound: NotFoundTexts;
  children: (item: T) => React.ReactNode;
}

function DetailSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6" aria-busy="true" aria-label="Loading...">
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-9 w-96 max-w-full" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

/**
 * One saved result's route: a placeholder while it loads, "not found" with the server's reason when it
 * cannot be read (gone, someone else's, or the network), otherwise the tool's own detail.
 */
export function SavedResultPage<T>({ query, listPath, notFound, children }: Props<T>) {
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError)
    return (
      <div className="mx-auto grid w-full max-w-xl gap-4 py-8">
        <title>{notFound.docTitle}</title>
        <Card role="alert">
          <CardContent className="grid justify-items-center gap-3 text-center">
            <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
            <h1 className="text-2xl">{notFound.title}</h1>
            <p className="text-muted-foreground">{query.error.message}</p>
            <Button asChild>
              <Link to={listPath}>{notFound.backLabel}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  return children(query.data);
}
