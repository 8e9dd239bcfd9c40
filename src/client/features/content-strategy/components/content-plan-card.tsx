import type * as React from 'react';
import { EyeIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TContentPlanSummary } from '../../../../shared/content-strategy';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cardPainPoints, cardPillars, cardScriptTypes } from '../plan-card-text';
import { planDeletion } from './plan-deletion';
import { RenamePlanDialog } from './rename-plan-dialog';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 flex-wrap gap-1">{children}</dd>
    </div>
  );
}

/** One saved plan on My Content Plans, with the truncation rules of docs/product/content-strategy.md. */
export function ContentPlanCard({ plan }: { plan: TContentPlanSummary }) {
  const pains = cardPainPoints(plan.pain_points);
  return (
    <Card className="gap-4 py-5" data-testid="content-plan-card">
      <CardHeader className="px-5">
        <CardTitle className="text-base leading-snug wrap-anywhere">
          <h2>{plan.plan_name}</h2>
        </CardTitle>
        <CardDescription>
          <time dateTime={plan.created_at}>{date(plan.created_at)}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <dl className="grid gap-3 text-sm">
          <Field label="Brand">
            <span className="wrap-anywhere">{plan.brand_name}</span>
          </Field>
          <Field label="Niche">
            <span className="wrap-anywhere">{plan.niche}</span>
          </Field>
          <Field label="Pain points">
            {pains.shown.map((p, i) => (
              <Badge key={i} variant="outline" className="font-normal">
                {p}
              </Badge>
            ))}
            {pains.more > 0 && <span className="text-xs text-muted-foreground">+{pains.more} more</span>}
          </Field>
          <Field label="Pillars">
            {cardPillars(plan.content_pillars).map((p, i) => (
              <Badge key={i} variant="secondary" className="font-normal">
                {p}
              </Badge>
            ))}
          </Field>
          <Field label="Script types">
            {cardScriptTypes(plan.script_types).map((t, i) => (
              <Badge key={i} variant="secondary" className="font-normal">
                {t}
              </Badge>
            ))}
          </Field>
        </dl>
      </CardContent>
      <CardFooter className="mt-auto gap-2 px-5">
        <Button asChild size="sm" className="mr-auto">
          <Link to={paths.contentPlan(plan.id)} aria-label={`View "${plan.plan_name}"`}>
            <EyeIcon aria-hidden />
            View
          </Link>
        </Button>
        <RenamePlanDialog planId={plan.id} name={plan.plan_name} compact />
        <ConfirmDelete of={planDeletion({ id: plan.id, name: plan.plan_name })} variant="outline" />
      </CardFooter>
    </Card>
  );
}
