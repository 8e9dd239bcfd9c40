import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOffer } from '../api/get-offer';
import { OfferDetail } from '../components/offer-detail';
import { paths } from '@/config/paths';

const Back = () => (
  <Button asChild variant="ghost" size="sm">
    <Link to={paths.offers}>
      <ArrowLeftIcon aria-hidden />
      Back
    </Link>
  </Button>
);

function DetailSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6" aria-busy="true" aria-label="Loading...">
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-9 w-96 max-w-full" />
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

/** /offer-engineering/:offerId: one offer; deleting it returns to the list. */
export function OfferPage() {
  const { offerId = '' } = useParams();
  const offer = useOffer(offerId);
  const navigate = useNavigate();
  if (offer.isPending) return <DetailSkeleton />;
  if (offer.isError)
    return (
      <div className="mx-auto grid w-full max-w-xl gap-4 py-8">
        <title>Offer not found | Brandforge</title>
        <Card role="alert">
          <CardContent className="grid justify-items-center gap-3 text-center">
            <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
            <h1 className="text-2xl">Offer not found</h1>
            <p className="text-muted-foreground">{offer.error.message}</p>
            <Button asChild>
              <Link to={paths.offers}>Back to Offer Engineering</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  return (
    <OfferDetail
      offer={offer.data}
      back={<Back />}
      onDeleted={() => void navigate(paths.offers, { replace: true })}
    />
  );
}
