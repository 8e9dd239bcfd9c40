import { HomeIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const location = useLocation();
  React.useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <title>Page not found | Brandforge</title>
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">Oops! Page not found</h1>
      <p className="max-w-sm text-muted-foreground">
        There is nothing at <code className="break-all">{location.pathname}</code>. Check the address, or start again
        from the home page.
      </p>
      <Button asChild>
        <Link to={paths.home}>
          <HomeIcon aria-hidden />
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
