import { CATEGORY_DEFAULTS, type TLearningCategory } from '../../../../shared/learning';
import { LabelledField, TextField } from '@/components/labelled-field';
import { Input } from '@/components/ui/input';
import { useSaveCategory } from '../api/save-category';
import { type CatalogTarget, useCatalogEditor } from './catalog-editor';
import { parseWhole, SwitchField, TextAreaField } from './form-bits';
import { SaveDialog } from './save-dialog';

interface Props {
  target: CatalogTarget<TLearningCategory>;
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

const toForm = (c: TLearningCategory): typeof blank => ({
  name: c.name,
  description: c.description ?? '',
  icon: c.icon,
  color: c.color_code,
  sort: String(c.sort_order),
  active: c.is_active,
});

export function CategoryDialog({ target, onClose }: Props) {
  const editor = useCatalogEditor({ noun: 'Category', target, blank, toForm, save: useSaveCategory(), onClose });
  const { form, editing, text, toggle } = editor;
  const color = text('color');
  const submit = () => {
    const input = {
      name: form.name,
      description: form.description,
      icon: form.icon,
      colorCode: form.color,
      sortOrder: parseWhole(form.sort),
      isActive: form.active,
    };
    editor.submit(editing ? { id: editing.id, input } : { input });
  };

  return (
    <SaveDialog
      {...editor.dialog}
      description="Categories group courses on the learning hub; an inactive one hides its courses."
      onSubmit={submit}
    >
      <TextField label="Name" {...text('name')} />
      <TextAreaField label="Description" {...text('description')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Icon" {...text('icon')} />
        <LabelledField id="category-color" label="Colour">
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick a colour"
              value={/^#[0-9a-f]{6}$/i.test(form.color) ? form.color : CATEGORY_DEFAULTS.colorCode}
              onChange={color.onChange}
              className="h-9 w-10 shrink-0 cursor-pointer rounded-md border bg-transparent"
            />
            <Input {...color} />
          </div>
        </LabelledField>
        <TextField label="Sort order" inputMode="numeric" {...text('sort')} />
      </div>
      <SwitchField label="Active" {...toggle('active')} />
    </SaveDialog>
  );
}
