import { CheckIcon, CopyIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';

/** docs/product/README.md: the copied indicator shows for 2 s. */
export const COPIED_MS = 2000;

interface CopyButtonProps extends Omit<React.ComponentProps<typeof Button>, 'onClick'> {
  /** What to copy; a function so big texts (the whole plan) are built only on click. */
  text: () => string;
  label: string;
  /** Read by screen readers instead of the visible label, e.g. 'Copy script for day 3'. */
  srLabel?: string;
  /** The toasts, where a screen's spec words them differently. */
  successMessage?: string;
  failureMessage?: string;
}

/** Copies on click and says 'Copied!' for 2 s; every copy button of the app is this one. */
export function CopyButton({
  text,
  label,
  srLabel,
  successMessage = 'Copied to clipboard!',
  failureMessage = 'Failed to copy',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(text())) {
      setCopied(true);
      toast.success(successMessage);
    } else toast.error(failureMessage);
  }

  return (
    <Button variant="outline" size="sm" {...props} onClick={() => void copy()} aria-label={srLabel}>
      {copied ? <CheckIcon aria-hidden className="text-success" /> : <CopyIcon aria-hidden />}
      {copied ? 'Copied!' : label}
    </Button>
  );
}
