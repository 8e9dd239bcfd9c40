import { MenuIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { AppLink } from '@/app/navigation';
import { BrandMark } from '@/components/layout/brand-mark';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { authPath, paths } from '@/config/paths';
import { useSessionUser } from '@/lib/session-store';

export const SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'solution', label: 'Solution' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'about', label: 'About' },
] as const;

const anchorClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

function AccountButtons() {
  const { user, loading } = useSessionUser();
  if (loading) return <div className="w-24" aria-hidden />;
  if (user)
    return (
      <Button asChild size="sm">
        <AppLink to={paths.dashboard}>Dashboard</AppLink>
      </Button>
    );
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <AppLink to={paths.auth}>Login</AppLink>
      </Button>
      <Button asChild size="sm">
        <AppLink to={authPath('signup')}>Sign Up</AppLink>
      </Button>
    </>
  );
}

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = React.useState(false);
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <AppLink
          to={paths.home}
          className="mr-auto flex items-center gap-2 rounded-md font-semibold tracking-tight md:mr-4"
        >
          <BrandMark />
          <span className="sr-only min-[400px]:not-sr-only">Brandforge</span>
        </AppLink>
        <nav aria-label="Sections" className="mr-auto hidden items-center md:flex">
          {SECTIONS.map((s) => (
            <a key={s.id} href={`#${s.id}`} className={anchorClass}>
              {s.label}
            </a>
          ))}
        </nav>
        <ThemeToggle />
        <AccountButtons />
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="landing-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <XIcon aria-hidden /> : <MenuIcon aria-hidden />}
        </Button>
      </div>
      {menuOpen && (
        <nav id="landing-menu" aria-label="Sections" className="grid border-t px-4 py-2 md:hidden">
          {SECTIONS.map((s) => (
            <a key={s.id} href={`#${s.id}`} className={anchorClass} onClick={() => setMenuOpen(false)}>
              {s.label}
            </a>
          ))}
        </nav>
      )}
    </header>
  );
}
