import * as React from 'react';
import { CATEGORY_DEFAULTS, type TLearningCategory } from '../../../../shared/learning';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveCategory } from '../api/save-category';
import { parseWhole, SwitchField, TextField } from './form-bits';
import { SaveDialog } from './save-dialog';

interface Props {
  /** null: closed; 'new': create; a category: edit it. */
  target: TLearningCategory | 'new' | null;
  onClose: () => void;
}

const blank = {
  name: '',
  description: '',
  icon: CATEGORY_DEFAULTS.icon as string,
  color: CATEGORY_DEFAULTS.colorCode as string,
  sort: '0',
  active: true,
};

export function CategoryDialog({ target, onClose }: Props) {
  const save = useSaveCategory();
  const [form, setForm] = React.useState(blank);
  const [error, setError] = React.useState<string | null>(null);
  const editing = target !== null && target !== 'new' ? target : null;
  React.useEffect(() => {
    setError(null);
    setForm(
      editing
        ? {
            name: editing.name,
            description: editing.description ?? '',
            icon: editing.icon,
            color: editing.color_code,
            sort: String(editing.sort_order),
            active: editing.is_active,
          }
        : blank,
    );
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));

  const submit = () => {
    const input = {
      name: form.name,
      description: form.description,
      icon: form.icon,
      colorCode: form.color,
      sortOrder: parseWhole(form.sort),
      isActive: form.active,
    };
    const verb = editing ? 'update' : 'create';
    save.mutate(editing ? { id: editing.id, input } : { input }, {
      onSuccess: () => {
        toast.success(editing ? 'Category updated successfully' : 'Category created successfully');
        onClose();
      },
      onError: (err) => {
        const message = errorMessage(err, `Failed to ${verb} category`);
        setError(message);
        toast.error(message);
      },
    });
  };

  return (
    <SaveDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? 'Edit Category' : 'Create Category'}
      description="Categories group courses on the learning hub; an inactive one hides its courses."
      error={error}
      pending={save.isPending}
      submitLabel={editing ? 'Save Category' : 'Create Category'}
      onSubmit={submit}
    >
      <TextField id="category-name" label="Name" value={form.name} onChange={(e) => set({ name: e.target.value })} />
      <div className="grid gap-2">
        <Label htmlFor="category-description">Description</Label>
        <Textarea
          id="category-description"
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id="category-icon" label="Icon" value={form.icon} onChange={(e) => set({ icon: e.target.value })} />
        <div className="grid gap-2">
          <Label htmlFor="category-color">Colour</Label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick a colour"
              value={/^#[0-9a-f]{6}$/i.test(form.color) ? form.color : CATEGORY_DEFAULTS.colorCode}
              onChange={(e) => set({ color: e.target.value })}
              className="h-9 w-10 shrink-0 cursor-pointer rounded-md border bg-transparent"
            />
            <Input id="category-color" value={form.color} onChange={(e) => set({ color: e.target.value })} />
          </div>
        </div>
        <TextField
          id="category-sort"
          label="Sort order"
          inputMode="numeric"
          value={form.sort}
          onChange={(e) => set({ sort: e.target.value })}
        />
      </div>
      <SwitchField id="category-active" label="Active" checked={form.active} onChange={(active) => set({ active })} />
    </SaveDialog>
  );
}
