import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { focusOnClose, type OpenedDialogProps } from '@/lib/loading/dialog-on-demand';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';
import { useRenameContentPlan } from '../api/rename-content-plan';

const resolver = zodResolverOnDemand(() => import('../../../../shared/content-plan-name').then((m) => m.ZPlanRename));

interface Props extends OpenedDialogProps {
  planId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Rename button, which gets the focus back on close. */
  opener: React.RefObject<HTMLElement | null>;
}

/** The rename dialog and its form; loaded when Rename is first pressed (rename-plan-dialog.tsx). */
export function RenamePlanForm({ planId, name, open, onOpenChange, opener }: Props) {
  const rename = useRenameContentPlan();
  const form = useForm({ resolver, values: { planName: name } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ planName }) =>
    rename.mutateAsync({ id: planId, name: planName }).then(
      () => {
        toast.success('Plan renamed');
        onOpenChange(false);
      },
      (e: unknown) => toast.error(errorMessage(e, 'The plan could not be renamed.')),
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) rename.reset();
      }}
    >
      <DialogContent onCloseAutoFocus={focusOnClose(opener)}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rename plan</DialogTitle>
            <DialogDescription>The name shows on My Content Plans and on your dashboard.</DialogDescription>
          </DialogHeader>
          <FormAlert message={rename.error?.message} />
          <FormField id="plan-name" label="Plan name" error={errors.planName?.message}>
            <Input maxLength={120} autoComplete="off" {...form.register('planName')} />
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
