import { COLOR_SCHEMES, DESIGN_STYLES, leadMagnetTypeLabel } from '../../../../shared/lead-magnets';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Switch } from '@/components/ui/switch';
import { PALETTES } from '../../../../shared/export/theme';
import type { StepProps } from './step-props';

const SCHEME_LABEL: Record<(typeof COLOR_SCHEMES)[number], string> = {
  professional: 'Professional (blues)',
  modern: 'Modern (purples)',
  energetic: 'Energetic (reds)',
  natural: 'Natural (greens)',
  minimal: 'Minimal (grays)',
};

const STYLE_LABEL: Record<(typeof DESIGN_STYLES)[number], string> = {
  modern: 'Modern: a colour band on the cover',
  classic: 'Classic: centred, framed cover',
  creative: 'Creative: bold shapes and heading bands',
  minimal: 'Minimal: plain type, lots of white space',
};

const swatches = (s: (typeof COLOR_SCHEMES)[number]): string[] => {
  const p = PALETTES[s];
  return [p.primary, p.secondary, p.accent];
};

const isScheme = (v: string): v is (typeof COLOR_SCHEMES)[number] => (COLOR_SCHEMES as readonly string[]).includes(v);
const isStyle = (v: string): v is (typeof DESIGN_STYLES)[number] => (DESIGN_STYLES as readonly string[]).includes(v);

function Summary({ draft }: Pick<StepProps, 'draft'>) {
  const rows = [
    ['Title', draft.title],
    ['Target audience', draft.targetAudience],
    ['Industry', draft.industry],
    ['Pain points', String(draft.painPoints.length)],
    ['Type', draft.leadMagnetType ? leadMagnetTypeLabel(draft.leadMagnetType) : ''],
    ['Sections', String(draft.sections.length)],
    ['Learning objectives', String(draft.objectives.length)],
  ];
  return (
    <section aria-labelledby="lm-summary" className="grid gap-2 rounded-lg border bg-muted/40 p-4">
      <h3 id="lm-summary" className="font-semibold">
        Summary
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="min-w-0 wrap-anywhere">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Step 6, Design Preferences: colour scheme, style, the two toggles, and a summary of the draft. */
export function DesignStep({ draft, update }: StepProps) {
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Colour scheme</legend>
        <RadioGroup
          value={draft.colorScheme}
          onValueChange={(v) => isScheme(v) && update({ colorScheme: v })}
          className="grid gap-2 sm:grid-cols-2"
        >
          {COLOR_SCHEMES.map((s) => (
            <Label
              key={s}
              htmlFor={`lm-scheme-${s}`}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem value={s} id={`lm-scheme-${s}`} />
              <span className="flex-1">{SCHEME_LABEL[s]}</span>
              <span className="flex" aria-hidden>
                {swatches(s).map((c) => (
                  <span
                    key={c}
                    className="-ml-1 size-5 rounded-full border border-background"
                    style={{ background: c }}
                  />
                ))}
              </span>
            </Label>
          ))}
        </RadioGroup>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Style</legend>
        <RadioGroup
          value={draft.style}
          onValueChange={(v) => isStyle(v) && update({ style: v })}
          className="grid gap-2 sm:grid-cols-2"
        >
          {DESIGN_STYLES.map((s) => (
            <Label
              key={s}
              htmlFor={`lm-style-${s}`}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem value={s} id={`lm-style-${s}`} />
              {STYLE_LABEL[s]}
            </Label>
          ))}
        </RadioGroup>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Label
          htmlFor="lm-images"
          className="flex items-center justify-between gap-3 rounded-lg border p-3 font-normal"
        >
          Include images
          <Switch id="lm-images" checked={draft.includeImages} onCheckedChange={(v) => update({ includeImages: v })} />
        </Label>
        <Label
          htmlFor="lm-charts"
          className="flex items-center justify-between gap-3 rounded-lg border p-3 font-normal"
        >
          Include charts
          <Switch id="lm-charts" checked={draft.includeCharts} onCheckedChange={(v) => update({ includeCharts: v })} />
        </Label>
      </div>
      <Summary draft={draft} />
    </div>
  );
}
