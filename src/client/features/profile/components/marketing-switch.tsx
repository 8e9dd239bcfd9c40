import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { TProfile } from '../../../../shared/profile';
import { useUpdateProfile } from '../api/update-profile';

/** Saves on its own as soon as it is flipped: a choice about mail should not wait behind the details form. */
export function MarketingSwitch({ profile }: { profile: TProfile }) {
  const update = useUpdateProfile();
  // While a save is on its way the switch shows the choice being saved, and goes back if it fails.
  const checked = update.isPending
    ? (update.variables.marketingOptIn ?? profile.marketing_opt_in)
    : profile.marketing_opt_in;

  // Not disabled while saving: disabling it would take the keyboard focus away; a flip then simply waits.
  const onChange = (marketingOptIn: boolean) =>
    !update.isPending &&
    update.mutate(
      { marketingOptIn },
      {
        onSuccess: () => toast.success('Profile updated successfully'),
        onError: (error) => toast.error(errorMessage(error, 'Your profile could not be saved. Please try again.')),
      },
    );

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor="profile-marketing">Product news and tips by email</Label>
        <p id="profile-marketing-hint" className="text-sm text-muted-foreground">
          Occasional mails about new tools and brand-building tips. You can turn this off at any time.
        </p>
      </div>
      <Switch
        id="profile-marketing"
        className="mt-0.5"
        aria-describedby="profile-marketing-hint"
        checked={checked}
        aria-busy={update.isPending || undefined}
        onCheckedChange={onChange}
      />
    </div>
  );
}
