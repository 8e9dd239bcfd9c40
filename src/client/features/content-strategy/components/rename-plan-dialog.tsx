import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { ZPlanRename } from '../../../../shared/content-strategy';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRenameContentPlan } from '../api/rename-content-plan';

export function RenamePlanDialog({ planId, name, compact }: { planId: string; name: string; compact?: boolean }) {
  const [open, setOpen] = React.useState(false);
  const rename = useRenameContentPlan();
  const form = useForm({ resolver: zodResolver(ZPlanRename), values: { plan_name: name } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ plan_name }) =>
    rename.mutateAsync({ id: planId, name: plan_name }).then(
      () => {
        toast.success('Plan renamed');
        setOpen(false);
      },
      (e: unknown) => toast.error(errorMessage(e, 'The plan could not be renamed.')),
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) rename.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size={compact ? 'icon' : 'sm'} aria-label={compact ? `Rename "${name}"` : undefined}>
          <PencilIcon aria-hidden />
          {!compact && 'Rename'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rename plan</DialogTitle>
            <DialogDescription>The name shows on My Content Plans and on your dashboard.</DialogDescription>
          </DialogHeader>
          <FormAlert message={rename.error?.message} />
          <FormField id="plan-name" label="Plan name" error={errors.plan_name?.message}>
            <Input maxLength={120} autoComplete="off" {...form.register('plan_name')} />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? 'Saving...' : 'Save name'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
