import * as React from 'react';
import {
  DIFFICULTY_LABELS,
  DIFFICULTY_LEVELS,
  type TCourse,
  type TDifficulty,
  type TLearningCategory,
} from '../../../../shared/learning';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveCourse } from '../api/save-course';
import { parseTags, parseWhole, SwitchField, TextField } from './form-bits';
import { SaveDialog } from './save-dialog';

/** A select item may not have an empty value (docs/product/admin.md), so 'no category' has a name of its own. */
const NO_CATEGORY = 'none';

interface Props {
  target: TCourse | 'new' | null;
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

export function CourseDialog({ target, categories, onClose }: Props) {
  const save = useSaveCourse();
  const [form, setForm] = React.useState(blank);
  const [error, setError] = React.useState<string | null>(null);
  const editing = target !== null && target !== 'new' ? target : null;
  React.useEffect(() => {
    setError(null);
    setForm(
      editing
        ? {
            title: editing.title,
            description: editing.description ?? '',
            category: editing.category_id ?? NO_CATEGORY,
            difficulty: editing.difficulty_level,
            duration: String(editing.estimated_duration),
            thumbnail: editing.thumbnail_url ?? '',
            tags: (editing.tags ?? []).join(', '),
            sort: String(editing.sort_order),
            published: editing.is_published,
            premium: editing.is_premium,
          }
        : blank,
    );
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));

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
    save.mutate(editing ? { id: editing.id, input } : { input }, {
      onSuccess: () => {
        toast.success(editing ? 'Course updated successfully' : 'Course created successfully');
        onClose();
      },
      onError: (err) => {
        const message = errorMessage(err, editing ? 'Failed to update course' : 'Failed to create course');
        setError(message);
        toast.error(message);
      },
    });
  };

  return (
    <SaveDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? 'Edit Course' : 'Create Course'}
      description="A course is a draft until you publish it; members see published courses only."
      error={error}
      pending={save.isPending}
      submitLabel={editing ? 'Save Course' : 'Create Course'}
      onSubmit={submit}
    >
      <TextField id="course-title" label="Title" value={form.title} onChange={(e) => set({ title: e.target.value })} />
      <div className="grid gap-2">
        <Label htmlFor="course-description">Description</Label>
        <Textarea
          id="course-description"
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="course-category">Category</Label>
          <NativeSelect
            id="course-category"
            className="w-full min-w-0"
            value={form.category}
            onChange={(e) => set({ category: e.target.value })}
          >
            <option value={NO_CATEGORY}>No category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="course-difficulty">Difficulty</Label>
          <NativeSelect
            id="course-difficulty"
            className="w-full"
            value={form.difficulty}
            onChange={(e) => set({ difficulty: e.target.value as TDifficulty })}
          >
            {DIFFICULTY_LEVELS.map((d) => (
              <option key={d} value={d}>
                {DIFFICULTY_LABELS[d]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TextField
          id="course-duration"
          label="Estimated duration (minutes)"
          inputMode="numeric"
          value={form.duration}
          onChange={(e) => set({ duration: e.target.value })}
        />
        <TextField
          id="course-sort"
          label="Sort order"
          inputMode="numeric"
          value={form.sort}
          onChange={(e) => set({ sort: e.target.value })}
        />
      </div>
      <TextField
        id="course-thumbnail"
        label="Thumbnail URL"
        placeholder="https://"
        value={form.thumbnail}
        onChange={(e) => set({ thumbnail: e.target.value })}
      />
      <TextField
        id="course-tags"
        label="Tags"
        hint="Separate tags with commas."
        value={form.tags}
        onChange={(e) => set({ tags: e.target.value })}
      />
      <div className="flex flex-wrap gap-6">
        <SwitchField
          id="course-published"
          label="Published"
          checked={form.published}
          onChange={(published) => set({ published })}
        />
        <SwitchField
          id="course-premium"
          label="Premium"
          checked={form.premium}
          onChange={(premium) => set({ premium })}
        />
      </div>
    </SaveDialog>
  );
}
