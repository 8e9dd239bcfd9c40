import { CpuIcon } from 'lucide-react';
import { badgeVariants } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

const HOW_TO_CONNECT =
  'Written by the built-in offline composer from your own answers, no AI model involved. To use a model, set AI_PROVIDER (and AI_API_KEY or AI_BASE_URL) on the server and restart it.';

/** Says honestly that the offline composer, not a model, wrote a result (BRAND.md). A button so the tip is keyboard-reachable. */
export function OfflineComposerBadge({ className }: { className?: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className={cn(badgeVariants({ variant: 'outline' }), 'cursor-help gap-1 text-muted-foreground', className)}
        >
          <CpuIcon aria-hidden />
          Offline composer
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-xs">{HOW_TO_CONNECT}</TooltipContent>
    </Tooltip>
  );
}
