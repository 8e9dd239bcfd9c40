import { TrendingUpIcon } from 'lucide-react';
import { LEAD_MAGNET_TYPES } from '../../../../shared/lead-magnets';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { isType } from './draft';
import type { StepProps } from './step-props';

const BLURB: Record<(typeof LEAD_MAGNET_TYPES)[number]['id'], string> = {
  viral_hooks: 'Ready-to-post opening lines, grouped by the feeling they use.',
  content_templates: 'Fill-in-the-blank posts your audience can publish today.',
  ebook: 'A short guide that teaches one thing well.',
  checklist: 'Steps to tick off, one action each.',
  template: 'A worksheet the reader fills in with their own answers.',
  calculator: 'Works out one number that matters to the reader.',
  cheat_sheet: 'The essentials on one or two pages, to keep open.',
  resource_list: 'The tools and reads that help, each with a reason.',
};

/** Step 4, Lead Magnet Type: eight selectable cards, the first two marked trending. */
export function TypeStep({ draft, update }: StepProps) {
  return (
    <RadioGroup
      value={draft.leadMagnetType}
      onValueChange={(v) => isType(v) && update({ leadMagnetType: v })}
      aria-label="Lead magnet type"
      className="grid gap-3 sm:grid-cols-2"
    >
      {LEAD_MAGNET_TYPES.map((t) => (
        <Label
          key={t.id}
          htmlFor={`lm-type-${t.id}`}
          className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 font-normal transition-colors hover:border-primary/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
        >
          <RadioGroupItem value={t.id} id={`lm-type-${t.id}`} className="mt-0.5" />
          <span className="grid min-w-0 gap-1">
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {t.label}
              {t.trending && (
                <Badge variant="success">
                  <TrendingUpIcon aria-hidden />
                  trending
                </Badge>
              )}
            </span>
            <span className="text-sm text-muted-foreground">{BLURB[t.id]}</span>
          </span>
        </Label>
      ))}
    </RadioGroup>
  );
}
