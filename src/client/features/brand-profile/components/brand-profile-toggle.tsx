import { Link } from 'react-router';
import { toBrandBrief } from '../../../../shared/brand-profile';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { useBrandProfile } from '../api/get-brand-profile';

/**
 * On each generator, next to its Generate button: whether this one generation uses the brand profile.
 * On by default; with nothing in the profile a model could use, it says how to fill it instead.
 */
export function BrandProfileToggle({ checked, onCheckedChange }: { checked: boolean; onCheckedChange: (on: boolean) => void }) {
  const profile = useBrandProfile();
  if (!profile.data) return null;
  if (!toBrandBrief(profile.data.fields)) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to={paths.brand} className="underline underline-offset-4">
          Fill in your brand profile
        </Link>{' '}
        and every generation writes in your voice.
      </p>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm">
      <Switch id="use-brand-profile" checked={checked} onCheckedChange={onCheckedChange} />
      <label htmlFor="use-brand-profile">Use my brand profile</label>
    </div>
  );
}
