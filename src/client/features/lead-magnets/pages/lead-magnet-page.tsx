import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLeadMagnet } from '../api/get-lead-magnet';
import { LeadMagnetResults } from '../results/lead-magnet-results';

const Back = () => (
  <Button asChild variant="ghost" size="sm">
    <Link to={paths.leadMagnets}>
      <ArrowLeftIcon aria-hidden />
      Back
    </Link>
  </Button>
);

/** /lead-magnet-generator/:leadMagnetId: one lead magnet's results; deleting it returns to the list. */
export function LeadMagnetPage() {
  const { leadMagnetId = '' } = useParams();
  const magnet = useLeadMagnet(leadMagnetId);
  const navigate = useNavigate();
  if (magnet.isPending)
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6" aria-busy="true" aria-label="Loading...">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  if (magnet.isError)
    return (
      <div className="mx-auto grid w-full max-w-xl gap-4 py-8">
        <title>Lead magnet not found | Brandforge</title>
        <Card role="alert">
          <CardContent className="grid justify-items-center gap-3 text-center">
            <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
            <h1 className="text-2xl">Lead magnet not found</h1>
            <p className="text-muted-foreground">{magnet.error.message}</p>
            <Button asChild>
              <Link to={paths.leadMagnets}>Back to Lead Magnets</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  return (
    <LeadMagnetResults
      magnet={magnet.data}
      back={<Back />}
      onDeleted={() => void navigate(paths.leadMagnets, { replace: true })}
    />
  );
}
