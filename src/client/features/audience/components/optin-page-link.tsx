import { ExternalLinkIcon } from 'lucide-react';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { publicUrl } from './optin-page-texts';

interface Props {
  path: string;
  /** Names the buttons for screen readers where several pages are listed. */
  name?: string;
  className?: string;
}

/** The page's public address with Copy and Open; a long address wraps rather than widening the screen. */
export function OptinPageLink({ path, name, className }: Props) {
  const url = publicUrl(path);
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-2', className)}>
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="min-w-0 flex-1 basis-48 font-mono text-sm break-all text-primary underline-offset-4 hover:underline"
      >
        {url}
      </a>
      <div className="flex shrink-0 gap-2">
        <CopyButton
          text={() => url}
          label="Copy"
          srLabel={name ? `Copy the address of ${name}` : 'Copy the address'}
          successMessage="Address copied"
        />
        <Button asChild variant="outline" size="sm">
          <a href={url} target="_blank" rel="noreferrer">
            <ExternalLinkIcon aria-hidden />
            Open
            <span className="sr-only"> {name ? `${name} ` : 'the page '}in a new tab</span>
          </a>
        </Button>
      </div>
    </div>
  );
}
