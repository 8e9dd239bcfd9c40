import { LoaderCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
      {busy && <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
