import { LogOutIcon, UserRoundIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle';
import { MissionGatedNavButton } from '@/components/layout/mission-gated-entry';
import { Button } from '@/components/ui/button';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { inNav, isLive, notifyComingSoon, TOOLS } from '@/config/tools';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

const itemClass =
  'shrink-0 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

function NavItems() {
  return (
    // Shown where the links fit beside the sidebar: from 1536 px, or from 1280 px with the sidebar collapsed.
    <nav
      aria-label="Main"
      className="hidden min-w-0 items-center gap-0.5 2xl:flex xl:group-has-data-[state=collapsed]/sidebar-wrapper:flex"
    >
      <NavLink
        to={paths.dashboard}
        className={({ isActive }) => cn(itemClass, isActive && 'bg-accent text-accent-foreground')}
      >
        Dashboard
      </NavLink>
      {TOOLS.filter((t) => inNav(t) && t.navLabel).map((tool) =>
        !isLive(tool) ? (
          <button
            key={tool.path}
            type="button"
            onClick={notifyComingSoon}
            className={itemClass}
            title={`${tool.title}: coming soon`}
          >
            {tool.navLabel}
          </button>
        ) : tool.requires === 'mission' ? (
          <MissionGatedNavButton key={tool.path} tool={tool} className={itemClass} />
        ) : (
          <NavLink
            key={tool.path}
            to={tool.path}
            className={({ isActive }) => cn(itemClass, isActive && 'bg-accent text-accent-foreground')}
          >
            {tool.navLabel}
          </NavLink>
        ),
      )}
    </nav>
  );
}

/** The bar above every signed-in page: collapse toggle, main links, the user's name, theme and sign-out. */
export function TopNav() {
  const { displayName, signOut } = useAuth();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
      <SidebarTrigger className="size-9" />
      <NavItems />
      <div className="ml-auto flex min-w-0 items-center gap-1">
        <Tooltip>
          <TooltipTrigger asChild>
            <Link
              to={paths.profile}
              className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <UserRoundIcon aria-hidden className="size-5 shrink-0" />
              <span className="max-w-[9rem] truncate sm:max-w-[14rem]">{displayName}</span>
            </Link>
          </TooltipTrigger>
          <TooltipContent>Edit your profile</TooltipContent>
        </Tooltip>
        <ThemeToggle />
        <Button variant="ghost" size="sm" onClick={() => void signOut()} aria-label="Sign Out" className="h-9">
          <LogOutIcon aria-hidden />
          <span className="hidden sm:inline">Sign Out</span>
        </Button>
      </div>
    </header>
  );
}
