import { ArrowRightIcon } from 'lucide-react';
import { AppLink } from '@/app/navigation';
import { Button } from '@/components/ui/button';
import { authPath, paths } from '@/config/paths';
import { useSessionUser } from '@/lib/session-store';

export function CtaSection() {
  const { user } = useSessionUser();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20">
      <div className="mx-auto grid max-w-4xl justify-items-center gap-4 rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground">
        <h2 id="cta-title" className="text-3xl sm:text-4xl">
          Ready to define your brand?
        </h2>
        <p className="max-w-xl opacity-90">
          Your first mission statement takes about ten minutes. Everything else builds on it.
        </p>
        <Button asChild size="lg" variant="secondary">
          <AppLink to={user ? paths.dashboard : authPath('signup')}>
            {user ? 'Go to Dashboard' : 'Start Building'}
            <ArrowRightIcon aria-hidden />
          </AppLink>
        </Button>
      </div>
    </section>
  );
}
