import { LoaderCircleIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { TProfile } from '../../../../shared/profile';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';
import { useUpdateProfile } from '../api/update-profile';

const resolver = zodResolverOnDemand(() => import('../../../../shared/profile').then((m) => m.ZProfileDetails));

const toValues = (p: TProfile) => ({
  fullName: p.full_name ?? '',
  companyName: p.company_name ?? '',
  industry: p.industry ?? '',
});

export function ProfileForm({ profile }: { profile: TProfile }) {
  const form = useForm({ resolver, values: toValues(profile) });
  const update = useUpdateProfile();
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      (saved) => {
        form.reset(toValues(saved));
        toast.success('Profile updated successfully');
      },
      (error: unknown) => toast.error(errorMessage(error, 'Your profile could not be saved. Please try again.')),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormAlert message={update.error?.message} />
      <FormField id="profile-email" label="Email">
        <Input value={profile.email} readOnly disabled />
      </FormField>
      <FormField id="profile-full-name" label="Full Name" error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder="Alex Morgan" {...form.register('fullName')} />
      </FormField>
      <FormField id="profile-company" label="Company Name" error={errors.companyName?.message}>
        <Input autoComplete="organization" placeholder="Optional" {...form.register('companyName')} />
      </FormField>
      <FormField id="profile-industry" label="Industry" error={errors.industry?.message}>
        <Input placeholder="e.g. Coaching, Fitness, Software" {...form.register('industry')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending && <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />}
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
