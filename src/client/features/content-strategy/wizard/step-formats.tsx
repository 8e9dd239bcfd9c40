import { SCRIPT_FORMAT_NAMES, SCRIPT_FORMATS, type TScriptFormatName } from '../../../../shared/content-strategy';
import { formatGuidance } from '../custom-pillars';
import { formatMix } from '../format-mix';
import { Guidance } from './guidance';
import { ToggleCard } from './toggle-card';
import type { UpdateWizard, WizardValues } from './wizard-values';

export function StepFormats({ values, update }: { values: WizardValues; update: UpdateWizard }) {
  const chosen = values.scriptTypes;
  const mix = new Map(formatMix(chosen).map((m) => [m.name, m]));
  const toggle = (name: TScriptFormatName) =>
    update({ scriptTypes: chosen.includes(name) ? chosen.filter((t) => t !== name) : [...chosen, name] });

  return (
    <div className="grid gap-5">
      <div className="grid gap-3 md:grid-cols-2" role="group" aria-label="Script formats">
        {SCRIPT_FORMAT_NAMES.map((name) => {
          const f = SCRIPT_FORMATS[name];
          const share = mix.get(name);
          return (
            <ToggleCard key={name} pressed={chosen.includes(name)} onToggle={() => toggle(name)}>
              <span className="font-medium">{f.name}</span>
              <span className="text-muted-foreground">{f.description}</span>
              <span className="mt-1 text-xs">
                <span className="font-medium">Structure:</span> {f.structure}
              </span>
              <span className="text-xs">
                <span className="font-medium">Best for:</span> {f.bestFor}
              </span>
              <span className="mt-1 text-xs text-muted-foreground" data-testid={`share-${name}`}>
                Default share {f.share}%
                {share && (
                  <span className="font-medium text-primary">
                    {' '}
                    · {share.percent}% of your plan, {share.videos} video{share.videos === 1 ? '' : 's'}
                  </span>
                )}
              </span>
            </ToggleCard>
          );
        })}
      </div>
      <Guidance guidance={formatGuidance(chosen.length)} count={chosen.length} noun="format" />
    </div>
  );
}
