import { CpuIcon } from 'lucide-react';
import { badgeVariants } from '@/components/ui/badge';
import { Hint } from '@/components/ui/hint';
import { cn } from '@/lib/utils';

/** How to connect a provider, with the server's variable names (README, configuration). */
const SETUPS = [
  { name: 'Hosted model', vars: 'AI_PROVIDER=openai, anthropic or google, and AI_API_KEY' },
  {
    name: 'Ollama',
    vars: 'AI_PROVIDER=openai-compatible, AI_BASE_URL=http://localhost:11434/v1, AI_MODEL=llama3.1',
  },
  {
    name: 'LM Studio',
    vars: 'AI_PROVIDER=openai-compatible, AI_BASE_URL=http://localhost:1234/v1, AI_MODEL=the model you loaded',
  },
];

/** Says honestly that the offline composer, not a model, wrote a result (docs/brand.md). A button so the tip is keyboard-reachable. */
export function OfflineComposerBadge({ className }: { className?: string }) {
  return (
    <Hint
      className="max-w-xs text-left text-pretty"
      content={
        <>
          <p>Written by the built-in offline composer from your own answers; no AI model was used.</p>
          <p className="mt-1">To use a model, set these on the server and restart it:</p>
          <ul className="mt-1 space-y-1">
            {SETUPS.map((s) => (
              <li key={s.name}>
                <span className="font-medium">{s.name}:</span> <code className="break-all">{s.vars}</code>
              </li>
            ))}
          </ul>
        </>
      }
    >
      <button
        type="button"
        className={cn(badgeVariants({ variant: 'outline' }), 'cursor-help gap-1 text-muted-foreground', className)}
      >
        <CpuIcon aria-hidden />
        Offline composer
      </button>
    </Hint>
  );
}
