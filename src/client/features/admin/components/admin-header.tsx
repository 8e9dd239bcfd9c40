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
  /** The dashboard itself has no way back to the dashboard. */
  back?: boolean;
  action?: React.ReactNode;
}

/** Every admin screen's header: the title, what it is for, and the viewer's own role. */
export function AdminHeader({ title, subtitle, role, back = true, action }: Props) {
  return (
    <header className="grid gap-3">
      <title>{`${title} | Brandforge`}</title>
      {back && (
        <Button asChild variant="ghost" size="sm" className="w-fit px-2">
          <Link to={paths.admin}>
            <ArrowLeftIcon aria-hidden />
            Admin Dashboard
          </Link>
        </Button>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl break-words sm:text-3xl">{title}</h1>
            <span className="sr-only">Your role:</span>
            <RoleBadge role={role} />
          </div>
          <p className="break-words text-muted-foreground">{subtitle}</p>
        </div>
        {action && <div className="flex shrink-0 flex-wrap gap-2">{action}</div>}
      </div>
    </header>
  );
}
