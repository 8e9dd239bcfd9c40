import { ChevronDownIcon, LogOutIcon, UserRoundIcon } from 'lucide-react';
import * as React from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle';
import { MissionGatedNavButton } from '@/components/layout/mission-gated-entry';
import { Button } from '@/components/ui/button';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { Hint } from '@/components/ui/hint';
import { paths } from '@/config/paths';
import { inNav, type Tool, TOOLS } from '@/config/tools';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

const itemClass =
  'shrink-0 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** How many tools stand in the bar beside an open sidebar at 1280 px; the rest go under More. */
const BESIDE_SIDEBAR = 4;

// From 1536 px, or from 1280 px with the sidebar collapsed, every link fits; below that the bar keeps the
// first ones and a More menu.
const ALL_FIT = '2xl:inline-flex xl:group-has-data-[state=collapsed]/sidebar-wrapper:inline-flex';
const SOME_FIT = '2xl:hidden xl:group-has-data-[state=collapsed]/sidebar-wrapper:hidden';

function ToolLink({ tool, className }: { tool: Tool; className?: string }) {
  if (tool.requires === 'mission') return <MissionGatedNavButton tool={tool} className={cn(itemClass, className)} />;
  return (
    <NavLink
      to={tool.path}
      className={({ isActive }) => cn(itemClass, isActive && 'bg-accent text-accent-foreground', className)}
    >
      {tool.navLabel}
    </NavLink>
  );
}

/**
 * The rest of the links beside an open sidebar. A native disclosure rather than a menu library keeps
 * the shell, which every signed-in page loads, as small as it was; it closes when a link is followed.
 */
function MoreLinks({ tools }: { tools: readonly Tool[] }) {
  const ref = React.useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  React.useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  React.useEffect(() => {
    const close = (e: MouseEvent | KeyboardEvent) => {
      const details = ref.current;
      if (!details?.open) return;
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !details.contains(e.target as Node)) details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  if (tools.length === 0) return null;
  return (
    <details ref={ref} className={cn('relative hidden xl:block', SOME_FIT)}>
      <summary
        className={cn(itemClass, 'flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden')}
      >
        More
        <ChevronDownIcon aria-hidden className="size-4" />
      </summary>
      <div className="absolute top-full left-0 z-30 mt-1 grid min-w-44 gap-0.5 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
        {tools.map((tool) => (
          <ToolLink key={tool.path} tool={tool} className="w-full text-left" />
        ))}
      </div>
    </details>
  );
}

function NavItems() {
  const tools = TOOLS.filter((t) => inNav(t) && t.navLabel);
  return (
    <nav aria-label="Main" className="hidden min-w-0 items-center gap-0.5 xl:flex">
      <NavLink
        to={paths.dashboard}
        className={({ isActive }) => cn(itemClass, isActive && 'bg-accent text-accent-foreground')}
      >
        Dashboard
      </NavLink>
      {tools.map((tool, i) => (
        <ToolLink key={tool.path} tool={tool} className={i >= BESIDE_SIDEBAR ? cn('hidden', ALL_FIT) : undefined} />
      ))}
      <MoreLinks tools={tools.slice(BESIDE_SIDEBAR)} />
    </nav>
  );
}

/** The bar above every signed-in page: collapse toggle, main links, the user's name, theme and sign-out. */
export function TopNav() {
  const { displayName, signOut } = useAuth();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 sm:px-4">
      <SidebarTrigger className="size-9" />
      <NavItems />
      <div className="ml-auto flex min-w-0 items-center gap-1">
        <Hint content="Edit your profile">
          <Link
            to={paths.profile}
            className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <UserRoundIcon aria-hidden className="size-5 shrink-0" />
            <span className="max-w-[9rem] truncate sm:max-w-[14rem]">{displayName}</span>
          </Link>
        </Hint>
        <ThemeToggle />
        <Button variant="ghost" size="sm" onClick={() => void signOut()} aria-label="Sign Out" className="h-9">
          <LogOutIcon aria-hidden />
          <span className="hidden sm:inline">Sign Out</span>
        </Button>
      </div>
    </header>
  );
}
