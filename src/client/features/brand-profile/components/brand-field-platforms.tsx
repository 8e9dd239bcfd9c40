import { CheckIcon } from 'lucide-react';
import { BRAND_PLATFORMS, brandPlatformLabel, type TBrandPlatform } from '../../../../shared/brand-profile';
import { Button } from '@/components/ui/button';

interface Props {
  labelledBy: string;
  describedBy: string | undefined;
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** The six platforms as toggle chips; the selection keeps the platforms' own order. */
export function BrandFieldPlatforms({ labelledBy, describedBy, selected, onChange }: Props) {
  const toggle = (p: TBrandPlatform) =>
    onChange(BRAND_PLATFORMS.filter((q) => (q === p ? !selected.includes(q) : selected.includes(q))));
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex flex-wrap gap-2">
      {BRAND_PLATFORMS.map((p, i) => {
        const on = selected.includes(p);
        return (
          <Button
            key={p}
            type="button"
            size="sm"
            variant={on ? 'default' : 'outline'}
            aria-pressed={on}
            autoFocus={i === 0}
            className="rounded-full"
            onClick={() => toggle(p)}
          >
            {on && <CheckIcon aria-hidden />}
            {brandPlatformLabel(p)}
          </Button>
        );
      })}
    </div>
  );
}
