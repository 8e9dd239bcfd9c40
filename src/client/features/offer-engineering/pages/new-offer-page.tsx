import { useNavigate } from 'react-router';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { useAiStatus } from '@/lib/ai-status-query';
import { paths } from '@/config/paths';
import { OfferWizard } from '../wizard/offer-wizard';

/** /offer-engineering/new: the wizard; a generated offer closes it to the list (docs/product/offer-engineering.md). */
export function NewOfferPage() {
  const navigate = useNavigate();
  const offline = useAiStatus().data?.offline ?? false;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <title>Offer Engineering Wizard | Brandforge</title>
      <header className="grid gap-1.5">
        <h1 className="text-2xl sm:text-3xl">Offer Engineering Wizard</h1>
        <p className="text-muted-foreground">Three short steps. Fields marked * are required.</p>
        {offline && (
          <div>
            <OfflineComposerBadge />
          </div>
        )}
      </header>
      <OfferWizard
        onCancel={() => void navigate(paths.offers)}
        onDone={() => void navigate(paths.offers, { replace: true })}
      />
    </div>
  );
}
