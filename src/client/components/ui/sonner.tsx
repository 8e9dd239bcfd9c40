import type * as React from 'react';
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

import { useTheme } from '@/components/theme-provider';

function Toaster({ ...props }: ToasterProps) {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      // Bottom centre: a page's primary action sits at the right end of its form or card, where a toast in
      // the corner covered it for seconds right after it succeeded (the mission's Stage 2).
      position="bottom-center"
      visibleToasts={3}
      duration={4500}
      richColors
      closeButton
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          // Sonner's own rich-colour greens and ambers fall below AA contrast on their light washes.
          '--success-text': 'var(--success)',
          '--warning-text': 'var(--warning)',
          '--error-text': 'var(--destructive)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
