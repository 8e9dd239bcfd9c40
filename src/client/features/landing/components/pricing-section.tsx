import { CheckIcon } from 'lucide-react';
import { AppLink } from '@/app/navigation';
import { QUOTAS } from '../../../../shared/limits';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { authPath, paths } from '@/config/paths';
import { useSessionUser } from '@/lib/session-store';

const PROMISES = ['Sign up for free', 'No credit card', 'Free forever plan', 'Cancel anytime'];

const INCLUDED = [
  `${QUOTAS.mission.limit} mission statement generations a month`,
  `${QUOTAS.bio.limit} social bio generations a month`,
  `${QUOTAS.content.limit} 30-day content plans a month`,
  `${QUOTAS.lead_magnet.limit} lead magnets a month`,
  'Niche discovery, competitor and pain-point analysis',
  'The learning hub with video courses',
];

export function PricingSection() {
  const { user } = useSessionUser();
  return (
    <section id="pricing" className="scroll-mt-20 border-t bg-muted/30 py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl sm:text-4xl">Free. Forever.</h2>
          <p className="mt-3 text-muted-foreground">
            One plan with everything in it. No trial that runs out, no card on file.
          </p>
        </div>
        <Card className="mx-auto w-full max-w-md">
          <CardHeader>
            <CardTitle>
              <h3 className="text-xl">Free forever plan</h3>
            </CardTitle>
            <CardDescription>
              <span className="text-4xl font-bold text-foreground">$0</span> / month, always
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <ul className="flex flex-wrap gap-2">
              {PROMISES.map((p) => (
                <li key={p} className="rounded-full border bg-background px-3 py-1 text-xs font-medium">
                  {p}
                </li>
              ))}
            </ul>
            <ul className="grid gap-2 text-sm">
              {INCLUDED.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  {item}
                </li>
              ))}
            </ul>
          </CardContent>
          <CardFooter>
            <Button asChild className="w-full">
              {user ? (
                <AppLink to={paths.dashboard}>Go to Dashboard</AppLink>
              ) : (
                <AppLink to={authPath('signup')}>Create your free account</AppLink>
              )}
            </Button>
          </CardFooter>
        </Card>
      </div>
    </section>
  );
}
