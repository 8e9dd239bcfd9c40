import { GemIcon, PlusIcon, RefreshCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOffers } from '../api/get-offers';
import { OfferCard } from '../components/offer-card';
import { paths } from '@/config/paths';

const CreateOffer = () => (
  <Button asChild>
    <Link to={paths.newOffer}>
      <PlusIcon aria-hidden />
      Create New Offer
    </Link>
  </Button>
);

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        Loading your offers...
      </p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

function Empty() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <GemIcon aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-xl">No offers yet</h2>
        <p className="max-w-md text-muted-foreground">
          Answer three short steps about your business and get a core offer, a power offer, the stack and the scripts to
          sell it.
        </p>
        <CreateOffer />
      </CardContent>
    </Card>
  );
}

/** /offer-engineering: every offer the user made, newest first. */
export function OffersPage() {
  const list = useOffers();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>Offer Engineering | Brandforge</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl sm:text-3xl">Offer Engineering</h1>
          <p className="text-muted-foreground">
            Build an offer on the value equation: a bigger result, more certain, sooner, with less effort.
          </p>
        </div>
        <div className="shrink-0">
          <CreateOffer />
        </div>
      </header>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{list.error.message}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            <RefreshCwIcon aria-hidden />
            Try again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <Empty />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.data.map((o) => (
            <OfferCard key={o.id} offer={o} />
          ))}
        </div>
      )}
    </div>
  );
}
