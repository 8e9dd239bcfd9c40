import { CircleCheckIcon, CircleXIcon, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * A page a mailed link lands on (newsletter confirmation, unsubscribe): no sign-in, no app shell, the
 * brand above one outcome and the way home below it.
 */
export function LinkLandingPage({
  title,
  homeVariant = 'default',
  children,
}: {
  title: string;
  homeVariant?: 'default' | 'ghost';
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center">
      <title>{`${title} | Brandforge`}</title>
      <Link
        to={paths.home}
        className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <BrandMark className="size-7" />
        Brandforge
      </Link>
      {children}
      <Button asChild variant={homeVariant}>
        <Link to={paths.home}>Go to the home page</Link>
      </Button>
    </main>
  );
}

/** What the link did: announced as a status, or as an alert when it did not work. */
export function LinkOutcome({
  ok,
  icon,
  title,
  message,
}: {
  ok: boolean;
  icon?: LucideIcon;
  title: string;
  message: string;
}) {
  const Icon = icon ?? (ok ? CircleCheckIcon : CircleXIcon);
  return (
    <div role={ok ? 'status' : 'alert'} className="grid justify-items-center gap-3">
      <Icon aria-hidden className={ok ? 'size-10 text-primary' : 'size-10 text-destructive'} />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-sm wrap-anywhere text-muted-foreground">{message}</p>
    </div>
  );
}
