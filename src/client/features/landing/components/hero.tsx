import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { AppLink } from '@/app/navigation';
import { Button } from '@/components/ui/button';
import { authPath, paths } from '@/config/paths';
import { useSessionUser } from '@/lib/session-store';

export function Hero() {
  const { user } = useSessionUser();
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.22),transparent_60%)]"
      />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
        <p className="inline-flex items-center gap-2 rounded-full border bg-background/60 px-3 py-1 text-sm text-muted-foreground">
          <SparklesIcon aria-hidden className="size-4 text-primary" />
          Free forever. No credit card.
        </p>
        <h1 className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-6xl">
          Define Your Brand. <span className="text-primary">Amplify Your Voice.</span>
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground text-pretty">
          Brandforge turns what you know about your work into a mission statement, bios for every platform, a clear
          niche and 30 days of content. Built for creators, coaches and small businesses.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {user ? (
            <Button asChild size="lg">
              <AppLink to={paths.dashboard}>
                Go to Dashboard
                <ArrowRightIcon aria-hidden />
              </AppLink>
            </Button>
          ) : (
            <Button asChild size="lg">
              <AppLink to={authPath('signup')}>
                Start Building
                <ArrowRightIcon aria-hidden />
              </AppLink>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <a href="#features">See how it works</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
