import { FolderIcon, PlusIcon } from 'lucide-react';
import * as React from 'react';
import type { TLearningCategory } from '../../../../shared/learning';
import { ConfirmDeleteDialog } from '@/components/saved-results/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteCategory } from '../api/delete-category';
import { useSaveCategory } from '../api/save-category';
import { CatalogRow } from './catalog-row';
import { CategoryDialog } from './catalog-dialogs';
import { ListShell } from './list-shell';

export function CategoriesTab({ categories }: { categories: TLearningCategory[] }) {
  const [target, setTarget] = React.useState<TLearningCategory | 'new' | null>(null);
  const [deleting, setDeleting] = React.useState<TLearningCategory | null>(null);
  const remove = useDeleteCategory();
  const save = useSaveCategory();
  const toggle = (c: TLearningCategory) =>
    save.mutate(
      { id: c.id, input: { isActive: !c.is_active } },
      {
        onSuccess: () => toast.success('Category updated successfully'),
        onError: (err) => toast.error(errorMessage(err, 'Failed to update category')),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Category deleted successfully'),
      onError: (err) => toast.error(errorMessage(err, 'Failed to delete category')),
    });
  };
  return (
    <ListShell
      title="Categories"
      count={categories.length}
      empty="No categories yet."
      dialogs={
        <>
          <CategoryDialog target={target} onClose={() => setTarget(null)} />
          <ConfirmDeleteDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Delete category"
            description="Are you sure you want to delete this category? This action cannot be undone."
            onConfirm={confirmDelete}
          />
        </>
      }
      action={
        <Button onClick={() => setTarget('new')}>
          <PlusIcon aria-hidden />
          New Category
        </Button>
      }
    >
      {categories.map((c) => (
        <CatalogRow
          key={c.id}
          title={c.name}
          description={c.description}
          leading={
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-lg text-white"
              style={{ backgroundColor: c.color_code }}
            >
              <FolderIcon className="size-4" />
            </span>
          }
          meta={
            <>
              <Badge variant={c.is_active ? 'success' : 'outline'}>{c.is_active ? 'Active' : 'Inactive'}</Badge>
              <span>Sort order {c.sort_order}</span>
            </>
          }
          toggle={{ label: c.is_active ? 'Deactivate' : 'Activate', onClick: () => toggle(c), pending: save.isPending }}
          onEdit={() => setTarget(c)}
          onDelete={() => setDeleting(c)}
        />
      ))}
    </ListShell>
  );
}
