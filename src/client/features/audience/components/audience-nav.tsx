import { MailIcon, UsersIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

const LINKS = [
  { to: paths.audience, label: 'Subscribers', icon: UsersIcon, end: true },
  { to: paths.optinPages, label: 'Opt-in pages', icon: MailIcon, end: false },
] as const;

/**
 * The audience's two sections, as tabs that are links (docs/product/audience.md): the subscribers and
 * the opt-in pages that bring them. A page's own screen keeps "Opt-in pages" marked.
 */
export function AudienceNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Audience" className={cn('w-full sm:w-fit', className)}>
      <ul className="flex h-9 items-center rounded-lg bg-muted p-[3px] text-muted-foreground">
        {LINKS.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="h-full flex-1 sm:flex-none">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex h-full items-center justify-center gap-1.5 rounded-md border border-transparent px-3 text-sm font-medium whitespace-nowrap outline-none transition-[color,box-shadow] hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0',
                  isActive && 'bg-background text-foreground shadow-sm dark:border-input dark:bg-input/30',
                )
              }
            >
              <Icon aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
