import { CircleCheckIcon, InfoIcon } from 'lucide-react';
import type { PillarGuidance } from '../custom-pillars';
import { cn } from '@/lib/utils';

/** The guidance line under pillars and formats; announced politely as the count changes. */
export function Guidance({ guidance, count, noun }: { guidance: PillarGuidance; count: number; noun: string }) {
  const Icon = guidance.tone === 'good' ? CircleCheckIcon : InfoIcon;
  return (
    <p
      aria-live="polite"
      data-testid={`${noun}-guidance`}
      className={cn(
        'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
        guidance.tone === 'good'
          ? 'border-success/30 bg-success/10 text-success'
          : 'border-warning/30 bg-warning/10 text-warning',
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      <span>
        {count} {noun}
        {count === 1 ? '' : 's'} selected: {guidance.text}
      </span>
    </p>
  );
}
