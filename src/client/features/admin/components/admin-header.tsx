import { ArrowLeftIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import type { TAdminRole } from '../../../../shared/admin';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RoleBadge } from './role-badge';

interface Props {
  title: string;
  subtitle: string;
  role: TAdminRole | null;
  /** The dashboard itself has no way back to the dashboard; a page under another screen goes back to it. */
  back?: boolean | { to: string; label: string };
  action?: React.ReactNode;
}

/** Every admin screen's header: the title, what it is for, and the viewer's own role. */
export function AdminHeader({ title, subtitle, role, back = true, action }: Props) {
  const backTo = back === true ? { to: paths.admin, label: 'Admin Dashboard' } : back || null;
  return (
    <header className="grid gap-3">
      <title>{`${title} | Brandforge`}</title>
      {backTo && (
        <Button asChild variant="ghost" size="sm" className="w-fit px-2">
          <Link to={backTo.to}>
            <ArrowLeftIcon aria-hidden />
            {backTo.label}
          </Link>
        </Button>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl wrap-anywhere sm:text-3xl">{title}</h1>
            <span className="sr-only">Your role:</span>
            <RoleBadge role={role} />
          </div>
          <p className="wrap-anywhere text-muted-foreground">{subtitle}</p>
        </div>
        {action && <div className="flex shrink-0 flex-wrap gap-2">{action}</div>}
      </div>
    </header>
  );
}
