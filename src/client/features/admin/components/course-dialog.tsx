import {
  DIFFICULTY_LABELS,
  DIFFICULTY_LEVELS,
  type TCourse,
  type TDifficulty,
  type TLearningCategory,
} from '../../../../shared/learning';
import { TextField } from '@/components/labelled-field';
import { SelectField } from '@/components/select-field';
import { useSaveCourse } from '../api/save-course';
import { type CatalogTarget, useCatalogEditor } from './catalog-editor';
import { parseTags, parseWhole, SwitchField, TextAreaField } from './form-bits';
import { SaveDialog } from './save-dialog';

/** A select item may not have an empty value (docs/product/admin.md), so 'no category' has a name of its own. */
const NO_CATEGORY = 'none';

const DIFFICULTIES = DIFFICULTY_LEVELS.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));

interface Props {
  target: CatalogTarget<TCourse>;
  categories: TLearningCategory[];
  onClose: () => void;
}

const blank = {
  title: '',
  description: '',
  category: NO_CATEGORY,
  difficulty: 'beginner' as TDifficulty,
  duration: '0',
  thumbnail: '',
  tags: '',
  sort: '0',
  published: false,
  premium: false,
};

const toForm = (c: TCourse): typeof blank => ({
  title: c.title,
  description: c.description ?? '',
  category: c.category_id ?? NO_CATEGORY,
  difficulty: c.difficulty_level,
  duration: String(c.estimated_duration),
  thumbnail: c.thumbnail_url ?? '',
  tags: (c.tags ?? []).join(', '),
  sort: String(c.sort_order),
  published: c.is_published,
  premium: c.is_premium,
});

export function CourseDialog({ target, categories, onClose }: Props) {
  const editor = useCatalogEditor({ noun: 'Course', target, blank, toForm, save: useSaveCourse(), onClose });
  const { form, editing, text, toggle } = editor;
  const submit = () => {
    const input = {
      title: form.title,
      description: form.description,
      categoryId: form.category === NO_CATEGORY ? null : form.category,
      difficultyLevel: form.difficulty,
      estimatedDuration: parseWhole(form.duration),
      thumbnailUrl: form.thumbnail,
      tags: parseTags(form.tags),
      sortOrder: parseWhole(form.sort),
      isPublished: form.published,
      isPremium: form.premium,
    };
    editor.submit(editing ? { id: editing.id, input } : { input });
  };

  return (
    <SaveDialog
      {...editor.dialog}
      description="A course is a draft until you publish it; members see published courses only."
      onSubmit={submit}
    >
      <TextField label="Title" {...text('title')} />
      <TextAreaField label="Description" {...text('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          options={[
            { value: NO_CATEGORY, label: 'No category' },
            ...categories.map((c) => ({ value: c.id, label: c.name })),
          ]}
          {...text('category')}
        />
        <SelectField label="Difficulty" className="w-full" options={DIFFICULTIES} {...text('difficulty')} />
        <TextField label="Estimated duration (minutes)" inputMode="numeric" {...text('duration')} />
        <TextField label="Sort order" inputMode="numeric" {...text('sort')} />
      </div>
      <TextField label="Thumbnail URL" placeholder="https://" {...text('thumbnail')} />
      <TextField label="Tags" hint="Separate tags with commas." {...text('tags')} />
      <div className="flex flex-wrap gap-6">
        <SwitchField label="Published" {...toggle('published')} />
        <SwitchField label="Premium" {...toggle('premium')} />
      </div>
    </SaveDialog>
  );
}
