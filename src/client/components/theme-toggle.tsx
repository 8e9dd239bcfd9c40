import * as React from 'react';
import { MoonIcon, SunIcon } from 'lucide-react';

import { useTheme } from '@/components/theme-provider';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

/** Switches between dark and light; from `system` it flips whatever is currently shown. */
function ThemeToggle({ className, ...props }: Omit<React.ComponentProps<typeof Button>, 'onClick' | 'children'>) {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  // The prerendered landing page cannot know the stored theme, so the title naming it waits.
  const hydrated = useHydrated();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      title={hydrated ? `Switch to ${next} theme` : 'Toggle theme'}
      className={cn('relative', className)}
      onClick={() => setTheme(next)}
      {...props}
    >
      <SunIcon className="size-5 scale-100 rotate-0 transition-transform dark:scale-0 dark:-rotate-90" />
      <MoonIcon className="absolute size-5 scale-0 rotate-90 transition-transform dark:scale-100 dark:rotate-0" />
    </Button>
  );
}

export { ThemeToggle };
